// A rental's stage in the content run, on a copy of the real seed whose rental book is edited as
// the owner's day edits it: a cancelled rental frees its unit (the PCX's days become free, and a
// new rental of the same days is no overlap), it stays in the dataset, and nothing of the stages
// (the stage, the customer, the amounts, the place, the unit's name) reaches any generated file.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOLDS_UNIT_FILTER } from '../../rules/content/rentalStages.ts'
import { SYNC_DAY } from '../fixtures.ts'
import { rentalsQuery } from '../queries.ts'
import { fetchContent } from '../run.ts'
import { renderSnapshots } from '../snapshots/snapshots.ts'
import { createSeedSource, loadSeedDataset } from '../sources/seed-source.ts'
import { validateContent } from './validate.ts'

type Doc = Record<string, unknown> & { _id: string }
const SEED = path.join(process.cwd(), 'studio', 'seed')
const CUSTOMER = 'Svetlana Ivanova'
const PLACE = 'Hotel Kata Sea View, room 512'
const UNIT_NAME = 'PCX white กข 1234'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rental-stages-'))
  await cp(SEED, dir, { recursive: true })
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** The real seed's file (each copy starts from it). */
const readNdjson = async (file: string): Promise<Doc[]> => (await readFile(path.join(SEED, file), 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as Doc)
const writeNdjson = (file: string, docs: Doc[]) => writeFile(path.join(dir, file), `${docs.map((d) => JSON.stringify(d)).join('\n')}\n`)

/** The seed's PCX rental at a stage, with every fact the stages add, and a second of its days. */
async function seedWith(stage: string) {
  const rentals = await readNdjson('rentals.ndjson')
  const pcx = rentals.find((r) => r._id === 'rental.example-pcx') as Doc
  const atStage: Doc = {
    ...pcx, stage, customer: CUSTOMER, place: PLACE, pickupTime: '09:30', price: 2750, prepaid: 250, prepaidBy: 'promptpay', prepaidOn: '2030-12-01',
    depositAmount: 3000, depositKind: 'cash', cancelledOn: '2030-12-08', refund: 0, unit: 'k1',
  }
  const rebooked: Doc = { _id: 'rental.rebooked-pcx', _type: 'rental', bike: pcx.bike, from: '2030-12-12', to: '2030-12-15', unit: 'k1', stage: 'request' }
  await writeNdjson('rentals.ndjson', [...rentals.filter((r) => r._id !== pcx._id), atStage, rebooked])
  const bikes = await readNdjson('bikes.ndjson')
  const bike = bikes.find((b) => b._id === 'bike.honda-pcx') as Doc
  await writeNdjson('bikes.ndjson', bikes.map((b) => (b === bike ? { ...b, units: [{ _key: 'k1', _type: 'bikeUnit', name: UNIT_NAME, inService: true }] } : b)))
  return createSeedSource(dir)
}

describe('a cancelled rental in the content run', () => {
  it('the query counts a unit out by the one rule of rules/content/rentalStages.ts', () => {
    expect(rentalsQuery).toContain(HOLDS_UNIT_FILTER)
  })

  it('frees its unit: the days are free on the site and the same days booked again are no overlap', async () => {
    const source = await seedWith('cancelled')
    const content = await fetchContent(source, SYNC_DAY)
    expect(() => validateContent(content, 'seed copy')).not.toThrow()
    const models = JSON.parse(renderSnapshots(content, 'test').get('availability.json') as string).models
    expect(models['honda-pcx']).toEqual([[{ from: '2030-12-12', to: '2030-12-15' }]])
    // It stays in the book: the dataset still holds it, stage and all.
    const kept = (await loadSeedDataset(dir)).documents.find((d) => d._id === 'rental.example-pcx') as Doc
    expect(kept).toMatchObject({ stage: 'cancelled', refund: 0, customer: CUSTOMER })
  })

  it('at any other stage it holds its unit: the same days booked again are refused', async () => {
    for (const stage of ['request', 'held', 'confirmed', 'out', 'returned']) {
      const content = await fetchContent(await seedWith(stage), SYNC_DAY)
      expect(() => validateContent(content, 'seed copy'), stage).toThrow(/Honda PCX 150 is rented twice: 2030-12-10 to 2030-12-20 and 2030-12-12 to 2030-12-15 share a day/)
    }
  })

  it('never carries a stage, a customer, an amount, a place or a unit name into any generated file', async () => {
    const plain = renderSnapshots(await fetchContent(await createSeedSource(SEED), SYNC_DAY), 'test')
    for (const stage of ['held', 'out', 'cancelled']) {
      const staged = renderSnapshots(await fetchContent(await seedWith(stage), SYNC_DAY), 'test')
      // Every file but the rental book's days is the plain seed's, byte for byte.
      expect([...staged.keys()]).toEqual([...plain.keys()])
      for (const [name, text] of staged) if (name !== 'availability.json') expect(text, name).toBe(plain.get(name))
      const book = staged.get('availability.json') as string
      for (const units of Object.values(JSON.parse(book).models) as Array<Array<Array<Record<string, unknown>>>>) for (const out of units.flat()) expect(Object.keys(out).sort()).toEqual(['from', 'to'])
      for (const secret of [CUSTOMER, 'Kata Sea View', UNIT_NAME, 'k1', stage, 'promptpay', '2750', '3000', '09:30']) expect(book, `${stage}: ${secret}`).not.toContain(secret)
    }
  })
})
