// The preview's content path without a browser: the seed through the sync's queries, with stega
// as the Studio's results carry it, becomes the site's content; a draft the sync would refuse
// fails with the sync's message; stega goes only into text a visitor reads.
import { stegaClean, stegaEncodeSourceMap, type ContentSourceMap } from '@sanity/client/stega'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fromQueries } from '../../preview/content/fromQueries.ts'
import { stegaFilter } from '../../preview/sanity/stega.ts'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { SyncError } from '../../pipeline/errors.ts'
import { fetchContent } from '../../pipeline/run.ts'
import { createSeedSource } from '../../pipeline/sources/seed-source.ts'
import type { Content } from '../../pipeline/validate/validate.ts'
import { SYNC_DAY } from '../../pipeline/fixtures.ts'
import { localizedString } from '../../src/i18n/localized.testing.ts'

const seedContent = async (): Promise<Content> => fetchContent(await createSeedSource(path.join(REPO_ROOT, 'studio', 'seed')), SYNC_DAY)
const hidden = /[\u200b-\u200d\ufeff]/

/** Stega as the preview's client adds it, each result item mapped to a document of `type`. */
function withStega<T>(items: T[], type: string): T[] {
  const map: ContentSourceMap = {
    documents: items.map((_, index) => ({ _id: `${type}.${index}`, _type: type })),
    paths: ['$'],
    mappings: Object.fromEntries(items.map((_, index) => [`$[${index}]`, { type: 'value', source: { type: 'documentValue', document: index, path: 0 } }])),
  }
  return stegaEncodeSourceMap(items, map, { enabled: true, studioUrl: 'http://localhost:3333', filter: stegaFilter })
}

describe('the preview content', () => {
  it('renders the seed as the sync would: the same bikes, and every text compiled in every language', async () => {
    const content = await seedContent()
    const preview = fromQueries(content, 'the seed', SYNC_DAY.today)
    expect(preview.bikes.map((bike) => bike.id)).toEqual((content.bikes as Array<{ id: string }>).map((bike) => bike.id))
    expect(Object.keys(preview.messages.th)).toHaveLength((content.messages as unknown[]).length)
    expect(preview.messages.zh['bike.perDay']).toEqual(expect.any(Array))
  })

  it('counts a season for the "from" price until its last day, as the content run on that Phuket date does', async () => {
    const content = await seedContent()
    const low = { id: 'season.low', name: localizedString('Low'), from: '2026-05-01', to: '2026-10-31', percent: -20, bikePrices: [] }
    content.seasons = [low, ...(content.seasons as object[])]
    const pcx = (today: string) => fromQueries(content, 'the seed', today).bikes.find((bike) => bike.id === 'honda-pcx')?.lowestDayPrice
    expect(pcx('2026-10-31')).toBe(200)
    expect(pcx('2026-11-01')).toBe(250)
  })

  it('a draft unit or rental changes the form at once: the units\' days out per model, as the sync ships them', async () => {
    const content = await seedContent()
    const pcx = () => fromQueries(content, "the Studio's drafts", SYNC_DAY.today).availability.fleet['honda-pcx']
    expect(pcx()).toEqual([[{ from: '2030-12-10', to: '2030-12-20' }]])
    // The owner types a second PCX unit, then a rental of it.
    const units = content.units as Array<{ bike: string; units: unknown[] | null }>
    units.find((bike) => bike.bike === 'honda-pcx')!.units = [{ key: 'u1', name: 'PCX white', inService: true }, { key: 'u2', name: 'PCX black', inService: true }]
    expect(pcx()).toEqual([[{ from: '2030-12-10', to: '2030-12-20' }], []])
    ;(content.rentals as object[]).push({ bike: 'honda-pcx', unit: 'u2', from: '2030-12-12', to: '2030-12-14', offRoad: false })
    expect(pcx()).toEqual([[{ from: '2030-12-10', to: '2030-12-20' }], [{ from: '2030-12-12', to: '2030-12-14' }]])
  })

  it('refuses a draft the sync would refuse, with the sync\'s message naming document and field', async () => {
    const content = await seedContent()
    ;(content.bikes as Array<{ price: number }>)[0].price = -5
    expect(() => fromQueries(content, "the Studio's drafts", SYNC_DAY.today)).toThrow(SyncError)
    expect(() => fromQueries(content, "the Studio's drafts", SYNC_DAY.today)).toThrow(/bike "[\w-]+": price must be a positive whole number of baht per day \(got -5\)/)
  })

  it('compiles the texts again only when they change, and still validates every result', async () => {
    const content = await seedContent()
    const first = fromQueries(content, 'the seed', SYNC_DAY.today)
    ;(content.bikes as Array<{ price: number }>)[0].price = 333
    const priced = fromQueries(content, 'the seed', SYNC_DAY.today)
    expect(priced.messages).toBe(first.messages)
    expect(priced.bikes[0].price).toBe(333)
    ;(content.messages as Array<{ key: string; en: string }>).find((doc) => doc.key === 'hero.title')!.en = 'Ride Phuket'
    const retitled = fromQueries(content, 'the seed', SYNC_DAY.today)
    expect(retitled.messages).not.toBe(first.messages)
    expect(JSON.stringify(retitled.messages.en['hero.title'])).toContain('Ride Phuket')
    ;(content.bikes as Array<{ price: number }>)[0].price = -5
    expect(() => fromQueries(content, "the Studio's drafts", SYNC_DAY.today)).toThrow(/price must be a positive whole number of baht per day \(got -5\)/)
  })

  it('validates without stega and keeps it in the texts, but not in the price label', async () => {
    const content = await seedContent()
    content.bikes = withStega(content.bikes as object[], 'bike')
    content.messages = withStega(content.messages as object[], 'message')
    const preview = fromQueries(content, 'the seed', SYNC_DAY.today)
    expect(preview.bikes[0].name).toMatch(hidden)
    expect(preview.bikes[0].id).not.toMatch(hidden)
    expect(JSON.stringify(preview.messages.en['bike.perDay'])).not.toMatch(hidden)
    expect(JSON.stringify(preview.messages.en['hero.title'])).toMatch(hidden)
    // The card prices are the Preview's own (worked out on the drafts): the rest is the query's.
    expect(stegaClean(preview.bikes).map(({ prices: _, ...bike }) => bike)).toEqual(stegaClean(content.bikes))
  })

  it('carries the drafts\' extras and cover levels to the form, and the cover levels into the terms, as the sync does', async () => {
    const content = await seedContent()
    type Extras = { extras: Array<{ id: string; price: number }>; coverLevels: Array<{ id: string; pricePerDay: number }> }
    const extras = content.extras as Extras
    extras.extras.find((extra) => extra.id === 'top-box')!.price = 40
    // A price, not an excess: the insurance and damage answers name each excess and are refused
    // when a level's excess changes without them (the sync's claim check).
    extras.coverLevels.find((level) => level.id === 'full')!.pricePerDay = 120
    const preview = fromQueries(content, "the Studio's drafts", SYNC_DAY.today)
    expect(preview.extras.extras.find((extra) => extra.id === 'top-box')?.price).toBe(40)
    const cover = preview.terms.find((term) => term.id === 'coverLevels')
    expect(cover?.answer.en).toContain('120 baht')
    expect(cover?.answer.en).not.toContain('150 baht')
    // The same term the sync writes, before the edit.
    const published = fromQueries(await seedContent(), 'the seed', SYNC_DAY.today).terms.find((term) => term.id === 'coverLevels')
    expect(published?.answer.en).toContain('150 baht')
  })

  it("works out the cards' week and month prices on the drafts, as the sync does on the published", async () => {
    const content = await seedContent()
    const pcx = () => fromQueries(content, 'the seed', SYNC_DAY.today).bikes.find((bike) => bike.id === 'honda-pcx')!
    expect(pcx().prices.week).toEqual({ from: 1500, to: 2100 })
    ;(content.bikes as Array<{ id: string; weekPrice: number }>).find((bike) => bike.id === 'honda-pcx')!.weekPrice = 1400
    expect(pcx().prices.week).toEqual({ from: 1400, to: 1960 })
  })
})

describe('the stega filter', () => {
  const encodes = (_type: string, sourcePath: Array<string | number>, value = 'some text') =>
    stegaFilter({ sourceDocument: { _id: 'x', _type }, sourcePath, resultPath: sourcePath, value, filterDefault: () => true })

  it('marks what a visitor reads', () => {
    expect(encodes('bike', ['name'])).toBe(true)
    expect(encodes('bike', ['features', 0, 'th'])).toBe(true)
    expect(encodes('bike', ['image', 'alt'])).toBe(true)
    expect(encodes('siteSettings', ['shopName'])).toBe(true)
    expect(encodes('message', ['zh'])).toBe(true)
    expect(encodes('rentalTerm', ['answer', 'en'])).toBe(true)
  })

  it('leaves alone what is used as a value', () => {
    expect(encodes('bike', ['slug', 'current'])).toBe(false)
    expect(encodes('bike', ['transmission'])).toBe(false)
    expect(encodes('bike', ['image', 'asset', 'url'])).toBe(false)
    for (const field of ['phone', 'lineId', 'whatsappNumber', 'opensAt', 'pickupSlots', 'siteUrl', 'paymentMethods']) {
      expect(encodes('siteSettings', [field]), field).toBe(false)
    }
    expect(encodes('message', ['key'])).toBe(false)
  })
})
