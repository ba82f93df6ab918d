// Every rental is stored under the path "rental.", which Sanity never serves without the owner's
// token; the move takes the rentals made before to that path, drafts and all, in one transaction.
// Run through the real @sanity/client against the fake API that serves a public dataset as Sanity does.
import { createClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeSanityApi, type Doc, type FakeSanityApi } from '../../tools/fake-sanity-api/server.ts'
import { SANITY_API_VERSION } from '../../pipeline/sources/api-version.ts'
import { isPrivateRentalId, moveRentalsPrivate, newRentalId, privateRentalId, type MoveClient } from '../../rules/content/rentalIds.ts'

describe('rental ids', () => {
  it.each([
    ['3f2a9c1e-0b4c-4d5e-8f6a-7b8c9d0e1f2a', 'rental.3f2a9c1e-0b4c-4d5e-8f6a-7b8c9d0e1f2a'],
    ['drafts.3f2a9c1e-0b4c-4d5e-8f6a-7b8c9d0e1f2a', 'drafts.rental.3f2a9c1e-0b4c-4d5e-8f6a-7b8c9d0e1f2a'],
    ['versions.rXyZ.3f2a9c1e', 'versions.rXyZ.rental.3f2a9c1e'],
    ['rental.example-pcx', 'rental.example-pcx'],
    ['drafts.rental.example-pcx', 'drafts.rental.example-pcx'],
  ])('%s is kept as %s', (id, stored) => {
    expect(privateRentalId(id)).toBe(stored)
    expect(isPrivateRentalId(stored)).toBe(true)
  })

  it('a new rental gets a random id under rental.', () => {
    const [a, b] = [newRentalId(), newRentalId()]
    expect(a).toMatch(/^rental\.[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(a).not.toBe(b)
  })
})

describe('the move of rentals made before (scripts/move-rentals-private.ts)', () => {
  const OWNER = 'owner-token'
  const OLD = '5b1c8a2e-3f4d-4e5a-9b6c-7d8e9f0a1b2c'
  const rental = (_id: string, note: string): Doc => ({ _id, _type: 'rental', _rev: 'r1', _createdAt: '2026-11-01T00:00:00Z', bike: { _type: 'reference', _ref: 'bike.honda-pcx' }, from: '2026-12-01', to: '2026-12-03', note })
  let documents: Doc[]
  let api: FakeSanityApi
  beforeAll(async () => {
    documents = [rental(OLD, 'published'), rental(`drafts.${OLD}`, 'edited'), rental('rental.example-pcx', 'seed'), { _id: 'bike.honda-pcx', _type: 'bike' }]
    api = await startFakeSanityApi({ datasets: { production: documents }, token: OWNER, visibility: 'public' })
  })
  afterAll(() => api.close())
  const client = (token?: string) =>
    createClient({ projectId: 'shop', dataset: 'production', apiHost: api.url, useProjectHostname: false, apiVersion: SANITY_API_VERSION, useCdn: false, token }) as unknown as MoveClient

  it('lists without moving on a dry run, then moves the published rental and its draft, fields kept; a second run has nothing to do', async () => {
    expect(await client().fetch('count(*[_type == "rental"])')).toBe(1) // the old rental is readable by anyone
    expect(await moveRentalsPrivate(client(OWNER), { dryRun: true })).toEqual([[OLD, `rental.${OLD}`], [`drafts.${OLD}`, `drafts.rental.${OLD}`]])
    expect(documents.map((d) => d._id)).toContain(OLD)

    expect(await moveRentalsPrivate(client(OWNER))).toHaveLength(2)
    expect(documents.map((d) => d._id).sort()).toEqual(['bike.honda-pcx', `drafts.rental.${OLD}`, `rental.${OLD}`, 'rental.example-pcx'])
    // The stand-in stamps _rev, _createdAt and _updatedAt on what it writes, as Sanity does.
    expect(documents.find((d) => d._id === `rental.${OLD}`)).toMatchObject({ _id: `rental.${OLD}`, _type: 'rental', bike: { _type: 'reference', _ref: 'bike.honda-pcx' }, from: '2026-12-01', to: '2026-12-03', note: 'published' })
    expect(documents.find((d) => d._id === `drafts.rental.${OLD}`)?.note).toBe('edited')
    expect(await client().fetch('count(*[_type == "rental"])')).toBe(0)
    expect(await moveRentalsPrivate(client(OWNER))).toEqual([])
  })
})
