// Season prices, the properties a shop would sign, over random rates, random seasons (a percentage
// up or down, a bike's own day price, a bike's own week and month prices) and rentals of 1 to 400
// days starting on every day of a year (fast-check), and over the seed's Honda PCX exhaustively:
// - adding a day never lowers the total;
// - a rental inside one season costs its length price × (1 + the percentage);
// - moving a rental by one day changes the total by at most one season day's surcharge (rentals
//   that calendar months price differently aside);
// - no total exceeds N × the dearest day price in force, nor the days each at their own.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { findBike } from '../../src/content'
import { inEveryLanguage } from '../../src/i18n/localized.testing'
import { addDays, daysBetween } from '../calendar'
import { ratesOf } from './estimate'
import { monthDays, priceRental, type BikeRates } from './rates'
import { priceSeasonal, seasonChange, seasonDays, type SeasonalRates, type SeasonRate } from './seasons'
import { seasons as contentSeasons } from '../../src/content/seasons'

const RUNS = { numRuns: 300 }
const EPOCH = '2026-01-01'
const day = (offset: number) => addDays(EPOCH, offset) as string

/** Any rates, a week or a month price in half the cases each (warnings, not refusals, for odd ones). */
const rates: fc.Arbitrary<BikeRates> = fc.record({
  day: fc.integer({ min: 1, max: 5000 }),
  week: fc.option(fc.integer({ min: 1, max: 40_000 }), { freq: 2 }),
  month: fc.option(fc.integer({ min: 1, max: 150_000 }), { freq: 2 }),
})

type Kind = 'percent' | 'day price' | 'own rates'
/** A season's prices for a bike of day price `dayPrice`. */
const pricing = (dayPrice: number, kinds: readonly Kind[]): fc.Arbitrary<Omit<SeasonRate, 'id' | 'name' | 'from' | 'to'>> =>
  fc.constantFrom(...kinds).chain((kind) => {
    if (kind === 'percent') {
      return fc.integer({ min: -90, max: 300 }).filter((p) => p !== 0)
        .map((percent) => ({ percent, price: Math.max(1, Math.round((dayPrice * (100 + percent)) / 100)) }))
    }
    const price = fc.integer({ min: 1, max: 10_000 })
    if (kind === 'day price') return price.map((p) => ({ price: p }))
    return fc.record({ price, week: fc.option(fc.integer({ min: 1, max: 70_000 })), month: fc.integer({ min: 1, max: 300_000 }) })
  })

/** One to five seasons that share no day (as the Studio and the sync require), from EPOCH on. */
const seasonsFor = (dayPrice: number, kinds: readonly Kind[]): fc.Arbitrary<SeasonRate[]> =>
  fc.array(fc.record({ gap: fc.integer({ min: 0, max: 90 }), length: fc.integer({ min: 1, max: 120 }), pricing: pricing(dayPrice, kinds) }), { minLength: 1, maxLength: 5 })
    .map((specs) => {
      let next = 0
      return specs.map(({ gap, length, pricing: prices }, i) => {
        const from = next + gap
        next = from + length
        return { id: `s${i}`, name: inEveryLanguage(`Season ${i}`), from: day(from), to: day(from + length - 1), ...prices }
      })
    })

const ALL: readonly Kind[] = ['percent', 'day price', 'own rates']
/** Rates with seasons of the given kinds, priced for the rates' own day price. */
const seasonal = (kinds: readonly Kind[] = ALL): fc.Arbitrary<SeasonalRates> =>
  rates.chain((r) => seasonsFor(r.day, kinds).map((seasons) => ({ ...r, seasons })))
/** A start on any day of the year from EPOCH. */
const start = fc.integer({ min: 0, max: 364 }).map(day)
const days = fc.integer({ min: 1, max: 400 })

/** The day price in force on each day of the rental, found one date at a time. */
function dayPrices(from: string, n: number, r: SeasonalRates): number[] {
  return Array.from({ length: n }, (_, i) => {
    const date = addDays(from, i)!
    return r.seasons?.find((s) => s.from <= date && date <= s.to)?.price ?? r.day
  })
}

/** What one day of a season can add or take off when a rental moves by a day (0 outside seasons). */
function surcharge(date: string, r: SeasonalRates): number {
  const season = r.seasons?.find((s) => s.from <= date && date <= s.to)
  if (!season) return 0
  // A season's own week and month take over at their own lengths: up to a day at either price.
  if (season.week || season.month) return Math.max(season.price, r.day)
  return typeof season.percent === 'number' ? Math.ceil((Math.abs(season.percent) * r.day) / 100) : Math.abs(season.price - r.day)
}

/**
 * Whether calendar months price some span of the rental (from its start, or a season's part of it)
 * differently from 30-day months: a month from the 15th of December covers 31 days.
 */
function calendarMonthsMatter(from: string, n: number, r: SeasonalRates): boolean {
  const spans = [{ from, count: n }, ...seasonDays(from, n, r.seasons ?? [])]
  const hasMonth = Boolean(r.month) || Boolean(r.seasons?.some((s) => s.month))
  return hasMonth && spans.some((span) => Array.from({ length: Math.ceil(span.count / 30) }, (_, i) => i + 1).some((c) => 30 * c < span.count && monthDays(c, span.from) > 30 * c))
}

describe('priceSeasonal: properties over random rates, seasons and rentals of 1-400 days', () => {
  it('never decreases when a day is added, whatever the seasons', () => {
    fc.assert(fc.property(start, fc.integer({ min: 1, max: 399 }), seasonal(), (from, n, r) =>
      priceSeasonal(from, n + 1, r).total >= priceSeasonal(from, n, r).total), RUNS)
  })

  it('never decreases when the rental starts a day earlier, with seasons that raise prices by a percentage or a day price', () => {
    const raising = seasonal(['percent', 'day price']).map((r) => ({ ...r, seasons: r.seasons?.filter((s) => seasonChange(s, r.day) >= 0) }))
    fc.assert(fc.property(fc.integer({ min: 1, max: 364 }).map(day), days, raising, (from, n, r) =>
      priceSeasonal(addDays(from, -1)!, n + 1, r).total >= priceSeasonal(from, n, r).total), RUNS)
  })

  it('inside one season: the length price × (1 + the percentage), to the baht; with the bike\'s own season rates, those', () => {
    const inside = seasonal().chain((r) => {
      const seasons = r.seasons ?? []
      if (seasons.length === 0) return fc.constant(null)
      return fc.record({ index: fc.nat({ max: seasons.length - 1 }), at: fc.nat(), length: fc.nat() }).map(({ index, at, length }) => {
        const season = seasons[index]
        const span = daysBetween(season.from, season.to)! + 1
        const offset = at % span
        return { r, season, from: addDays(season.from, offset)!, n: 1 + (length % (span - offset)) }
      })
    })
    fc.assert(fc.property(inside, (c) => {
      if (!c) return true
      const { r, season, from, n } = c
      const length = priceRental(n, r, from).total
      const got = priceSeasonal(from, n, r).total
      if (season.week || season.month) {
        const own = { day: season.price, week: season.week || (r.week ? Math.round((r.week * season.price) / r.day) : null), month: season.month }
        return got === priceRental(n, own, from).total
      }
      if (typeof season.percent === 'number') return got === Math.min(Math.round((length * (100 + season.percent)) / 100), n * season.price)
      return got === Math.round((length * season.price) / r.day)
    }), RUNS)
  })

  it('moves by at most one season day\'s surcharge when the rental moves by a day, with seasons of a percentage or a day price', () => {
    fc.assert(fc.property(start, days, seasonal(['percent', 'day price']), (from, n, r) => {
      const later = addDays(from, 1)!
      if (calendarMonthsMatter(from, n, r) || calendarMonthsMatter(later, n, r)) return true
      const change = priceSeasonal(later, n, r).total - priceSeasonal(from, n, r).total
      const [leaving, entering] = [surcharge(from, r), surcharge(addDays(from, n)!, r)]
      const lowering = r.seasons?.some((s) => seasonChange(s, r.day) < 0)
      // Seasons that only raise: the day that leaves takes off at most its surcharge, the day that
      // comes adds at most its own. A cheaper season's share can be held by the later-return bound:
      // then any day of the rental's may be the one that counts.
      if (!lowering) return -leaving <= change && change <= entering
      const dearest = Math.max(0, ...Array.from({ length: n }, (_, i) => surcharge(addDays(later, i)!, r)))
      return Math.abs(change) <= leaving + dearest
    }), { numRuns: 1000 })
  })

  it('moves by at most a day at the season\'s or the usual day price with a bike\'s own season week and month prices', () => {
    fc.assert(fc.property(start, days, seasonal(['own rates']), (from, n, r) => {
      const later = addDays(from, 1)!
      if (calendarMonthsMatter(from, n, r) || calendarMonthsMatter(later, n, r)) return true
      const change = priceSeasonal(later, n, r).total - priceSeasonal(from, n, r).total
      const dearest = Math.max(0, ...Array.from({ length: n }, (_, i) => surcharge(addDays(later, i)!, r)))
      return Math.abs(change) <= surcharge(from, r) + dearest
    }), RUNS)
  })

  it('never exceeds N × the dearest day price in force, nor the days each at its own day price', () => {
    fc.assert(fc.property(start, days, seasonal(), (from, n, r) => {
      const inForce = dayPrices(from, n, r)
      const { total, dayTotal } = priceSeasonal(from, n, r)
      const sum = inForce.reduce((a, b) => a + b, 0)
      return dayTotal === sum && total <= sum && total <= n * Math.max(...inForce)
    }), RUNS)
  })

  it('its lines add up to the total; without a season touched it is the length price alone', () => {
    fc.assert(fc.property(start, days, seasonal(), (from, n, r) => {
      const price = priceSeasonal(from, n, r)
      const sum = [...price.lines, ...(price.seasons ?? [])].reduce((total, line) => total + line.amount, 0) + (price.floor?.amount ?? 0) - (price.cap ?? 0)
      const touched = seasonDays(from, n, r.seasons ?? []).length > 0
      return sum === price.total && (touched || price.total === priceRental(n, r, from).total)
    }), RUNS)
  })
})

describe('the seed\'s Honda PCX (250, 1,500, 5,500; high season +30 %, Songkran 350), every start day of a year', () => {
  const seed = ratesOf(findBike('honda-pcx'), contentSeasons)!
  const seasons = seed.seasons ?? []
  const starts = Array.from({ length: 365 }, (_, i) => addDays('2026-11-01', i)!)
  const totals = new Map(starts.map((from) => [from, Array.from({ length: 401 }, (_, n) => (n === 0 ? 0 : priceSeasonal(from, n, seed).total))]))

  it('has the seed\'s two seasons', () => {
    expect(seasons.map((s) => [s.from, s.to, s.price])).toEqual([['2026-12-15', '2027-02-28', 325], ['2027-04-10', '2027-04-16', 350]])
  })

  it('never lowers the total when a day is added, from 1 to 400 days', () => {
    for (const [from, list] of totals) for (let n = 1; n < 400; n++) if (list[n + 1] < list[n]) expect.fail(`${from}, ${n} → ${n + 1} days: ${list[n]} → ${list[n + 1]}`)
  })

  it('costs the length price × 1.3 inside the high season, and × 1.4 inside Songkran', () => {
    for (const [from, list] of totals) {
      for (const season of seasons) {
        const left = daysBetween(from, season.to)! + 1
        if (from < season.from || left < 1) continue
        const factor = season.price / 250
        for (let n = 1; n <= Math.min(left, 400); n++) {
          const expected = Math.round(priceRental(n, seed, from).total * factor)
          if (list[n] !== expected) expect.fail(`${n} days from ${from}: ${list[n]}, not ${expected}`)
        }
      }
    }
  })

  it('moves by at most one season day\'s surcharge (75 or 100 baht) when the rental moves by a day, calendar months aside', () => {
    for (const [index, from] of starts.slice(0, -1).entries()) {
      const later = starts[index + 1]
      for (let n = 1; n <= 400; n++) {
        if (calendarMonthsMatter(from, n, seed) || calendarMonthsMatter(later, n, seed)) continue
        const change = totals.get(later)![n] - totals.get(from)![n]
        const [leaving, entering] = [surcharge(from, seed), surcharge(addDays(from, n)!, seed)]
        if (change < -leaving || change > entering) expect.fail(`${n} days from ${from} to from ${later}: ${change} (a day of ${leaving} leaves, of ${entering} comes)`)
      }
    }
  })

  it('never exceeds the days each at the day price in force', () => {
    for (const [from, list] of totals) {
      let most = 0
      dayPrices(from, 400, seed).forEach((price, i) => {
        most += price
        if (list[i + 1] > most) expect.fail(`${i + 1} days from ${from}: ${list[i + 1]} > ${most}`)
      })
    }
  })
})
