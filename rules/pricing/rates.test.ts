// The rental price from day, week and month rates: worked examples, a month from a date to the same
// date of the next month, and properties over rentals of 1 to 400 days with random rates and start
// dates (fast-check), checked against an exhaustive search.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { addDays, addMonths, daysBetween } from '../calendar'
import { hasLongRates, monthDays, priceRental, ratesOnRequest, UNIT_DAYS, type BikeRates } from './rates'

const pcx: BikeRates = { day: 250, week: 1500, month: 5500 }

describe('priceRental: worked examples (Honda PCX: 250 a day, 1,500 a week, 5,500 a month)', () => {
  it('charges days below a week at the day price', () => {
    expect(priceRental(3, pcx)).toEqual({ days: 3, total: 750, dayTotal: 750, lines: [{ unit: 'day', count: 3, price: 250, amount: 750, days: 3 }] })
  })

  it('charges a week once the days would cost as much, with no unused day at the same money', () => {
    expect(priceRental(5, pcx).total).toBe(1250)
    // 6 days at 250 are 1,500, the week's price: the six days are shown, nothing is charged for a 7th.
    expect(priceRental(6, pcx).lines).toEqual([{ unit: 'day', count: 6, price: 250, amount: 1500, days: 6 }])
    expect(priceRental(7, pcx).lines).toEqual([{ unit: 'week', count: 1, price: 1500, amount: 1500, days: 7 }])
    expect(priceRental(10, pcx)).toMatchObject({ total: 2250, lines: [{ unit: 'week', count: 1 }, { unit: 'day', count: 3, amount: 750 }] })
  })

  it('charges a month once weeks and days would cost more: 26 to 29 days cost no more than 30', () => {
    expect(priceRental(21, pcx).total).toBe(4500) // 3 weeks
    expect(priceRental(24, pcx).total).toBe(5250) // 3 weeks and 3 days
    // 3 weeks and 4 days are 5,500 too: the mix without unused days is shown.
    expect(priceRental(25, pcx)).toMatchObject({ total: 5500, lines: [{ unit: 'week', count: 3 }, { unit: 'day', count: 4 }] })
    expect(priceRental(26, pcx).lines).toEqual([{ unit: 'month', count: 1, price: 5500, amount: 5500, days: 30 }])
    expect(priceRental(29, pcx).total).toBe(5500)
    expect(priceRental(30, pcx).total).toBe(5500)
  })

  it('mixes months, weeks and days for long rentals', () => {
    expect(priceRental(40, pcx)).toMatchObject({
      total: 7750,
      lines: [{ unit: 'month', count: 1, amount: 5500 }, { unit: 'week', count: 1, amount: 1500 }, { unit: 'day', count: 3, amount: 750 }],
    })
    expect(priceRental(180, pcx)).toMatchObject({ total: 33000, dayTotal: 45000, lines: [{ unit: 'month', count: 6 }] })
  })

  it('ignores a month price that weeks beat, and a week price above seven days', () => {
    // 4 weeks and 2 days cost 6,500: a month at 7,000 is never worth it.
    expect(priceRental(30, { day: 250, week: 1500, month: 7000 })).toMatchObject({ total: 6500, lines: [{ unit: 'week', count: 4 }, { unit: 'day', count: 2 }] })
    expect(priceRental(7, { day: 250, week: 2000 })).toMatchObject({ total: 1750, lines: [{ unit: 'day', count: 7 }] })
  })

  it('prefers the longer unit when the money is the same', () => {
    expect(priceRental(7, { day: 250, week: 1750 }).lines).toEqual([{ unit: 'week', count: 1, price: 1750, amount: 1750, days: 7 }])
  })

  it('without week or month prices, is days × the day price', () => {
    expect(priceRental(45, { day: 1200 })).toEqual({ days: 45, total: 54000, dayTotal: 54000, lines: [{ unit: 'day', count: 45, price: 1200, amount: 54000, days: 45 }] })
    expect(priceRental(45, { day: 1200, week: null, month: null }).total).toBe(54000)
  })
})

describe('a month is a month: from a date to the same date of the next month, at least 30 days', () => {
  const price = (from: string, to: string) => priceRental(daysBetween(from, to)!, pcx, from)

  it('1 January to 1 February (31 days) and 1 March to 1 April cost one month, not a month and a day', () => {
    expect(price('2027-01-01', '2027-02-01')).toMatchObject({ days: 31, total: 5500, lines: [{ unit: 'month', count: 1, days: 31 }] })
    expect(price('2027-03-01', '2027-04-01').total).toBe(5500)
    expect(price('2026-12-15', '2027-01-15').total).toBe(5500)
    // 31 days from 1 April run one day past 1 May: a month and a day.
    expect(priceRental(31, pcx, '2027-04-01')).toMatchObject({ total: 5750, lines: [{ unit: 'month', days: 30 }, { unit: 'day', count: 1 }] })
  })

  it('3 and 6 months to the same date cost 3 and 6 months, whatever the months\' lengths', () => {
    expect(price('2027-07-01', '2027-10-01')).toMatchObject({ days: 92, total: 16_500, lines: [{ unit: 'month', count: 3, days: 92 }] })
    expect(price('2026-11-15', '2027-05-15')).toMatchObject({ days: 181, total: 33_000, lines: [{ unit: 'month', count: 6 }] })
    expect(price('2027-03-10', '2027-09-10').total).toBe(33_000)
  })

  it('never covers fewer than 30 days: February\'s month is as good as April\'s', () => {
    expect(price('2027-02-01', '2027-03-01')).toMatchObject({ days: 28, total: 5500 })
    expect(priceRental(30, pcx, '2027-02-01')).toMatchObject({ total: 5500, lines: [{ unit: 'month', days: 30 }] })
    expect(priceRental(31, pcx, '2027-02-01').total).toBe(5750)
    expect(monthDays(1, '2027-02-01')).toBe(30)
    expect(monthDays(2, '2027-02-01')).toBe(60) // 59 days to 1 April
    expect(monthDays(1, '2027-01-15')).toBe(31)
  })

  it('from the 29th to the 31st, to the last day of a shorter month, still at least 30 days', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28')
    expect(price('2027-01-31', '2027-02-28')).toMatchObject({ days: 28, total: 5500 })
    expect(price('2027-01-31', '2027-03-02')).toMatchObject({ days: 30, total: 5500 })
    expect(price('2027-01-31', '2027-03-31')).toMatchObject({ days: 59, total: 11_000, lines: [{ unit: 'month', count: 2, days: 60 }] })
    expect(price('2027-03-31', '2027-04-30')).toMatchObject({ days: 30, total: 5500 })
  })

  it('without a start date (a rental period without dates), 30 days a month', () => {
    expect(priceRental(31, pcx)).toMatchObject({ total: 5750 })
    expect(monthDays(3)).toBe(90)
  })
})

describe('ratesOnRequest: the day-price total is only an upper bound', () => {
  const onRequest = (days: number, rates: BikeRates) => ratesOnRequest(priceRental(days, rates), rates)

  it('from a week on, when the bike has no rate for the periods the rental reaches', () => {
    expect(onRequest(6, { day: 250 })).toBe(false)
    expect(onRequest(7, { day: 250 })).toBe(true)
    expect(onRequest(90, { day: 250 })).toBe(true)
  })

  it('not when a week price is set, or a month price for a month or more', () => {
    expect(onRequest(10, { day: 250, week: 1500 })).toBe(false)
    expect(onRequest(40, { day: 250, week: 1500 })).toBe(false)
    expect(onRequest(30, { day: 250, month: 5500 })).toBe(false)
  })

  it('for a rental of 1 to 4 weeks with only a month price, unless the month is what it costs', () => {
    expect(onRequest(10, { day: 250, month: 5500 })).toBe(true)
    expect(onRequest(25, { day: 250, month: 5500 })).toBe(false) // 25 days at 250 are 6,250
  })

  it('hasLongRates: a week or a month price', () => {
    expect(hasLongRates({ day: 250 })).toBe(false)
    expect(hasLongRates({ day: 250, week: null, month: 5500 })).toBe(true)
  })
})

describe('priceRental: properties over 1-400 days and random rates', () => {
  const RUNS = { numRuns: 500 }
  const days = fc.integer({ min: 1, max: 400 })
  const price = fc.integer({ min: 1, max: 100_000 })
  /** Any rates, including a week above 7 days and a month below a week (warnings, not refusals). */
  const rates: fc.Arbitrary<BikeRates> = fc.record({ day: fc.integer({ min: 1, max: 5000 }), week: fc.option(price), month: fc.option(price) })

  /** The cheapest cover by trying every count of months and weeks. */
  function cheapestCover(n: number, r: BikeRates): number {
    let best = Infinity
    for (let months = 0; months <= (r.month ? Math.ceil(n / 30) : 0); months++) {
      for (let weeks = 0; weeks <= (r.week ? Math.ceil(n / 7) : 0); weeks++) {
        const single = Math.max(0, n - months * 30 - weeks * 7)
        best = Math.min(best, months * (r.month ?? 0) + weeks * (r.week ?? 0) + single * r.day)
      }
    }
    return best
  }

  /** Any start date in two years. */
  const start = fc.integer({ min: 0, max: 730 }).map((offset) => addDays('2026-01-01', offset)!)

  it('never decreases when a day is added', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 399 }), rates, (n, r) => priceRental(n + 1, r).total >= priceRental(n, r).total), RUNS)
  })

  it('from a start date: never decreases when a day is added, nor costs more than with 30-day months', () => {
    fc.assert(fc.property(start, fc.integer({ min: 1, max: 399 }), rates, (from, n, r) =>
      priceRental(n + 1, r, from).total >= priceRental(n, r, from).total && priceRental(n, r, from).total <= priceRental(n, r).total), RUNS)
  })

  it('from a date to the same date 1 to 13 months later: no more than that many months', () => {
    fc.assert(fc.property(start, fc.integer({ min: 1, max: 13 }), rates, (from, months, r) => {
      const days = daysBetween(from, addMonths(from, months)!)!
      const { total } = priceRental(days, r, from)
      return total <= (r.month ? months * r.month : Infinity) && total <= days * r.day
    }), RUNS)
  })

  it('never exceeds N × the day price', () => {
    fc.assert(fc.property(days, rates, (n, r) => priceRental(n, r).total <= n * r.day), RUNS)
  })

  it('equals N × the day price when no other rate is set', () => {
    fc.assert(fc.property(days, fc.integer({ min: 1, max: 5000 }), (n, day) => priceRental(n, { day }).total === n * day), RUNS)
  })

  it('is the cheapest cover of the rental, and its lines add up and cover it', () => {
    fc.assert(fc.property(days, rates, (n, r) => {
      const { lines, total } = priceRental(n, r)
      const covered = lines.reduce((sum, line) => sum + line.count * UNIT_DAYS[line.unit], 0)
      const sum = lines.reduce((s, line) => s + line.amount, 0)
      return total === cheapestCover(n, r) && sum === total && covered >= n && lines.every((l) => l.count > 0 && l.amount === l.count * l.price)
    }), RUNS)
  })
})
