// The content run's privacy proof, through the real @sanity/client against a fake API that serves
// a dataset the way Sanity documents it: a public dataset answers a request without the token with
// root-path documents only (an _id without a "."); a private one answers no such request.
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeSanityApi, type Doc, type FakeSanityApi } from '../tools/fake-sanity-api/server.ts'
import { makeRoot, removeRoot, SYNC_DAY } from './fixtures.ts'
import { proveRentalsPrivate } from './privacy.ts'
import { runSync } from './run.ts'
import { createLiveSource, SANITY_API_VERSION } from './sources/live-source.ts'
import { createSeedSource, loadSeedDataset } from './sources/seed-source.ts'

const OWNER = 'owner-viewer-token'
const NOTE = 'Anna, Hotel Patong Beach room 214, passport copy seen'
const rental = (_id: string): Doc => ({ _id, _type: 'rental', bike: { _type: 'reference', _ref: 'bike.honda-pcx' }, from: '2026-12-01', to: '2026-12-03', reference: 'PMR-0112-K7QX', note: NOTE })

let root: string
let seed: Doc[]
const apis: FakeSanityApi[] = []
beforeAll(async () => {
  root = await makeRoot()
  seed = (await loadSeedDataset(path.join(root, 'studio', 'seed'))).documents
})
afterAll(async () => {
  await Promise.all(apis.map((api) => api.close()))
  await removeRoot(root)
})

async function serve(documents: Doc[], visibility: 'public' | 'private') {
  const api = await startFakeSanityApi({ datasets: { production: documents }, token: OWNER, visibility })
  apis.push(api)
  return api
}
const source = (api: FakeSanityApi, token: string | null = OWNER) => createLiveSource({ projectId: 'shop', dataset: 'production', apiHost: api.url, token: token ?? undefined })
const anonymousQuery = async (api: FakeSanityApi, query: string) =>
  (await (await fetch(`${api.url}/v${SANITY_API_VERSION}/data/query/production?query=${encodeURIComponent(query)}`)).json()) as { result?: unknown; statusCode?: number }

describe('the fake API serves a public dataset as Sanity documents it', () => {
  it('without the token: root-path documents only; with it: every published document', async () => {
    const api = await serve([...seed, rental('9d1e2f3a-0b4c-4d5e-8f6a-7b8c9d0e1f2a'), rental('rental.9d1e2f3a-0b4c-4d5e-8f6a-7b8c9d0e1f2b')], 'public')
    expect((await anonymousQuery(api, '*[_type == "rental"]._id')).result).toEqual(['9d1e2f3a-0b4c-4d5e-8f6a-7b8c9d0e1f2a'])
    expect((await anonymousQuery(api, '*[!(_id in path("*"))]._id')).result).toEqual([])
    const withToken = await source(api).fetch<string[]>('*[_type == "rental"]._id')
    expect(withToken).toEqual(expect.arrayContaining(['9d1e2f3a-0b4c-4d5e-8f6a-7b8c9d0e1f2a', 'rental.9d1e2f3a-0b4c-4d5e-8f6a-7b8c9d0e1f2b']))
  })

  it('a private dataset answers no request without the token, and refuses a wrong one', async () => {
    const api = await serve(seed, 'private')
    expect((await anonymousQuery(api, '*[_type == "bike"]._id')).statusCode).toBe(401)
    await expect(source(api, 'wrong').fetch('*')).rejects.toThrow(/SANITY_READ_TOKEN was refused/)
  })
})

describe('every live sync proves that a request without the token reads no rental', () => {
  it('passes on the seed moved to a live project: its rentals are under rental.', async () => {
    const api = await serve(seed, 'public')
    const result = await runSync(root, source(api), 'dry-run', SYNC_DAY)
    expect(result.privacy).toEqual({ proved: true, note: 'public dataset: a request without the token reads no rental' })
  })

  it('stops on a rental readable without the token, naming its id and the move, never its note or reference', async () => {
    const api = await serve([...seed, rental('0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'), rental('rental.0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e')], 'public')
    const failure = await runSync(root, source(api), 'dry-run', SYNC_DAY).catch((error: Error) => error)
    expect(failure).toBeInstanceOf(Error)
    const message = (failure as Error).message
    expect(message).toContain('The rental book can be read without a token')
    expect(message).toContain('1 rental (0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d) can be read by anyone')
    expect(message).toContain('cd studio && npx sanity exec scripts/move-rentals-private.ts --with-user-token')
    expect(message).not.toContain('Anna')
    expect(message).not.toContain('PMR-0112-K7QX')
  })

  it('stops a public dataset synced without the token: the rental book would read empty', async () => {
    const api = await serve(seed, 'public')
    await expect(runSync(root, source(api, null), 'dry-run', SYNC_DAY)).rejects.toThrow(
      /the dataset is public and SANITY_READ_TOKEN is not set\. Rentals are private \(only the token reads them\), so the site would show every bike free/,
    )
  })

  it('a private dataset: proved, nothing answers without the token', async () => {
    const api = await serve(seed, 'private')
    expect(await proveRentalsPrivate(source(api))).toEqual({ proved: true, note: 'private dataset: nothing is readable without the token' })
  })

  it('the seed: skipped, and says so', async () => {
    const seedSource = await createSeedSource(path.join(root, 'studio', 'seed'))
    expect(await proveRentalsPrivate(seedSource)).toEqual({ proved: false, note: 'skipped: no live project (the seed); a sync of the live dataset proves it' })
  })
})
