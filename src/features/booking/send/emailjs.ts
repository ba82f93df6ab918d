// The transport: one real @emailjs/browser send(). The SDK is a separate chunk, fetched when the
// dialog opens (preloadEmailJS) or at the latest here, so it never weighs on the first page load.
// Where the SDK cannot load, the same request goes out as EmailJS's documented REST call: its
// module reads localStorage as it loads and throws where storage is blocked ("Block all cookies",
// some in-app browsers), and a tab left open across a deploy finds its old chunk gone.
import type { BookingTemplateParams } from '../templateParams'
import type { EmailConfig } from './config'

const loadSdk = () => import('@emailjs/browser')

/** What the SDK sends as lib_version (docs/spec.md §9); the REST call sends the same. */
export const EMAILJS_LIB_VERSION = '4.4.1'
export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com'
export const SEND_PATH = '/api/v1.0/email/send'

export function preloadEmailJS(): void {
  loadSdk().catch(() => undefined) // a failed preload is retried by the send itself
}

/** An HTTP answer other than ok, shaped like the SDK's EmailJSResponseStatus ({status, text}). */
export class EmailResponseError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`EmailJS answered ${status}: ${text}`)
    this.name = 'EmailResponseError'
  }
}

/**
 * The SDK's request without the SDK: the same URL, headers and JSON body
 * (https://www.emailjs.com/docs/rest-api/send/). keepalive lets it finish if the page is closed.
 */
export async function sendViaRest(params: BookingTemplateParams, config: EmailConfig): Promise<void> {
  const body = { lib_version: EMAILJS_LIB_VERSION, user_id: config.publicKey, service_id: config.serviceId, template_id: config.templateId, template_params: params }
  const response = await fetch(`${config.origin ?? DEFAULT_EMAILJS_ORIGIN}${SEND_PATH}`, {
    method: 'POST',
    headers: { 'Content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  })
  const text = await response.text()
  if (!response.ok) throw new EmailResponseError(response.status, text)
}

/** Resolves on HTTP ok; rejects with the SDK's EmailJSResponseStatus, EmailResponseError, a TypeError or a string. */
export async function sendViaEmailJS(params: BookingTemplateParams, config: EmailConfig): Promise<void> {
  let emailjs: Awaited<ReturnType<typeof loadSdk>>
  try {
    emailjs = await loadSdk()
  } catch (error) {
    console.warn('The EmailJS SDK could not load; sending the same request without it', error)
    return sendViaRest(params, config)
  }
  // In 4.4.1 the API origin is only read from init()'s store; send()'s options ignore `origin`.
  emailjs.init({ publicKey: config.publicKey, origin: config.origin })
  await emailjs.send(config.serviceId, config.templateId, params, { publicKey: config.publicKey })
}
