// Season prices: which days of a rental fall in a season (Phuket calendar dates, whatever the
// device's time zone), worked examples from the seed's kind of seasons, and properties over rentals
// of 1 to 400 days with random rates and random seasons (fast-check).
import { afterEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { findBike } from '../../../content'
import type { Season } from '../../../content/seasons'
import { inEveryLanguage } from '../../../i18n/localized.testing'
import { addDays } from '../dates'
import { estimatePrice, ratesOf } from './estimate'
import { priceRental, type BikeRates } from './rates'
import { priceSeasonal, seasonDayPrice, seasonDays, seasonRatesFor, type SeasonalRates, type SeasonRate } from './seasons'
import { describeBreakdown, describeEstimate } from './shopText'

const name = inEveryLanguage
const high: SeasonRate = { id: 'season.high', name: name('High season'), from: '2026-12-15', to: '2027-02-28', price: 325 }
const pcx: SeasonalRates = { day: 250, week: 1500, month: 5500, seasons: [high] }

describe('seasonDayPrice and seasonRatesFor: the bike\'s own season price, else its day price and the percentage', () => {
  const season = (percent: number | null, bikePrices: Season['bikePrices'] = []) => ({ percent, bikePrices })

  it('a percentage, rounded to whole baht; a discount too', () => {
    expect(seasonDayPrice(season(30), { id: 'honda-pcx', price: 250 })).toBe(325)
    expect(seasonDayPrice(season(15), { price: 333 })).toBe(383) // 382.95
    expect(seasonDayPrice(season(-20), { price: 250 })).toBe(200)
    expect(seasonDayPrice(season(-90), { price: 1 })).toBe(1) // never free
  })

  it('a bike\'s own price wins over the percentage; a bike with neither keeps its price', () => {
    const songkran = season(20, [{ bike: 'honda-pcx', price: 350 }])
    expect(seasonDayPrice(songkran, { id: 'honda-pcx', price: 250 })).toBe(350)
    expect(seasonDayPrice(songkran, { id: 'yamaha-nmax', price: 280 })).toBe(336)
    expect(seasonDayPrice(season(null, [{ bike: 'honda-pcx', price: 350 }]), { id: 'yamaha-nmax', price: 280 })).toBeNull()
  })

  it('keeps only the seasons that change the bike\'s price, with its name in every language', () => {
    const seasons = [
      { id: 'a', name: { _type: 'localizedString' as const, ...name('A') }, from: '2027-01-01', to: '2027-01-02', percent: null, bikePrices: [{ bike: 'x', price: 9 }] },
      { id: 'b', name: { _type: 'localizedString' as const, ...name('B') }, from: '2027-02-01', to: '2027-02-02', percent: 10, bikePrices: [] },
    ]
    expect(seasonRatesFor({ id: 'y', price: 100 }, seasons)).toMatchObject([{ id: 'b', from: '2027-02-01', to: '2027-02-02', price: 110, name: { en: 'B' } }])
    expect(ratesOf({ id: 'y', price: 100 }, seasons)).toMatchObject({ day: 100, seasons: [{ id: 'b', price: 110 }] })
  })

  it('the seed: the PCX at 325 in the high season and its own 350 at Songkran; the BMW +30 % and +20 %', () => {
    expect(ratesOf(findBike('honda-pcx'))?.seasons?.map((s) => [s.id, s.price])).toEqual([['season.high-2026-27', 325], ['season.songkran-2027', 350]])
    expect(ratesOf(findBike('bmw-r1250gs'))?.seasons?.map((s) => s.price)).toEqual([1560, 1440])
  })
})

describe('seasonDays: the rental\'s days in each season, the return day not counted', () => {
  it('counts the days from the start date on each side of a boundary', () => {
    // 12 to 17 December: the 12th, 13th and 14th before, the 15th and 16th in the season.
    expect(seasonDays('2026-12-12', 5, [high])).toMatchObject([{ id: 'season.high', from: '2026-12-15', to: '2026-12-16', count: 2, amount: 650 }])
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

describe('priceSeasonal: worked examples (Honda PCX: 250 a day, 1,500 a week, 5,500 a month; high season 325)', () => {
  it('without a season touched, exactly the rates alone', () => {
    expect(priceSeasonal('2026-11-01', 40, pcx)).toEqual(priceRental(40, pcx))
  })

  it('ordinary days by the cheapest mix, season days one by one', () => {
    // 1 December + 30 days: 14 ordinary days (2 weeks), 16 days in the high season.
    expect(priceSeasonal('2026-12-01', 30, pcx)).toEqual({
      days: 30, total: 3000 + 16 * 325, dayTotal: 14 * 250 + 16 * 325,
      lines: [{ unit: 'week', count: 2, price: 1500, amount: 3000 }],
      seasons: [{ ...high, from: '2026-12-15', to: '2026-12-30', count: 16, amount: 5200 }],
    })
  })

  it('a cheaper season never makes a long rental dearer: its days then join the month and weeks', () => {
    const low: SeasonRate = { id: 'season.low', name: name('Low season'), from: '2027-05-01', to: '2027-10-31', price: 200 }
    const rates = { day: 250, week: 1500, month: 5500, seasons: [low] }
    // 30 days from 21 April: 10 ordinary days and 20 low-season days at 200 would be 6,250; the month is 5,500.
    expect(priceSeasonal('2027-04-21', 30, rates)).toMatchObject({
      total: 5500, lines: [{ unit: 'month', count: 1 }], seasons: [], waivedSeasons: [{ id: 'season.low', count: 20, price: 200 }],
    })
    // 3 days in it: the season price is cheaper than the days.
    expect(priceSeasonal('2027-04-29', 4, rates)).toMatchObject({ total: 250 * 2 + 200 * 2, seasons: [{ count: 2 }] })
  })
})

describe('the shop\'s English texts with a season', () => {
  const periods = [{ id: '7-days', days: 7 }]
  const dates = { startDate: '2026-12-12', endDate: '2026-12-17' }
  const estimate = estimatePrice({ rates: { day: 250, seasons: [high] }, ...dates, rentalPeriod: '' }, periods)

  it('price_estimate: each unit and the season in the sum', () => {
    expect(describeEstimate(estimate, dates)).toBe(
      '5 days (from 2026-12-12 to 2026-12-17, return day not counted): 3 days x 250 THB + 2 days of High season x 325 THB = 1,400 THB; estimated total 1,400 THB (estimate shown to the customer, not a quote)',
    )
  })

  it('price_breakdown: the season line with its dates, and how season days are charged', () => {
    expect(describeBreakdown(estimate)).toBe([
      '3 days x 250 THB = 750 THB',
      '2 days of High season x 325 THB (2026-12-15 to 2026-12-16) = 650 THB',
      'Total: 1,400 THB for 5 days',
      'Season days are charged one by one at the season\'s day price.',
    ].join('\n'))
  })

  it('a rental period without dates: season prices may apply', () => {
    const period = estimatePrice({ rates: { day: 250, seasons: [high] }, startDate: '', endDate: '', rentalPeriod: '7-days' }, periods)
    expect(period).toMatchObject({ basis: 'period', seasonMayApply: true, price: { total: 1750 } })
    expect(describeBreakdown(period).split('\n').at(-1)).toBe('No dates given: season prices may apply (the customer was told so).')
    // No season for the bike: nothing to say.
    expect(estimatePrice({ rates: { day: 250 }, startDate: '', endDate: '', rentalPeriod: '7-days' }, periods)).not.toHaveProperty('seasonMayApply')
  })

  it('a waived cheaper season is named for the shop', () => {
    const low: SeasonRate = { id: 'season.low', name: name('Low season'), from: '2027-05-01', to: '2027-10-31', price: 200 }
    const long = estimatePrice({ rates: { day: 250, week: 1500, month: 5500, seasons: [low] }, startDate: '2027-04-21', endDate: '2027-05-21', rentalPeriod: '' }, periods)
    expect(describeBreakdown(long)).toContain('Not applied: 20 days of Low season x 200 THB; the month and week prices cost less for these days.')
  })
})

describe('priceSeasonal: properties over 1-400 days, random rates and random seasons', () => {
  const RUNS = { numRuns: 400 }
  const EPOCH = '2026-01-01'
  const price = fc.integer({ min: 1, max: 100_000 })
  const rates: fc.Arbitrary<BikeRates> = fc.record({ day: fc.integer({ min: 1, max: 5000 }), week: fc.option(price), month: fc.option(price) })
  /** Up to four seasons that share no day (as the Studio and the sync require), anywhere in three years. */
  const seasons: fc.Arbitrary<SeasonRate[]> = fc
    .array(fc.record({ gap: fc.integer({ min: 0, max: 200 }), length: fc.integer({ min: 1, max: 120 }), price: fc.integer({ min: 1, max: 10_000 }) }), { maxLength: 4 })
    .map((specs) => {
      let next = 0
      return specs.map(({ gap, length, price: dayPrice }, i) => {
        const from = next + gap
        next = from + length
        return { id: `s${i}`, name: name(`Season ${i}`), from: addDays(EPOCH, from)!, to: addDays(EPOCH, from + length - 1)!, price: dayPrice }
      })
    })
  const start = fc.integer({ min: 0, max: 800 }).map((offset) => addDays(EPOCH, offset)!)
  const days = fc.integer({ min: 1, max: 400 })

  /** The day price in force on each day of the rental, found one date at a time. */
  function dayPrices(from: string, n: number, r: BikeRates, list: readonly SeasonRate[]): number[] {
    return Array.from({ length: n }, (_, i) => {
      const date = addDays(from, i)!
      return list.find((s) => s.from <= date && date <= s.to)?.price ?? r.day
    })
  }

  it('never decreases when a day is added', () => {
    fc.assert(fc.property(start, fc.integer({ min: 1, max: 399 }), rates, seasons, (from, n, r, list) =>
      priceSeasonal(from, n + 1, { ...r, seasons: list }).total >= priceSeasonal(from, n, { ...r, seasons: list }).total), RUNS)
  })

  it('never exceeds N × the highest day price in force, nor the days each at its own day price', () => {
    fc.assert(fc.property(start, days, rates, seasons, (from, n, r, list) => {
      const inForce = dayPrices(from, n, r, list)
      const { total, dayTotal } = priceSeasonal(from, n, { ...r, seasons: list })
      const sum = inForce.reduce((a, b) => a + b, 0)
      return dayTotal === sum && total <= sum && total <= n * Math.max(...inForce)
    }), RUNS)
  })

  it('equals N × the day price when no other rate is set, and when no season is touched', () => {
    fc.assert(fc.property(start, days, fc.integer({ min: 1, max: 5000 }), (from, n, day) => priceSeasonal(from, n, { day }).total === n * day), RUNS)
    fc.assert(fc.property(days, rates, seasons, (n, r, list) => {
      const after = addDays(list.at(-1)?.to ?? EPOCH, 1)!
      return priceSeasonal(after, n, { ...r, seasons: list }).total === priceRental(n, r).total
    }), RUNS)
  })

  it('counts each season\'s days by the calendar, date by date; its lines add up to the total', () => {
    fc.assert(fc.property(start, days, rates, seasons, (from, n, r, list) => {
      const price = priceSeasonal(from, n, { ...r, seasons: list })
      const charged = [...(price.seasons ?? []), ...(price.waivedSeasons ?? [])]
      const byDate = new Map<string, number>()
      for (let i = 0; i < n; i++) {
        const date = addDays(from, i)!
        const season = list.find((s) => s.from <= date && date <= s.to)
        if (season) byDate.set(season.id, (byDate.get(season.id) ?? 0) + 1)
      }
      const counted = new Map(charged.map((line) => [line.id, line.count]))
      const sum = price.lines.reduce((s, line) => s + line.amount, 0) + (price.seasons ?? []).reduce((s, line) => s + line.amount, 0)
      return sum === price.total && counted.size === byDate.size && [...byDate].every(([id, count]) => counted.get(id) === count)
    }), RUNS)
  })
})
