// A local stand-in for Sanity's HTTP API (query + a little of mutate), so the live source is
// tested through the real @sanity/client without network: GROQ is evaluated with groq-js.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { evaluate, parse } from 'groq-js'
import { applyMutations, type Doc } from './mutate.ts'

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
}

export interface FakeSanityApi {
  url: string
  /** Paths of every request received, for assertions */
  requests: string[]
  close(): Promise<void>
}

const ROUTE = /^\/v(\d{4}-\d{2}-\d{2}|1|X)\/data\/(query|mutate)\/([^/?]+)$/

export async function startFakeSanityApi(options: FakeSanityApiOptions, port = 0): Promise<FakeSanityApi> {
  const requests: string[] = []
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`)
    handle(options, req, res).catch((error: Error) => send(res, 500, { error: { description: error.message } }))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: actual } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${actual}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
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
  if (endpoint === 'mutate') return send(res, 200, applyMutations(documents, body.mutations ?? []))

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
