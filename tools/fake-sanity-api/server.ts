// A local stand-in for Sanity's HTTP API (query and mutate), so the live source is
// tested through the real @sanity/client without network: GROQ is evaluated with groq-js. With
// `studio` set it also answers everything the built Studio asks (./studio.ts), for the Studio a
// person opens locally (`npm run dev`).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createReadStream } from 'node:fs'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { applyMutations, type Doc } from './mutate.ts'
import { answerStudio, isEdit, refused as refusal } from './studio.ts'
import { isLocalHost, isLocalOrigin } from './localOrigins.ts'

export type { Doc }

export interface FakeSanityApiOptions {
  /** dataset name → documents (mutated in place by /data/mutate) */
  datasets: Record<string, Doc[]>
  /** The owner's token: a request that carries another is refused (401) */
  token?: string
  /**
   * Who may read, as Sanity documents it: a private dataset answers only a request with the token;
   * a public one answers anyone, but a request without the token sees only documents on the root
   * path (an _id without a "."), never `rental.…`, `drafts.…` or `versions.…`. Private when a token
   * is given, public otherwise. Mutations without the token are accepted only when no token is set
   * (a test edits "in the Studio" without one).
   */
  visibility?: 'public' | 'private'
  /**
   * Answer the Studio too, on this one dataset, with the seed's image files from imagesDir; and
   * serve the Studio's own files (any path not of the API) with `files`, so the Studio and its API
   * share one address whatever its port.
   */
  studio?: {
    dataset: string
    imagesDir: string
    files?: (req: IncomingMessage, res: ServerResponse) => Promise<void>
    /** Called after an edit that changed a published document (a publish, unpublish, delete…). */
    onPublish?: () => void
    /** More paths the stand-in answers on the Studio's address (the local content runs' status). */
    extra?: (url: URL, method: string) => unknown | undefined
  }
}

export interface FakeSanityApi {
  url: string
  /** Paths of every request received, for assertions */
  requests: string[]
  close(): Promise<void>
}

// Sanity's API (/v1/…, /v2025-06-01/…, /vX/…) and its image CDN's paths.
const API_PATH = /^\/(v(\d{4}-\d{2}-\d{2}|\d+|X)|images|_stand-in)\//
/** One stream per Studio page that sends each edit's transaction (tools/fake-sanity-api/quietListeners.ts). */
export const EDITS_STREAM = '/_stand-in/edits'
const ROUTE = /^\/v(\d{4}-\d{2}-\d{2}|1|X)\/data\/(query|mutate)\/([^/?]+)$/

export async function startFakeSanityApi(options: FakeSanityApiOptions, port = 0): Promise<FakeSanityApi> {
  const requests: string[] = []
  const listeners = new Set<ServerResponse>()
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`)
    const { studio } = options
    const answered = !studio
      ? handle(options, req, res)
      : !fromThisMachine(req, res)
        ? Promise.resolve()
        : studio.files && !API_PATH.test(req.url ?? '/')
          ? studio.files(req, res)
          : handleStudio(options.datasets[studio.dataset], studio, listeners, req, res)
    answered.catch((error: Error) => send(res, 500, { error: { description: error.message } }))
  })
  // The Studio's open listeners would otherwise hold close() back.
  server.on('close', () => listeners.forEach((listener) => listener.end()))
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: actual } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${actual}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        listeners.forEach((listener) => listener.end())
        server.closeAllConnections()
      }),
  }
}

async function handle(options: FakeSanityApiOptions, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost')
  const route = ROUTE.exec(url.pathname)
  if (!route) return send(res, 404, { error: { description: `No route for ${url.pathname}`, type: 'httpError' } })
  const [, , endpoint, name] = route
  const visibility = options.visibility ?? (options.token ? 'private' : 'public')
  const authorization = req.headers.authorization
  const owner = options.token !== undefined && authorization === `Bearer ${options.token}`
  const anonymous = authorization === undefined
  const refused = (!owner && !anonymous) || (anonymous && (visibility === 'private' || (endpoint === 'mutate' && options.token)))
  if (refused) return send(res, 401, { statusCode: 401, error: 'Unauthorized', message: 'Session not found' })
  const documents = options.datasets[name]
  if (!documents) {
    const project = req.headers['x-sanity-project-id'] ?? 'unknown'
    return send(res, 404, { error: { description: `Dataset "${name}" not found for project ID "${project}"`, type: 'httpError' } })
  }
  const body = req.method === 'POST' ? JSON.parse((await readBody(req)) || '{}') : {}
  if (endpoint === 'mutate') {
    try {
      const { events: _unheard, ...answer } = applyMutations(documents, body.mutations ?? [], body.transactionId)
      return send(res, 200, answer)
    } catch (error) {
      const answer = refusal(error)
      return answer.kind === 'json' && send(res, answer.status, answer.json)
    }
  }

  const query: string = body.query ?? url.searchParams.get('query') ?? ''
  const params: Record<string, unknown> = { ...body.params }
  for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
  const perspective = url.searchParams.get('perspective') ?? body.perspective ?? 'published'
  // The published perspective hides drafts and release versions, as the real API does.
  // Without the token, a public dataset shows only the root path; with it, everything.
  const readable = owner ? documents : documents.filter((d) => !d._id.includes('.'))
  const visible = perspective === 'raw' ? readable : readable.filter((d) => !/^(drafts|versions)\./.test(d._id))
  const started = performance.now()
  let tree
  try {
    tree = parse(query, { params })
  } catch (error) {
    return send(res, 400, { error: { type: 'queryParseError', description: (error as Error).message, query, start: 0, end: 0 } })
  }
  const result = await (await evaluate(tree, { dataset: visible, params })).get()
  send(res, 200, { query, result, ms: Math.round(performance.now() - started) })
}

/**
 * The Studio's own page and loopback pages only (the site's preview, the tests), as the outbox:
 * a request that names another origin, or reaches here by another host name (a DNS rebinding),
 * is refused before it reads or writes anything, with no CORS grant. Requests without an origin
 * are no web page's (the sync, curl, an <img>): a page cannot send one cross-site.
 */
function fromThisMachine(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin
  if (isLocalHost(req.headers.host) && (origin === undefined || isLocalOrigin(origin))) return true
  send(res, 403, { error: { type: 'forbiddenError', description: 'The local stand-in of Sanity\'s API answers pages of this machine only' } })
  return false
}

/**
 * The Studio on another local origin (its own port; the API's host name carries the project id,
 * `<project>.localhost`), signed in by cookie: so CORS with credentials for the local origin that asks.
 * Listeners stay open, greeted, with a comment now and then so no client takes them for dead; after
 * each edit the Studio's page hears the transaction's mutation events (its listeners live in the
 * page), and another client's listener a "reset", as Sanity's says when it cannot resume a stream
 * (a listener that never confirms an edit would hold a Publish back, "Saving…", forever).
 */
async function handleStudio(documents: Doc[] | undefined, studio: NonNullable<FakeSanityApiOptions['studio']>, listeners: Set<ServerResponse>, req: IncomingMessage, res: ServerResponse) {
  const origin = req.headers.origin
  if (origin) {
    res.setHeader('access-control-allow-origin', origin)
    res.setHeader('access-control-allow-credentials', 'true')
    res.setHeader('vary', 'origin')
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      'access-control-max-age': '600',
    })
    return res.end()
  }
  if (!documents) return send(res, 404, { error: { description: 'The stand-in holds no such dataset', type: 'httpError' } })
  const url = new URL(req.url ?? '/', 'http://localhost')
  const extra = studio.extra?.(url, req.method ?? 'GET')
  if (extra !== undefined) return send(res, 200, extra)
  const published = publishedState(documents)
  const answer = url.pathname === EDITS_STREAM ? ({ kind: 'events', greeting: ': edits\n\n' } as const) : await answerStudio(documents, studio.imagesDir, { method: req.method ?? 'GET', url, body: req.method === 'POST' ? await readBody(req) : undefined })
  if (answer.kind === 'file') {
    res.writeHead(200, { 'content-type': `image/${path.extname(answer.file).slice(1).replace('jpg', 'jpeg')}` })
    return void createReadStream(answer.file).pipe(res)
  }
  if (answer.kind === 'json') {
    send(res, answer.status, answer.json)
    if (!isEdit(url) || answer.status !== 200) return
    // The Studio's page hears the transaction itself (its listeners are in the page:
    // ./quietListeners.ts); another client's listener, a "reset".
    for (const listener of listeners) {
      if (listener.req.url?.startsWith(EDITS_STREAM)) listener.write(`event: transaction\ndata: ${JSON.stringify(answer.events ?? [])}\n\n`)
      else if (/\/data\/listen\//.test(listener.req.url ?? '')) listener.write('event: reset\ndata: {}\n\n')
    }
    if (publishedState(documents) !== published) studio.onPublish?.()
    return
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  res.write(answer.greeting)
  listeners.add(res)
  const keepAlive = setInterval(() => res.write(': idle\n\n'), 20_000)
  res.on('close', () => {
    clearInterval(keepAlive)
    listeners.delete(res)
  })
}

/** Each published document's id and revision: changes when a publish, unpublish or delete lands. */
const publishedState = (documents: Doc[]) =>
  documents
    .filter((d) => !/^(drafts|versions)\./.test(d._id))
    .map((d) => `${d._id}@${String(d._rev)}`)
    .join(' ')

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (text += chunk))
    req.on('end', () => resolve(text))
    req.on('error', reject)
  })
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}
