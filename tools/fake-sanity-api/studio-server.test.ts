// The stand-in as `npm run dev` runs it for the Studio: the Studio's files and its API on one
// address, CORS with credentials for the Studio's origin, and listeners that stay open and say
// "reset" after each of the owner's edits (so the Studio reads its saved draft back); no other
// web page reads or writes through it.
import { afterEach, expect, it } from 'vitest'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { startFakeSanityApi, type Doc, type FakeSanityApi } from './server.ts'

let api: FakeSanityApi | undefined
afterEach(async () => api?.close())

const bike: Doc = { _id: 'bike.honda-pcx', _type: 'bike', name: 'Honda PCX 150', price: 250 }
const files = async (_req: IncomingMessage, res: ServerResponse) => void res.end('<title>Studio</title>')
const origin = 'http://localhost:3333'

async function start() {
  api = await startFakeSanityApi({ datasets: { production: [structuredClone(bike)] }, studio: { dataset: 'production', imagesDir: '.', files } })
  return api.url
}

it("serves the Studio's files and the API on one address, to the Studio's origin with credentials", async () => {
  const url = await start()
  expect(await (await fetch(`${url}/structure/bikes`)).text()).toBe('<title>Studio</title>')
  const me = await fetch(`${url}/v2025-06-01/users/me`, { headers: { origin } })
  expect(me.headers.get('access-control-allow-origin')).toBe(origin)
  expect(me.headers.get('access-control-allow-credentials')).toBe('true')
  expect(await me.json()).toMatchObject({ name: 'Shop Owner' })
  const preflight = await fetch(`${url}/v2025-06-01/data/actions/production`, { method: 'OPTIONS', headers: { origin, 'access-control-request-headers': 'content-type' } })
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
})

it('keeps a listener open and says "reset" after an edit, whose draft the next query sees', async () => {
  const url = await start()
  const listener = await fetch(`${url}/v2025-06-01/data/listen/production?query=*`)
  const reader = listener.body!.getReader()
  const decoder = new TextDecoder()
  let events = ''
  const until = async (text: string) => {
    while (!events.includes(text)) events += decoder.decode((await reader.read()).value)
  }
  await until('event: welcome')

  const edit = { actionType: 'sanity.action.document.edit', draftId: 'drafts.bike.honda-pcx', publishedId: 'bike.honda-pcx', patch: { set: { price: 265 } } }
  const answer = await fetch(`${url}/v2025-06-01/data/actions/production`, { method: 'POST', body: JSON.stringify({ actions: [edit], transactionId: 't1' }) })
  expect(await answer.json()).toEqual({ transactionId: 't1' })
  await until('event: reset')
  await reader.cancel()

  const query = encodeURIComponent('*[_id == "bike.honda-pcx"][0].price')
  const drafts = await (await fetch(`${url}/v2025-06-01/data/query/production?query=${query}&perspective=drafts`)).json()
  const published = await (await fetch(`${url}/v2025-06-01/data/query/production?query=${query}&perspective=published`)).json()
  expect([drafts.result, published.result]).toEqual([265, 250])
})

it('refuses a foreign origin, and a foreign host name, before reading or writing: no CORS grant, nothing changed', async () => {
  const url = await start()
  const query = `${url}/v2025-06-01/data/query/production?query=${encodeURIComponent('*[_id == "bike.honda-pcx"][0].price')}`
  const edit = JSON.stringify({ actions: [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.bike.honda-pcx', publishedId: 'bike.honda-pcx', patch: { set: { price: 1 } } }] })
  const actions = `${url}/v2025-06-01/data/actions/production`
  for (const foreign of ['https://evil.example', 'http://localhost.evil.example:3333', 'null']) {
    const preflight = await fetch(actions, { method: 'OPTIONS', headers: { origin: foreign, 'access-control-request-method': 'POST' } })
    const read = await fetch(query, { headers: { origin: foreign } })
    // A form or a text/plain fetch needs no preflight: the write itself must be refused.
    const write = await fetch(actions, { method: 'POST', body: edit, headers: { origin: foreign, 'content-type': 'text/plain' } })
    for (const answer of [preflight, read, write]) {
      expect(answer.status, foreign).toBe(403)
      expect(answer.headers.get('access-control-allow-origin'), foreign).toBeNull()
    }
    expect(await read.text()).not.toContain('250')
  }
  // A public name that resolves to this machine (DNS rebinding) sends no Origin on a same-origin GET.
  const { request } = await import('node:http')
  const rebound = await new Promise<number>((resolve) => request(query, { headers: { host: 'evil.example:3333' } }, (res) => resolve(res.statusCode ?? 0)).end())
  expect(rebound).toBe(403)
  // The Studio's own origin and loopback pages still read it, and the price was never written.
  for (const local of [origin, 'http://127.0.0.1:3334', 'http://placeholder.localhost:3333']) {
    const answer = await fetch(query.replace('production?', 'production?perspective=drafts&'), { headers: { origin: local } })
    expect(answer.headers.get('access-control-allow-origin')).toBe(local)
    expect((await answer.json()).result).toBe(250)
  }
})
