// Answers the built Studio's calls to Sanity's HTTP API inside the browser (page.route), from
// documents in memory, so the real Studio bundle renders offline: a signed-in user, GROQ queries
// with groq-js (in the asked perspective, with a source map when asked, as Presentation needs),
// documents by id, idle listeners, accepted edits, and image CDN requests from the seed files.
import type { Page } from '@playwright/test'
import { evaluate, parse } from 'groq-js'
import path from 'node:path'
import { documentsIn, editDraft, sourceMapOf } from './sanity-perspective'

type Doc = Record<string, unknown> & { _id: string }
const user = { id: 'pOwner', name: 'Shop Owner', email: 'owner@example.com', role: 'administrator', roles: [{ name: 'administrator', title: 'Administrator' }], provider: 'sanity' }

export async function answerSanityApi(page: Page, documents: Doc[], imagesDir: string) {
  await page.route(/^https:\/\//, async (route) => {
    const request = route.request()
    const url = new URL(request.url())
    const p = url.pathname
    if (url.host === 'cdn.sanity.io' && p.startsWith('/images/')) {
      const [name, ext] = p.split('/').pop()!.split('.')
      const asset = documents.find((d) => d._id === `image-${name}-${ext}`)
      if (typeof asset?.originalFilename === 'string') return route.fulfill({ path: path.join(imagesDir, asset.originalFilename) })
    }
    if (/\/users\/me$/.test(p)) return route.fulfill({ json: user })
    if (/\/data\/query\//.test(p)) {
      const body = request.method() === 'POST' ? JSON.parse(request.postData() ?? '{}') : {}
      const query = body.query ?? url.searchParams.get('query') ?? ''
      const params: Record<string, unknown> = { ...body.params }
      for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
      const dataset = documentsIn(documents, url.searchParams.get('perspective') ?? body.perspective ?? null)
      const result = await (await evaluate(parse(query, { params }), { dataset, params })).get()
      const resultSourceMap = url.searchParams.has('resultSourceMap') || body.resultSourceMap ? sourceMapOf(result, dataset) : undefined
      return route.fulfill({ json: { ms: 1, query, result, resultSourceMap } })
    }
    if (/\/data\/doc\//.test(p)) {
      const ids = decodeURIComponent(p.split('/data/doc/')[1].split('/').slice(1).join('/')).split(',')
      return route.fulfill({ json: { documents: documents.filter((d) => ids.includes(d._id)), omitted: [] } })
    }
    if (/\/data\/listen\//.test(p)) {
      return route.fulfill({ headers: { 'content-type': 'text/event-stream' }, body: 'event: welcome\ndata: {"listenerName":"offline"}\n\n' })
    }
    // The Live Content API, which Presentation listens to for published changes: none happen here
    // (retry: a fulfilled stream ends, and the browser would reconnect at once).
    if (/\/data\/live\/events\//.test(p)) {
      return route.fulfill({ headers: { 'content-type': 'text/event-stream' }, body: 'retry: 600000\nevent: welcome\ndata: {}\n\n' })
    }
    // The owner's edits (the Studio sends each as a document action): kept in the draft, so the
    // document the Studio fetches again after a listener reconnect still holds what was typed.
    if (/\/data\/actions\//.test(p)) {
      const { actions = [], transactionId } = JSON.parse(request.postData() ?? '{}')
      for (const action of actions) editDraft(documents, action, transactionId)
      return route.fulfill({ json: { transactionId } })
    }
    if (/\/projects\/[^/]+$/.test(p)) {
      return route.fulfill({ json: { id: 'placeholder', displayName: 'Phuket Moto Rental', members: [{ id: user.id, role: 'administrator', roles: user.roles, isCurrentUser: true }], metadata: {} } })
    }
    // An administrator's grants, in the shape the Studio's grants store reads: a list of {filter, permissions}.
    if (/\/acl$/.test(p)) return route.fulfill({ json: [{ filter: '_id in path("**")', permissions: ['history', 'read', 'update', 'create'] }] })
    // Everything else (announcements, feature flags, telemetry, fonts) is optional for the Studio.
    return route.fulfill({ status: 404, json: { error: 'not available offline' } })
  })
}
