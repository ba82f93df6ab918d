// The EmailJS-compatible outbox: the same send endpoint, body checks and answers as the real API
// (https://api.emailjs.com/api/v1.0/email/send), but it renders the template and keeps the e-mail.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { readFile } from 'node:fs/promises'
import { createMailbox, type Mailbox } from './mailbox.ts'
import { indexPage } from './pages.ts'
import { AUTO_REPLY_TEMPLATES, isAutoReplyMode, type AutoReplyMode } from './autoReply.ts'
import { renderTemplate } from './render.ts'
import { validateSendBody, type Accounts } from './validate.ts'
import { SITE_PLACEHOLDER } from '../../src/features/booking/check/checkLink.ts'

export const SEND_PATH = '/api/v1.0/email/send'
export const TEMPLATE_URL = new URL('./template.html', import.meta.url)
/** The visitor's confirmation, linked to the shop's template as EmailJS's auto-reply. */
export const AUTOREPLY_TEMPLATE_URL = AUTO_REPLY_TEMPLATES.full!

// The site's page, served by Vite or a test server on this machine, posts a booking cross-origin
// (JSON, so with a preflight), as it does to EmailJS. Only the send endpoint answers CORS, and only
// to pages on loopback: the stored bookings (names, phone numbers) are read by the outbox's own page
// and by tests without a browser, so no other web page the developer visits can read or delete them.
const LOCAL_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/

function corsFor(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin
  if (!origin || !LOCAL_ORIGIN.test(origin)) return {}
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  }
}
const MAX_BODY_BYTES = 1024 * 1024

function answer(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8', cors: Record<string, string> = {}) {
  res.writeHead(status, { ...cors, 'Content-Type': type, 'Cache-Control': 'no-store' })
  res.end(body)
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) return undefined
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

async function handleSend(req: IncomingMessage, res: ServerResponse, config: OutboxConfig, mailbox: Mailbox, state: OutboxState) {
  const cors = corsFor(req)
  const raw = await readBody(req)
  if (raw === undefined) return answer(res, 413, 'The request body is too large', undefined, cors)
  const verdict = validateSendBody(raw, config)
  if (!verdict.ok) return answer(res, verdict.status, verdict.reason, undefined, cors)
  // Read per request so edits to the template show up without a restart.
  const params = verdict.request.template_params
  const html = renderTemplate(withSite(withStudio(await readFile(TEMPLATE_URL, 'utf8'), config.studioUrl), config.siteUrl), params)
  const now = new Date()
  const email = await mailbox.save(verdict.request, html, now)
  const log = config.log ?? console.log
  log(`outbox: stored ${email.id} "${email.subject}"`)
  // EmailJS with an Auto-Reply chosen: the same call also sends the linked template to its To
  // Email, {{reply_to}}; no address (or Auto-Reply off), no second e-mail.
  const replyTo = typeof params.reply_to === 'string' ? params.reply_to.trim() : ''
  const replyTemplate = AUTO_REPLY_TEMPLATES[state.autoReply]
  if (replyTo && replyTemplate) {
    const reply = renderTemplate(await readFile(replyTemplate, 'utf8'), params)
    const confirmation = await mailbox.save(verdict.request, reply, now, { kind: 'auto-reply', to: replyTo })
    log(`outbox: stored ${confirmation.id} (auto-reply to ${replyTo}) "${confirmation.subject}"`)
  }
  answer(res, 200, 'OK', undefined, cors)
}

/** The Auto-Reply setting the outbox plays; PUT with JSON (a cross-site page cannot: no CORS here). */
async function handleAutoReply(req: IncomingMessage, res: ServerResponse, state: OutboxState) {
  if (req.method === 'GET') return answer(res, 200, JSON.stringify({ mode: state.autoReply }), 'application/json')
  if (req.method !== 'PUT') return answer(res, 405, 'Method Not Allowed')
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) return answer(res, 415, 'Send {"mode": "off" | "fixed" | "full"} as application/json')
  let mode: unknown
  try {
    mode = (JSON.parse((await readBody(req)) ?? '') as { mode?: unknown }).mode
  } catch {
    mode = undefined
  }
  if (!isAutoReplyMode(mode)) return answer(res, 400, 'Send {"mode": "off" | "fixed" | "full"}')
  state.autoReply = mode
  res.writeHead(204).end()
}

async function route(req: IncomingMessage, res: ServerResponse, config: OutboxConfig, mailbox: Mailbox, state: OutboxState) {
  const { pathname } = new URL(req.url ?? '/', 'http://outbox')
  const method = req.method ?? 'GET'
  if (pathname === SEND_PATH) {
    if (method === 'OPTIONS') return void res.writeHead(204, corsFor(req)).end()
    return method === 'POST' ? handleSend(req, res, config, mailbox, state) : answer(res, 405, 'Method Not Allowed', undefined, corsFor(req))
  }
  if (method === 'OPTIONS') return void res.writeHead(204).end()
  if (pathname === '/api/outbox/auto-reply') return handleAutoReply(req, res, state)
  if (pathname === '/api/outbox' && method === 'GET') {
    return answer(res, 200, JSON.stringify(await mailbox.list()), 'application/json')
  }
  if (pathname === '/api/outbox' && method === 'DELETE') {
    await mailbox.clear()
    return answer(res, 204, '')
  }
  // No icon, but no 404 in the browser console of whoever reads the outbox either.
  if (pathname === '/favicon.ico') return void res.writeHead(204).end()
  if (pathname === '/' && method === 'GET') {
    return answer(res, 200, indexPage(await mailbox.list(), mailbox.dir, state.autoReply), 'text/html; charset=utf-8')
  }
  const file = /^\/emails\/([^/]+)\.(html|json)$/.exec(pathname)
  const content = file && method === 'GET' ? await mailbox.read(file[1], file[2] as 'html' | 'json') : undefined
  if (file && content !== undefined) {
    return answer(res, 200, content, file[2] === 'html' ? 'text/html; charset=utf-8' : 'application/json')
  }
  answer(res, 404, 'Not Found')
}

export type OutboxConfig = Accounts & {
  dir: string
  port: number
  host?: string
  log?: (line: string) => void
  autoReply?: AutoReplyMode
  /** Where the shop's "Add to the rental book" link opens the Studio; the local `sanity dev` by default. */
  studioUrl?: string
  /** The website the shop's "Check this request" link opens; the local `npm run dev` site by default. */
  siteUrl?: string
}
type OutboxState = { autoReply: AutoReplyMode }

/** The address the shop's template is written with: the owner puts their Studio's there once. */
export const STUDIO_PLACEHOLDER = 'https://your-studio.example'
export const LOCAL_STUDIO = 'http://localhost:3333'

/** The template as the shop would have it pasted: with the Studio's real address in its link. */
export function withStudio(template: string, studioUrl = LOCAL_STUDIO): string {
  return template.replaceAll(STUDIO_PLACEHOLDER, studioUrl.replace(/\/+$/, ''))
}

/** The website's address as the template is written (src/features/booking/check/checkLink.ts). */
export const LOCAL_SITE = 'http://127.0.0.1:5173'

/** The template with the website's real address in its "Check this request" link. */
export function withSite(template: string, siteUrl = LOCAL_SITE): string {
  return template.replaceAll(SITE_PLACEHOLDER, siteUrl.replace(/\/+$/, ''))
}

export async function startOutbox(config: OutboxConfig): Promise<{ server: Server; url: string; mailbox: Mailbox }> {
  const mailbox = createMailbox(config.dir)
  // Off unless told otherwise: the setting the owner guide recommends, as the shop would run it.
  const state: OutboxState = { autoReply: config.autoReply ?? 'off' }
  const server = createServer((req, res) => {
    route(req, res, config, mailbox, state).catch((error: unknown) => {
      console.error('outbox: request failed', error)
      if (!res.headersSent) answer(res, 500, 'Internal Server Error')
    })
  })
  // An idle connection stays open until the client closes it: with Node's 5 s timeout a client
  // reusing one just as the outbox drops it gets ECONNRESET (a test reading the mailbox met it).
  server.keepAliveTimeout = 0
  const host = config.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, host, () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  return { server, url: `http://${host}:${port}`, mailbox }
}
