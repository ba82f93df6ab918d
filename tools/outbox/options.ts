// Command-line flags of the outbox; the defaults match .env.example so `npm run dev` works with no setup.
import { parseArgs } from 'node:util'
import { AUTO_REPLY_MODES, isAutoReplyMode, type AutoReplyMode } from './autoReply.ts'

export type OutboxOptions = {
  port: number
  host: string
  dir: string
  publicKey: string
  serviceId: string
  templateId: string
  autoReply: AutoReplyMode
  /** The Studio the shop's e-mail links to (its "Add to the rental book" button). */
  studioUrl?: string
  /** The website the shop's e-mail links to (its "Check this request" button). */
  siteUrl?: string
}

/** The ids .env.example ships with: local-only values that the real EmailJS would reject. */
export const LOCAL_EMAILJS = {
  publicKey: 'local-public-key',
  serviceId: 'service_local',
  templateId: 'template_local',
} as const

export const DEFAULT_PORT = 4300

export function parseOutboxArgs(argv: string[]): OutboxOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      port: { type: 'string', default: String(DEFAULT_PORT) },
      host: { type: 'string', default: '127.0.0.1' },
      dir: { type: 'string', default: '.outbox/dev' },
      'public-key': { type: 'string', default: LOCAL_EMAILJS.publicKey },
      'service-id': { type: 'string', default: LOCAL_EMAILJS.serviceId },
      'template-id': { type: 'string', default: LOCAL_EMAILJS.templateId },
      'auto-reply': { type: 'string', default: 'off' },
      'studio-url': { type: 'string' },
      'site-url': { type: 'string' },
    },
  })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be an integer 0-65535, got "${values.port}"`)
  }
  const autoReply = values['auto-reply']
  if (!isAutoReplyMode(autoReply)) throw new Error(`--auto-reply must be one of ${AUTO_REPLY_MODES.join(', ')}, got "${autoReply}"`)
  return {
    autoReply,
    port,
    host: values.host,
    dir: values.dir,
    publicKey: values['public-key'],
    serviceId: values['service-id'],
    templateId: values['template-id'],
    ...(values['studio-url'] ? { studioUrl: values['studio-url'] } : {}),
    ...(values['site-url'] ? { siteUrl: values['site-url'] } : {}),
  }
}
