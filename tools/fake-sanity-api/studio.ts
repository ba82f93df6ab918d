// What the built Sanity Studio asks of Sanity's HTTP API, answered from documents in memory, so
// the real Studio bundle runs offline with no Sanity account: a signed-in owner, GROQ queries with
// groq-js (in the asked perspective, with a source map when asked, as Presentation needs),
// documents by id, listeners, accepted edits, and image CDN requests from the seed's files.
// One answer per request, for both ways it is served: the tests' page.route
// (tests/e2e/helpers/sanity-api-route.ts) and the local stand-in a person runs (./server.ts).
import { evaluate, parse } from 'groq-js'
import path from 'node:path'
import { documentsIn, sourceMapOf } from './perspective.ts'
import { applyMutations, MutationError, type Doc, type ListenerEvent } from './mutate.ts'
import { applyActions } from './actions.ts'

export interface StudioRequest {
  method: string
  url: URL
  body: string | undefined
}

/** JSON (after an edit, with what its listeners hear), a seed image file, or a server-sent event stream (the Studio's listeners). */
export type StudioAnswer =
  | { kind: 'json'; status: number; json: unknown; events?: ListenerEvent[] }
  | { kind: 'file'; file: string }
  | { kind: 'events'; greeting: string }

const owner = { id: 'pOwner', name: 'Shop Owner', email: 'owner@example.com', role: 'administrator', roles: [{ name: 'administrator', title: 'Administrator' }], provider: 'sanity' }
const json = (body: unknown, status = 200): StudioAnswer => ({ kind: 'json', status, json: body })

/** Whether the request is one of the owner's edits (which open listeners are told of). */
export const isEdit = (url: URL) => /\/data\/(actions|mutate)\//.test(url.pathname)

/** The Content Lake's answer to a refused transaction: nothing was written, and why. */
export function refused(error: unknown): StudioAnswer {
  if (!(error instanceof MutationError)) throw error
  return json({ error: { type: error.type, description: error.message } }, error.status)
}

export async function answerStudio(documents: Doc[], imagesDir: string, request: StudioRequest): Promise<StudioAnswer> {
  const { url } = request
  const p = url.pathname
  const body = request.method === 'POST' && request.body ? JSON.parse(request.body) : {}
  // The image CDN: cdn.sanity.io, or this stand-in's own /images/ when the Studio's API host is local.
  if (p.startsWith('/images/')) {
    const [name, ext] = p.split('/').pop()!.split('.')
    const asset = documents.find((d) => d._id === `image-${name}-${ext}`)
    if (typeof asset?.originalFilename === 'string') return { kind: 'file', file: path.join(imagesDir, asset.originalFilename) }
  }
  if (/\/users\/me$/.test(p)) return json(owner)
  if (/\/data\/query\//.test(p)) {
    const query = body.query ?? url.searchParams.get('query') ?? ''
    const params: Record<string, unknown> = { ...body.params }
    for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
    const dataset = documentsIn(documents, url.searchParams.get('perspective') ?? body.perspective ?? null)
    const result = await (await evaluate(parse(query, { params }), { dataset, params })).get()
    const resultSourceMap = url.searchParams.has('resultSourceMap') || body.resultSourceMap ? sourceMapOf(result, dataset) : undefined
    return json({ ms: 1, query, result, resultSourceMap })
  }
  if (/\/data\/doc\//.test(p)) {
    const ids = decodeURIComponent(p.split('/data/doc/')[1].split('/').slice(1).join('/')).split(',')
    return json({ documents: documents.filter((d) => ids.includes(d._id)), omitted: [] })
  }
  if (/\/data\/listen\//.test(p)) return { kind: 'events', greeting: 'event: welcome\ndata: {"listenerName":"offline"}\n\n' }
  // The Live Content API, which Presentation listens to for published changes (retry: an ended
  // stream would otherwise be reopened at once).
  if (/\/data\/live\/events\//.test(p)) return { kind: 'events', greeting: 'retry: 600000\nevent: welcome\ndata: {}\n\n' }
  // The owner's edits, as document actions (the Studio) or mutations (@sanity/client's patch and
  // create): applied with Sanity's mutator, so the document the Studio fetches again after a
  // listener's news holds what was typed; a refused transaction changes nothing and says why.
  try {
    if (isEdit(url) && p.includes('/data/actions/')) {
      const { transactionId, events } = applyActions(documents, body.actions ?? [], body.transactionId)
      return { kind: 'json', status: 200, json: { transactionId }, events }
    }
    if (isEdit(url)) {
      const { events, ...answer } = applyMutations(documents, body.mutations ?? [], body.transactionId)
      return { kind: 'json', status: 200, json: answer, events }
    }
  } catch (error) {
    return refused(error)
  }
  if (/\/projects\/[^/]+$/.test(p)) {
    return json({ id: 'placeholder', displayName: 'Phuket Moto Rental', members: [{ id: owner.id, role: 'administrator', roles: owner.roles, isCurrentUser: true }], metadata: {} })
  }
  // An administrator's grants, in the shape the Studio's grants store reads: a list of {filter, permissions}.
  if (/\/acl$/.test(p)) return json([{ filter: '_id in path("**")', permissions: ['history', 'read', 'update', 'create'] }])
  // Everything else (announcements, feature flags, telemetry, fonts) is optional for the Studio.
  return json({ error: 'not available offline' }, 404)
}
