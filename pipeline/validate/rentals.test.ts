// The rental book and the booking rules in the sync: rentals that ended before the run's Phuket
// date are not shipped, each rental is a bike and two days and nothing else (no reference, no
// note, whatever the dataset holds), the Studio's words for a bad value, an overlap naming the bike
// and both rentals, and the change summary. "Today" is always passed in.
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { problemsAfterEdit, SYNC_DAY } from '../fixtures.ts'
import { fetchContent } from '../run.ts'
import { describeChanges, snapshotOf } from '../snapshots/changes.ts'
import { renderSnapshots } from '../snapshots/snapshots.ts'
import { createSeedSource } from '../sources/seed-source.ts'
import type { ContentSource } from '../sources/source.ts'
import type { Content } from './validate.ts'
import { localizedString } from '../../src/i18n/localized.testing.ts'

type Row = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const SEED = path.join(process.cwd(), 'studio', 'seed')
let source: ContentSource
let base: Content
beforeAll(async () => {
  source = await createSeedSource(SEED)
  base = await fetchContent(source, SYNC_DAY)
})

const problems = (edit: (content: Content & { rentals: Row[]; units: Row[]; bookingRules: Row }) => void) => problemsAfterEdit(base, edit)
/** The PCX with two named units, the first in service and the second too unless said. */
const twoPcx = (c: { units: Row[] }, second: Row = {}) => {
  const pcx = c.units.find((b) => b.bike === 'honda-pcx') as Row
  pcx.units = [{ key: 'k1', name: 'PCX white กข 1234', inService: true }, { key: 'k2', name: 'PCX black กข 5678', inService: true, ...second }]
}

describe('the rentals shipped', () => {
  it("the seed's three examples, as bike, unit and days only, by bike then first day", () => {
    expect(base.rentals).toEqual([
      { bike: 'bmw-r1250gs', unit: null, from: '2030-12-22', to: '2031-01-05', offRoad: false },
      { bike: 'honda-pcx', unit: null, from: '2030-12-10', to: '2030-12-20', offRoad: false },
      { bike: 'yamaha-nmax', unit: null, from: '2030-12-18', to: '2030-12-27', offRoad: false },
    ])
    expect(problems(() => {})).toEqual([])
  })

  it('a rental is shipped through its last day and dropped the day after', async () => {
    const on = async (today: string) => ((await fetchContent(source, { today })).rentals as Row[]).map((r) => r.bike as string)
    expect(await on('2030-12-20')).toEqual(['bmw-r1250gs', 'honda-pcx', 'yamaha-nmax'])
    expect(await on('2030-12-21')).toEqual(['bmw-r1250gs', 'yamaha-nmax'])
    expect(await on('2031-01-06')).toEqual([])
  })

  it('never carries the reference or the note, nor any other field, into the snapshot', () => {
    const file = renderSnapshots(base, 'test').get('availability.json') as string
    for (const units of Object.values(JSON.parse(file).models) as Row[][][]) for (const out of units.flat()) expect(Object.keys(out).sort()).toEqual(['from', 'to'])
    for (const secret of ['PMR-0112-K7QX', 'PMR-0512-M4TR', 'Hotel Patong Beach', 'passport copy seen', 'cash deposit', 'phone booking']) expect(file).not.toContain(secret)
  })

  it('per model, each unit in service as the days it is out: no unit name or key, a unit out of service left out', () => {
    const content = structuredClone(base) as Content & { rentals: Row[]; units: Row[] }
    twoPcx(content)
    content.units.find((b) => b.bike === 'yamaha-nmax')!.units = [{ key: 'n1', name: 'NMAX red กค 42', inService: true }, { key: 'n2', name: 'NMAX grey กค 43', inService: false }]
    content.rentals.push({ bike: 'honda-pcx', unit: 'k2', from: '2030-12-12', to: '2030-12-14', offRoad: true })
    const file = renderSnapshots(content, 'test').get('availability.json') as string
    const models = JSON.parse(file).models
    expect(models['honda-pcx']).toEqual([[{ from: '2030-12-10', to: '2030-12-20' }], [{ from: '2030-12-12', to: '2030-12-14' }]])
    expect(models['yamaha-nmax']).toEqual([[{ from: '2030-12-18', to: '2030-12-27' }]])
    expect(models['kawasaki-ninja']).toEqual([[]])
    for (const secret of ['PCX white', 'กข 1234', 'NMAX grey', 'k1', 'k2', 'n1', 'offRoad', 'unit']) expect(file).not.toContain(secret)
  })
})

describe('rental validation', () => {
  it('refuses two rentals of one bike sharing a day, naming the bike and both, in the Studio\'s words', () => {
    expect(problems((c) => c.rentals.push({ bike: 'honda-pcx', from: '2030-12-20', to: '2030-12-24' }))).toEqual([
      'rentals: Honda PCX 150 is rented twice: 2030-12-10 to 2030-12-20 and 2030-12-20 to 2030-12-24 share a day. A bike goes out to one rider at a time: change the dates or the bike of one of them',
    ])
    // The next day is free; another bike on the same days too.
    expect(problems((c) => c.rentals.push({ bike: 'honda-pcx', from: '2030-12-21', to: '2030-12-24' }))).toEqual([])
    expect(problems((c) => c.rentals.push({ bike: 'kawasaki-ninja', from: '2030-12-10', to: '2030-12-20' }))).toEqual([])
  })

  it('two rentals of one unit sharing a day are refused naming the unit by its place (never its name, often a plate) and both; other units of the model are not', () => {
    expect(problems((c) => {
      twoPcx(c)
      c.rentals.push({ bike: 'honda-pcx', unit: 'k1', from: '2030-12-20', to: '2030-12-24', offRoad: false })
    })).toEqual([
      'rentals: Honda PCX 150 (unit 1) is rented twice: 2030-12-10 to 2030-12-20 and 2030-12-20 to 2030-12-24 share a day. A bike goes out to one rider at a time: change the dates or the unit of one of them',
    ])
    expect(problems((c) => {
      twoPcx(c)
      c.rentals.push({ bike: 'honda-pcx', unit: 'k2', from: '2030-12-10', to: '2030-12-20', offRoad: false })
    })).toEqual([])
  })

  it('a unit off the road blocks its days like a rental; a unit the bike no longer lists is named', () => {
    expect(problems((c) => {
      twoPcx(c)
      c.rentals.push({ bike: 'honda-pcx', unit: 'k1', from: '2030-12-15', to: '2030-12-16', offRoad: true })
    })).toEqual([
      'rentals: Honda PCX 150 (unit 1) is rented 2030-12-10 to 2030-12-20 and off the road 2030-12-15 to 2030-12-16: the two share a day. A bike off the road cannot go out to a rider: change the dates or the unit of one of them',
    ])
    expect(problems((c) => {
      twoPcx(c)
      c.rentals.push({ bike: 'honda-pcx', unit: 'gone', from: '2030-12-22', to: '2030-12-23', offRoad: false })
    })).toEqual([
      'rental of honda-pcx from 2030-12-22 to 2030-12-23: unit: Choose one of this bike\'s units (the unit chosen is no longer in the bike\'s list) (got "gone")',
    ])
    expect(problems((c) => twoPcx(c, { name: ' ' }))).toEqual([
      'bike honda-pcx: units[1].name: Write the name you use for this unit, e.g. "PCX white กข 1234" (at most 60 characters)',
    ])
    // A name too long is refused without being repeated: CI's messages are public, a name is often a plate.
    const long = `PCX black plate กข 5678 ${'x'.repeat(60)}`
    const [message] = problems((c) => twoPcx(c, { name: long }))
    expect(message).toBe('bike honda-pcx: units[1].name: Write the name you use for this unit, e.g. "PCX white กข 1234" (at most 60 characters)')
  })

  it('names the rental and field: an unpublished bike, unreadable or reversed days', () => {
    expect(problems((c) => (c.rentals[1].bike = null))).toEqual(['rental of no bike from 2030-12-10 to 2030-12-20: bike must be a published bike (got null)'])
    expect(problems((c) => (c.rentals[1].to = '2030-12-01'))).toEqual([
      'rental of honda-pcx from 2030-12-10 to 2030-12-01: to: The last day must be the first day (2030-12-10) or later (got "2030-12-01")',
    ])
    expect(problems((c) => (c.rentals[1].from = '2030-02-30'))[0]).toBe(
      'rental of honda-pcx from 2030-02-30 to 2030-12-20: from: Write the day as YYYY-MM-DD, e.g. 2026-12-10 (Phuket date) (got "2030-02-30")',
    )
  })
})

describe('booking rules validation', () => {
  it("the Studio's words for the notice, the shortest rental and closed days", () => {
    expect(problems((c) => (c.bookingRules.minNoticeHours = 200))[0]).toMatch(/^siteSettings: minNoticeHours: Write the notice in whole hours from 0 to 168/)
    expect(problems((c) => (c.bookingRules.minRentalDays = 0))[0]).toMatch(/^siteSettings: minRentalDays: Write the shortest rental in whole days from 1 to 90/)
    expect(problems((c) => (c.bookingRules.closedDays[0].note.ru = ''))).toEqual(['siteSettings: closedDays[0].note is missing ru'])
    expect(problems((c) => c.bookingRules.closedDays.push({ from: '2026-12-31', to: '2027-01-02', note: localizedString('New Year') }))).toEqual([
      'siteSettings: closedDays: The closed days 2027-01-01 to 2027-01-01 and 2026-12-31 to 2027-01-02 share a day: merge them into one, or change the dates of one',
    ])
  })
})

describe('the change summary of the publish run', () => {
  it('names the rentals added and gone, and the rules changed', () => {
    const after = structuredClone(base) as Content & { rentals: Row[]; bookingRules: Row }
    after.rentals.splice(0, 1)
    after.rentals.push({ bike: 'kawasaki-ninja', from: '2030-12-01', to: '2030-12-03' })
    after.bookingRules.minNoticeHours = 4
    after.bookingRules.closedDays.push({ from: '2027-04-13', to: '2027-04-15', note: localizedString('Songkran') })
    expect(describeChanges(snapshotOf(base), snapshotOf(after))).toEqual([
      'rental book: kawasaki-ninja 2030-12-01 to 2030-12-03 added, bmw-r1250gs 2030-12-22 to 2031-01-05 gone (ended or deleted)',
      'booking rules: minNoticeHours 2 → 4, closed 2027-04-13 to 2027-04-15 added',
    ])
  })
})
