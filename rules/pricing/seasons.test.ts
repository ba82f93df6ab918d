// Season prices: which days of a rental fall in a season (Phuket calendar dates, whatever the
// device's time zone), the seed's own seasons, and worked examples: the rentals the shop's long-stay
// riders book, a bike's own season day price counted as its percentage, a bike's own season week
// and month prices, a cheaper season. Properties over random rentals: seasons.properties.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findBike } from '../../src/content'
import { seasons, type Season } from '../../src/content/seasons'
import { inEveryLanguage } from '../../src/i18n/localized.testing'
import { ratesOf } from './estimate'
import { priceRental } from './rates'
import { priceSeasonal, seasonDayPrice, seasonDays, seasonRatesFor, type SeasonalRates, type SeasonRate } from './seasons'

const name = inEveryLanguage
const high: SeasonRate = { id: 'season.high', name: name('High season'), from: '2026-12-15', to: '2027-02-28', price: 325, percent: 30 }
const songkran: SeasonRate = { id: 'season.songkran', name: name('Songkran'), from: '2027-04-10', to: '2027-04-16', price: 350 }
const pcx: SeasonalRates = { day: 250, week: 1500, month: 5500, seasons: [high, songkran] }

describe('seasonDayPrice and seasonRatesFor: the bike\'s own season price, else its day price and the percentage', () => {
  const season = (percent: number | null, bikePrices: Season['bikePrices'] = []) => ({ percent, bikePrices })
  const own = (bike: string, price: number, weekPrice: number | null = null, monthPrice: number | null = null) => ({ bike, price, weekPrice, monthPrice })

  it('a percentage, rounded to whole baht; a discount too', () => {
    expect(seasonDayPrice(season(30), { id: 'honda-pcx', price: 250 })).toBe(325)
    expect(seasonDayPrice(season(15), { price: 333 })).toBe(383) // 382.95
    expect(seasonDayPrice(season(-20), { price: 250 })).toBe(200)
    expect(seasonDayPrice(season(-90), { price: 1 })).toBe(1) // never free
  })

  it('a bike\'s own price wins over the percentage; a bike with neither keeps its price', () => {
    const withOwn = season(20, [own('honda-pcx', 350)])
    expect(seasonDayPrice(withOwn, { id: 'honda-pcx', price: 250 })).toBe(350)
    expect(seasonDayPrice(withOwn, { id: 'yamaha-nmax', price: 280 })).toBe(336)
    expect(seasonDayPrice(season(null, [own('honda-pcx', 350)]), { id: 'yamaha-nmax', price: 280 })).toBeNull()
  })

  it('keeps only the seasons that change the bike\'s price, each with its percentage, or the bike\'s own prices', () => {
    const doc = (id: string, from: string, percent: number | null, bikePrices: Season['bikePrices']) =>
      ({ id, name: { _type: 'localizedString' as const, ...name(id.toUpperCase()) }, from, to: from, percent, bikePrices })
    const seasons = [doc('a', '2027-01-01', null, [own('x', 9)]), doc('b', '2027-02-01', 10, []), doc('c', '2027-03-01', 10, [own('y', 130, 800)])]
    expect(seasonRatesFor({ id: 'y', price: 100 }, seasons)).toEqual([
      { id: 'b', name: seasons[1].name, from: '2027-02-01', to: '2027-02-01', price: 110, percent: 10 },
      { id: 'c', name: seasons[2].name, from: '2027-03-01', to: '2027-03-01', price: 130, week: 800, month: null },
    ])
    expect(ratesOf({ id: 'y', price: 100 }, seasons)).toMatchObject({ day: 100, seasons: [{ id: 'b', price: 110 }, { id: 'c', price: 130 }] })
  })

  it('the seed: the PCX at +30 % in the high season and its own 350 at Songkran; the BMW +30 % and +20 %', () => {
    expect(ratesOf(findBike('honda-pcx'), seasons)?.seasons?.map((s) => [s.id, s.price, s.percent])).toEqual([['season.high-2026-27', 325, 30], ['season.songkran-2027', 350, undefined]])
    expect(ratesOf(findBike('bmw-r1250gs'), seasons)?.seasons?.map((s) => [s.price, s.percent])).toEqual([[1560, 30], [1440, 20]])
  })
})

describe('seasonDays: the rental\'s days in each season, the return day not counted', () => {
  it('counts the days from the start date on each side of a boundary', () => {
    // 12 to 17 December: the 12th, 13th and 14th before, the 15th and 16th in the season.
    expect(seasonDays('2026-12-12', 5, [high])).toMatchObject([{ id: 'season.high', from: '2026-12-15', to: '2026-12-16', count: 2 }])
    expect(seasonDays('2026-12-12', 3, [high])).toEqual([])
    expect(seasonDays('2027-02-28', 1, [high])).toMatchObject([{ count: 1, from: '2027-02-28', to: '2027-02-28' }])
    expect(seasonDays('2027-03-01', 10, [high])).toEqual([])
  })

  it('crosses a year and a leap day by the calendar', () => {
    const leap: SeasonRate = { ...high, from: '2028-02-28', to: '2028-03-01' }
    expect(seasonDays('2028-02-27', 5, [leap])[0].count).toBe(3) // 28 and 29 February, 1 March
    expect(seasonDays('2026-12-30', 4, [high])[0]).toMatchObject({ from: '2026-12-30', to: '2027-01-02', count: 4 })
  })

  describe('in any time zone of the visitor\'s device: the dates are Phuket\'s, as typed', () => {
    // Node reads TZ afresh for every date: the stub moves the device's zone under the code.
    afterEach(() => {
      vi.unstubAllEnvs()
    })

    // The device's own date of 14 December, 20:00 UTC differs by zone; the rental's days do not.
    it.each([['Pacific/Kiritimati', 15], ['America/Los_Angeles', 14], ['Asia/Bangkok', 15], ['UTC', 14]] as const)('%s', (zone, deviceDay) => {
      vi.stubEnv('TZ', zone)
      expect(new Date(Date.UTC(2026, 11, 14, 20)).getDate()).toBe(deviceDay)
      expect(seasonDays('2026-12-14', 2, [high])).toMatchObject([{ from: '2026-12-15', to: '2026-12-15', count: 1 }])
      expect(seasonDays('2027-02-27', 3, [high])).toMatchObject([{ from: '2027-02-27', to: '2027-02-28', count: 2 }])
    })
  })
})

/** The total of a rental from its dates, the return day not counted. */
const total = (from: string, days: number, rates: SeasonalRates = pcx) => priceSeasonal(from, days, rates).total

describe('priceSeasonal: a season changes the price, not the rates (Honda PCX: 250 a day, 1,500 a week, 5,500 a month)', () => {
  it('without a season touched, exactly the rates alone', () => {
    expect(priceSeasonal('2026-11-01', 40, pcx)).toEqual(priceRental(40, pcx, '2026-11-01'))
  })

  it('a month, a week and a day inside the high season: their price × 1.3', () => {
    // 15 December to 14 January: 30 days, all in the high season: the month × 1.3.
    expect(priceSeasonal('2026-12-15', 30, pcx)).toEqual({
      days: 30, total: 7150, dayTotal: 30 * 325,
      lines: [{ unit: 'month', count: 1, price: 5500, amount: 5500, days: 31 }],
      seasons: [{ ...high, from: '2026-12-15', to: '2027-01-13', count: 30, base: 5500, change: 30, amount: 1650 }],
    })
    // 15 December to 15 January is a month too (31 days): the same price.
    expect(total('2026-12-15', 31)).toBe(7150)
    expect(total('2026-12-15', 7)).toBe(1950)
    expect(total('2026-12-20', 1)).toBe(325)
    // Three months of the winter, 15 December to 15 March: 76 days in the season (to 28 February) and
    // 14 after: 3 months, and 30 % of 2 months (to 15 February) and 2 weeks.
    expect(total('2026-12-15', 90)).toBe(16_500 + 0.3 * 14_000)
  })

  it('partly inside: the length price plus the season\'s percentage of its days by their own length', () => {
    // 1 to 31 December: 30 days, 16 from the 15th: 5,500 + 30 % of (2 weeks and 2 days = 3,500).
    expect(priceSeasonal('2026-12-01', 30, pcx)).toMatchObject({
      total: 6550, lines: [{ unit: 'month', count: 1 }],
      seasons: [{ id: 'season.high', from: '2026-12-15', to: '2026-12-30', count: 16, base: 3500, amount: 1050 }],
    })
    // 16 November to 16 December: one high-season day, the 15th.
    expect(total('2026-11-16', 30)).toBe(5575)
    // 12 to 17 December: 5 days at 250 and 30 % of the 15th and 16th.
    expect(total('2026-12-12', 5)).toBe(1250 + 150)
  })

  it('a bike\'s own season day price counts as its percentage: Songkran\'s 350 over 250 is +40 %', () => {
    // 1 April to 1 May: a month, 7 of its days at Songkran: 5,500 + 40 % of the week's 1,500.
    expect(priceSeasonal('2027-04-01', 30, pcx)).toMatchObject({ total: 6100, seasons: [{ id: 'season.songkran', count: 7, base: 1500, change: 40, amount: 600 }] })
    expect(total('2027-04-10', 7)).toBe(2100)
    expect(total('2027-04-10', 1)).toBe(350)
    // 280 to 380 at Songkran is +35.7 %: its exact share, to the baht.
    const nmax = { day: 280, week: 1700, month: 6000, seasons: [{ ...songkran, price: 380 }] }
    expect(priceSeasonal('2027-04-10', 7, nmax)).toMatchObject({ total: 1700 + Math.round((1700 * 100) / 280), seasons: [{ amount: 607 }] })
  })

  it('a bike\'s own season week and month prices apply to the season\'s days instead', () => {
    const own: SeasonRate = { ...high, price: 350, week: 2000, month: 7000 }
    const rates = { ...pcx, seasons: [own] }
    expect(total('2026-12-15', 30, rates)).toBe(7000)
    expect(total('2026-12-15', 7, rates)).toBe(2000)
    // Without a month price of its own, the season's month is the PCX's changed like its day (350 / 250).
    expect(total('2026-12-15', 30, { ...pcx, seasons: [{ ...own, month: null }] })).toBe(7700)
    // 1 to 31 December: the month, plus the season's 16 days at its own prices (2 weeks, 2 days: 4,700) instead of 3,500.
    expect(priceSeasonal('2026-12-01', 30, rates)).toMatchObject({ total: 5500 + 1200, seasons: [{ base: 3500, seasonal: 4700, amount: 1200 }] })
  })

  it('a cheaper season takes off its percentage the same way, and a later return still never costs less', () => {
    const low: SeasonRate = { id: 'season.low', name: name('Low season'), from: '2027-05-01', to: '2027-10-31', price: 200, percent: -20 }
    const rates = { day: 250, week: 1500, month: 5500, seasons: [low] }
    expect(total('2027-05-01', 30, rates)).toBe(4400)
    expect(total('2027-05-01', 7, rates)).toBe(1200)
    // 25 days from 10 April, the last 4 in the low season: the month's 5,500 - 20 % of 4 days' 1,000.
    expect(priceSeasonal('2027-04-10', 25, rates)).toMatchObject({ total: 5300, seasons: [{ count: 4, amount: -200 }] })
    expect(priceSeasonal('2027-04-10', 25, rates)).not.toHaveProperty('floor')
    // One day more would be 5,500 - 20 % of 1,250 = 5,250 by the rule alone: it is held at 5,300.
    expect(priceSeasonal('2027-04-10', 26, rates)).toMatchObject({ total: 5300, seasons: [{ count: 5, amount: -250 }], floor: { days: 25, amount: 50 } })
    expect(priceSeasonal('2027-04-10', 30, rates)).toMatchObject({ total: 5300, seasons: [{ count: 9, amount: -400 }], floor: { days: 25, amount: 200 } })
  })

  it('never more than the days each at the day price in force', () => {
    // 251 + 30 % is 326.3 a day, rounded to 326: ten season days of a bike with no week price cost 3,260, not 3,263.
    const rates = { day: 251, seasons: [{ ...high, price: 326 }] }
    expect(priceSeasonal('2026-12-15', 10, rates)).toMatchObject({ total: 3260, dayTotal: 3260, cap: 3 })
  })
})
