// An extension priced as the website prices it, on the real seed: the added days cost what the
// site's estimate for the whole new rental costs less its estimate for the old one, and the unit
// must be free on the added days.
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { fetchContent } from '../../pipeline/run.ts'
import { createSeedSource } from '../../pipeline/sources/seed-source.ts'
import { estimatePrice, ratesOf } from '../../rules/pricing/estimate.ts'
import type { Season } from '../../rules/pricing/seasons.ts'
import type { Period } from '../../rules/periods.ts'
import { extensionOf, type ExtensionBike } from '../../studio/components/rentals/extension.ts'

type Row = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
let pcx: ExtensionBike
let seasons: Season[]
let periods: Period[]
beforeAll(async () => {
  const content = await fetchContent(await createSeedSource(path.join(process.cwd(), 'studio', 'seed')), { today: '2026-11-26' })
  pcx = (content.bikes as Row[]).find((b) => b.id === 'honda-pcx') as ExtensionBike
  seasons = content.seasons as Season[]
  periods = (content.settings as Row).rentalPeriods as Period[]
})

const siteEstimate = (from: string, to: string) => {
  const estimate = estimatePrice({ rates: ratesOf(pcx, seasons), startDate: from, endDate: to, rentalPeriod: '' }, periods)
  if (estimate.kind !== 'ok') throw new Error('no estimate')
  return estimate.price.total
}

describe('an extension', () => {
  it("costs the site's estimate for the new days less the old, so reaching a week earns the week price", () => {
    const extension = extensionOf({ bike: pcx, seasons, periods, from: '2027-03-02', bookedTo: '2027-03-05', to: '2027-03-09', others: [] })
    expect(extension).toMatchObject({ kind: 'ok', from: '2027-03-06', to: '2027-03-09', days: 4, unitFree: true })
    if (extension.kind !== 'ok') throw new Error('no extension')
    expect(extension.after).toBe(siteEstimate('2027-03-02', '2027-03-09'))
    expect(extension.before).toBe(siteEstimate('2027-03-02', '2027-03-05'))
    expect(extension.extra).toBe(extension.after - extension.before)
    // The seed's PCX: 250 a day, a week cheaper than seven days.
    expect(extension.after).toBeLessThan(7 * pcx.price)
  })

  it('in the high season, by the season prices, as the site would', () => {
    const extension = extensionOf({ bike: pcx, seasons, periods, from: '2026-12-20', bookedTo: '2026-12-22', to: '2026-12-24', others: [] })
    if (extension.kind !== 'ok') throw new Error('no extension')
    expect(extension.extra).toBe(siteEstimate('2026-12-20', '2026-12-24') - siteEstimate('2026-12-20', '2026-12-22'))
    expect(extension.extra).toBeGreaterThan(2 * pcx.price)
  })

  it("says so when the unit's next rental takes one of the added days", () => {
    const next = [{ from: '2027-03-09', to: '2027-03-12' }]
    expect(extensionOf({ bike: pcx, seasons, periods, from: '2027-03-02', bookedTo: '2027-03-05', to: '2027-03-09', others: next })).toMatchObject({ unitFree: false })
    expect(extensionOf({ bike: pcx, seasons, periods, from: '2027-03-02', bookedTo: '2027-03-05', to: '2027-03-08', others: next })).toMatchObject({ unitFree: true })
  })

  it('is nothing when the last day did not move later', () => {
    expect(extensionOf({ bike: pcx, seasons, periods, from: '2027-03-02', bookedTo: '2027-03-05', to: '2027-03-04', others: [] })).toEqual({ kind: 'none' })
    expect(extensionOf({ bike: pcx, seasons, periods, from: '2027-03-02', bookedTo: undefined, to: '2027-03-09', others: [] })).toEqual({ kind: 'none' })
  })
})
