// The move of content made before units (studio/scripts/units-for-rentals.ts): a bike with no unit
// gets one, named as the bike; a rental with no unit holds its bike's first, drafts too; a bike
// with units and a rental with a unit are left alone; a dry run changes nothing; a second run has
// nothing to do. Through the real @sanity/client against the fake API.
import { createClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeSanityApi, type Doc, type FakeSanityApi } from '../../tools/fake-sanity-api/server.ts'
import { SANITY_API_VERSION } from '../../pipeline/sources/api-version.ts'
import { giveRentalsTheirUnit, type UnitMoveClient } from '../../rules/content/unitMigration.ts'

describe('units for the rentals made before', () => {
  const OWNER = 'owner-token'
  const rental = (_id: string, bike: string, unit?: string): Doc => ({ _id, _type: 'rental', bike: { _type: 'reference', _ref: bike }, from: '2026-12-01', to: '2026-12-03', ...(unit ? { unit } : {}) })
  let documents: Doc[]
  let api: FakeSanityApi
  beforeAll(async () => {
    documents = [
      { _id: 'bike.honda-pcx', _type: 'bike', name: 'Honda PCX 150' },
      { _id: 'drafts.bike.honda-pcx', _type: 'bike', name: 'Honda PCX 160' },
      { _id: 'bike.yamaha-nmax', _type: 'bike', name: 'Yamaha NMAX 155', units: [{ _key: 'n7', _type: 'bikeUnit', name: 'NMAX red', inService: true }, { _key: 'n8', _type: 'bikeUnit', name: 'NMAX grey', inService: true }] },
      rental('rental.a', 'bike.honda-pcx'),
      rental('drafts.rental.a', 'bike.honda-pcx'),
      rental('rental.b', 'bike.yamaha-nmax'),
      rental('rental.c', 'bike.yamaha-nmax', 'n8'),
    ]
    api = await startFakeSanityApi({ datasets: { production: documents }, token: OWNER, visibility: 'public' })
  })
  afterAll(() => api.close())
  const client = () =>
    createClient({ projectId: 'shop', dataset: 'production', apiHost: api.url, useProjectHostname: false, apiVersion: SANITY_API_VERSION, useCdn: false, token: OWNER }) as unknown as UnitMoveClient
  const doc = (id: string) => documents.find((d) => d._id === id) as Doc

  it('lists on a dry run, then gives each bike its first unit and each rental its bike\'s first; a second run has nothing to do', async () => {
    const lines = [
      'bike bike.honda-pcx: one unit, "Honda PCX 150"',
      'bike drafts.bike.honda-pcx: one unit, "Honda PCX 160"',
      'rental rental.a: the first unit of bike.honda-pcx',
      'rental drafts.rental.a: the first unit of bike.honda-pcx',
      'rental rental.b: the first unit of bike.yamaha-nmax',
    ]
    expect((await giveRentalsTheirUnit(client(), { dryRun: true })).sort()).toEqual([...lines].sort())
    expect(doc('rental.a').unit).toBeUndefined()

    expect((await giveRentalsTheirUnit(client())).sort()).toEqual([...lines].sort())
    expect(doc('bike.honda-pcx').units).toEqual([{ _key: 'unit1', _type: 'bikeUnit', name: 'Honda PCX 150', inService: true }])
    expect(doc('drafts.bike.honda-pcx').units).toEqual([{ _key: 'unit1', _type: 'bikeUnit', name: 'Honda PCX 160', inService: true }])
    expect([doc('rental.a').unit, doc('drafts.rental.a').unit, doc('rental.b').unit, doc('rental.c').unit]).toEqual(['unit1', 'unit1', 'n7', 'n8'])
    expect(doc('bike.yamaha-nmax').units).toHaveLength(2)
    expect(await giveRentalsTheirUnit(client())).toEqual([])
  })
})
