// The estimate's arithmetic: which days count, how the bike's rates and seasons price them, by
// when the bike is due back, and what the shop reads; the rentals of the long-stay riders, priced
// with the seed's Honda PCX and seasons as the site prices them.
import { describe, expect, it } from 'vitest'
import { findBike, settings } from '../../../content'
import { inEveryLanguage } from '../../../i18n/localized.testing'
import { estimatePrice, ratesOf } from '../../../../rules/pricing/estimate'
import { type Period } from '../../../../rules/periods'
import type { SeasonRate } from '../../../../rules/pricing/seasons'
import { describeBreakdown, describeEstimate } from './shopText'
import { seasons } from '../../../content/seasons'

const periods: Period[] = [
  { id: '1-day', days: 1 }, { id: '3-days', days: 3 }, { id: '7-days', days: 7 },
  { id: '1-month', months: 1 }, { id: '3-months', months: 3 }, { id: '6-months', months: 6 },
]
const dayOnly = { day: 250 }
const pcx = { day: 250, week: 1500, month: 5500 }
const input = { rates: dayOnly, startDate: '', endDate: '', rentalPeriod: '' }

describe('estimatePrice', () => {
  it('counts the days between the dates, not the return day', () => {
    const estimate = estimatePrice({ ...input, startDate: '2026-12-01', endDate: '2026-12-04' }, periods)
    expect(estimate).toEqual({
      kind: 'ok', basis: 'dates', days: 3, onRequest: false, ruleApplies: false, from: '2026-12-01', dueBack: { date: '2026-12-04', time: null },
      price: { days: 3, total: 750, dayTotal: 750, lines: [{ unit: 'day', count: 3, price: 250, amount: 750, days: 3 }] },
    })
  })

  it('counts a same-day return as one day', () => {
    expect(estimatePrice({ ...input, startDate: '2026-12-01', endDate: '2026-12-01' }, periods)).toMatchObject({ days: 1, price: { total: 250 } })
  })

  it('uses the rental period without a pickup date, the period from a pickup date, and the dates when both are set', () => {
    expect(estimatePrice({ ...input, rentalPeriod: '7-days' }, periods)).toMatchObject({ basis: 'period', days: 7, price: { total: 1750 } })
    expect(estimatePrice({ ...input, rentalPeriod: '7-days', startDate: '2026-12-01' }, periods)).toMatchObject({
      basis: 'dates', days: 7, from: '2026-12-01', byPeriod: true, dueBack: { date: '2026-12-08', time: null },
    })
    expect(estimatePrice({ ...input, rentalPeriod: '7-days', startDate: '2026-12-01', endDate: '2026-12-03' }, periods)).toMatchObject({ basis: 'dates', days: 2 })
  })

  it('gives nothing without a bike or without days, and says so for reversed dates', () => {
    expect(estimatePrice({ ...input, rates: null, rentalPeriod: '1-day' }, periods)).toEqual({ kind: 'none' })
    expect(estimatePrice(input, periods)).toEqual({ kind: 'none' })
    expect(estimatePrice({ ...input, startDate: '2026-12-04', endDate: '2026-12-01' }, periods)).toEqual({ kind: 'reversed' })
  })

  it('prices a period of months as that many months, and marks a long rental without rates as on request', () => {
    expect(estimatePrice({ ...input, rates: pcx, rentalPeriod: '1-month' }, periods)).toMatchObject({
      basis: 'period', days: 30, months: 1, onRequest: false, ruleApplies: true, price: { total: 5500, lines: [{ unit: 'month', count: 1 }] },
    })
    expect(estimatePrice({ ...input, rates: pcx, rentalPeriod: '3-months' }, periods)).toMatchObject({ months: 3, price: { total: 16_500 } })
    expect(estimatePrice({ ...input, rentalPeriod: '1-month' }, periods)).toMatchObject({ onRequest: true, ruleApplies: false, price: { total: 7500 } })
    expect(estimatePrice({ ...input, rentalPeriod: '3-days' }, periods)).toMatchObject({ onRequest: false })
    // Under a week the rule has nothing to explain: the days are the days.
    expect(estimatePrice({ ...input, rates: pcx, rentalPeriod: '3-days' }, periods)).toMatchObject({ ruleApplies: false })
  })

  it('says by when the bike is due back: the return date at the pickup time, when both are known', () => {
    const dates = { ...input, startDate: '2026-12-01', endDate: '2026-12-08' }
    expect(estimatePrice({ ...dates, pickupTime: '10:00' }, periods)).toMatchObject({ dueBack: { date: '2026-12-08', time: '10:00' } })
    expect(estimatePrice({ ...dates, pickupTime: '' }, periods)).toMatchObject({ dueBack: { date: '2026-12-08', time: null } })
    expect(estimatePrice({ ...input, rentalPeriod: '7-days', pickupTime: '10:00' }, periods)).not.toHaveProperty('dueBack')
  })

  it('ratesOf: a bike from the content, its unset rates null', () => {
    expect(ratesOf({ price: 900, weekPrice: null, monthPrice: null }, [])).toEqual({ day: 900, week: null, month: null })
    expect(ratesOf(undefined, seasons)).toBeNull()
  })
})

describe('describeEstimate (price_estimate, English for the shop)', () => {
  it('days alone: the arithmetic and the basis', () => {
    expect(describeEstimate(estimatePrice({ ...input, rentalPeriod: '1-day' }, periods))).toBe(
      '1 day (from the rental period) x 250 THB = 250 THB; estimated total 250 THB (estimate shown to the customer, not a quote)',
    )
  })

  it('months, weeks and days: each unit times its price', () => {
    const dates = { startDate: '2026-11-01', endDate: '2026-12-11' }
    expect(describeEstimate(estimatePrice({ ...input, ...dates, rates: pcx }, periods))).toBe(
      '40 days (from 2026-11-01 to 2026-12-11, return day not counted): 1 month x 5,500 THB + 1 week x 1,500 THB + 3 days x 250 THB = 7,750 THB; estimated total 7,750 THB (estimate shown to the customer, not a quote)',
    )
  })

  it('a period of months, in months', () => {
    expect(describeEstimate(estimatePrice({ ...input, rates: pcx, rentalPeriod: '1-month' }, periods))).toBe(
      '1 month (from the rental period): 1 month x 5,500 THB = 5,500 THB; estimated total 5,500 THB (estimate shown to the customer, not a quote)',
    )
  })

  it('a period of months of a bike without rates: the days it stands for', () => {
    expect(describeEstimate(estimatePrice({ ...input, rentalPeriod: '1-month' }, periods))).toMatch(
      /^1 month \(from the rental period\): 30 days x 250 THB = 7,500 THB; estimated total up to 7,500 THB at the day price/,
    )
  })

  it('dates without a pickup time: due back on the return date, at the pickup time', () => {
    const dates = { startDate: '2026-11-01', endDate: '2026-11-04' }
    expect(describeBreakdown(estimatePrice({ ...input, ...dates }, periods)).split('\n')).toContain('Due back: 2026-11-04 at the pickup time, not chosen yet')
  })

  it('no week or month price for a week or more: "up to", at the day price', () => {
    expect(describeEstimate(estimatePrice({ ...input, rentalPeriod: '7-days' }, periods))).toBe(
      '7 days (from the rental period) x 250 THB = 1,750 THB; estimated total up to 1,750 THB at the day price (no week or month price set for this bike) (estimate shown to the customer, not a quote)',
    )
  })

  it('explains a missing estimate', () => {
    expect(describeEstimate({ kind: 'none' })).toMatch(/^Not specified/)
    expect(describeEstimate({ kind: 'reversed' })).toMatch(/return date is before the start date/)
  })
})

describe('describeBreakdown (price_breakdown, English for the shop)', () => {
  it('a line per unit with the days it covers, the total, the return and the rule', () => {
    const dates = { startDate: '2027-01-01', endDate: '2027-02-11', pickupTime: '10:00' }
    expect(describeBreakdown(estimatePrice({ ...input, rates: pcx, ...dates }, periods))).toBe([
      '1 month x 5,500 THB (31 days) = 5,500 THB',
      '1 week x 1,500 THB (7 days) = 1,500 THB',
      '3 days x 250 THB = 750 THB',
      'Total: 7,750 THB for 41 days',
      'Due back: 2027-02-11 at 10:00 AM (Phuket time)',
      'Rule: the cheapest mix of months (to the same date of the next month, from the 29th to the 31st to the last day of a shorter month, at least 30 days), weeks (7 days) and days for the whole rental; at the day price it would be 10,250 THB.',
    ].join('\n'))
  })

  it('days alone for a bike without rates: no rule', () => {
    expect(describeBreakdown(estimatePrice({ ...input, rentalPeriod: '3-days' }, periods))).toBe('3 days x 250 THB = 750 THB\nTotal: 750 THB for 3 days')
  })

  it('on request: the day-price total as "up to", and what the customer was told', () => {
    expect(describeBreakdown(estimatePrice({ ...input, rentalPeriod: '3-months' }, periods))).toBe([
      '90 days x 250 THB = 22,500 THB',
      'Total: up to 22,500 THB for 3 months, at the day price',
      'This bike has no week or month price: the customer was told weekly and monthly prices are given on request.',
    ].join('\n'))
  })

  it('says why there is none', () => {
    expect(describeBreakdown({ kind: 'none' })).toMatch(/^Not specified/)
    expect(describeBreakdown({ kind: 'reversed' })).toMatch(/^Not calculated/)
  })
})

describe('with seasons: the shop\'s English texts', () => {
  const high: SeasonRate = { id: 'season.high', name: inEveryLanguage('High season'), from: '2026-12-15', to: '2027-02-28', price: 325, percent: 30 }
  const dates = { startDate: '2026-12-01', endDate: '2026-12-31', pickupTime: '09:00' }
  const estimate = estimatePrice({ ...input, rates: { ...pcx, seasons: [high] }, ...dates }, periods)

  it('price_estimate: the length price and the season\'s share in the sum', () => {
    expect(describeEstimate(estimate)).toBe(
      '30 days (from 2026-12-01 to 2026-12-31, return day not counted): 1 month x 5,500 THB + High season +30 % of 3,500 THB = 6,550 THB; estimated total 6,550 THB (estimate shown to the customer, not a quote)',
    )
  })

  it('price_breakdown: the season line with its days and dates, the return and the rule with the seasons', () => {
    expect(describeBreakdown(estimate)).toBe([
      '1 month x 5,500 THB (31 days) = 5,500 THB',
      'High season, 16 days (2026-12-15 to 2026-12-30): +30 % of 3,500 THB (those days by their own length) = +1,050 THB',
      'Total: 6,550 THB for 30 days',
      'Due back: 2026-12-31 at 9:00 AM (Phuket time)',
      'Rule: the cheapest mix of months (to the same date of the next month, from the 29th to the 31st to the last day of a shorter month, at least 30 days), weeks (7 days) and days for the whole rental; each season adds its percentage of what its days cost by their own length; every day at its day price (a season\'s inside one) would be 8,700 THB.',
    ].join('\n'))
  })

  it('a season\'s own week and month prices, and the later-return bound, are spelled out', () => {
    const own = estimatePrice({ ...input, rates: { ...pcx, seasons: [{ ...high, percent: undefined, price: 350, week: 2000, month: 7000 }] }, ...dates }, periods)
    expect(describeBreakdown(own).split('\n')[1]).toBe('High season, 16 days (2026-12-15 to 2026-12-30): at the season\'s own prices 4,700 THB instead of 3,500 THB = +1,200 THB')
    const low = { ...high, id: 'season.low', name: inEveryLanguage('Low season'), from: '2027-05-01', to: '2027-10-31', price: 200, percent: -20 }
    const held = estimatePrice({ ...input, rates: { ...pcx, seasons: [low] }, startDate: '2027-04-10', endDate: '2027-05-06' }, periods)
    expect(describeBreakdown(held).split('\n').slice(1, 3)).toEqual([
      'Low season, 5 days (2027-05-01 to 2027-05-05): -20 % of 1,250 THB (those days by their own length) = -250 THB',
      '+50 THB: a later return never costs less (the first 25 days cost that much)',
    ])
    expect(describeEstimate(held)).toContain('1 month x 5,500 THB + Low season -20 % of 1,250 THB + 50 THB = 5,300 THB')
  })

  it('a rental period without dates: season prices may apply, and the customer was told', () => {
    const period = estimatePrice({ ...input, rates: { ...pcx, seasons: [high] }, rentalPeriod: '7-days' }, periods)
    expect(period).toMatchObject({ basis: 'period', seasonMayApply: true, price: { total: 1500 } })
    expect(describeBreakdown(period).split('\n').at(-1)).toBe('No dates given: season prices may apply (the customer was told so).')
    expect(estimatePrice({ ...input, rentalPeriod: '7-days' }, periods)).not.toHaveProperty('seasonMayApply')
  })
})

describe('the long-stay rentals, with the seed\'s Honda PCX (250, 1,500, 5,500; high season 15 Dec - 28 Feb +30 %, Songkran PCX 350)', () => {
  const rates = ratesOf(findBike('honda-pcx'), seasons)
  const priced = (startDate: string, endDate: string, rentalPeriod = '') => estimatePrice({ rates, startDate, endDate, rentalPeriod }, settings.rentalPeriods)

  it.each([
    ['15 Dec → 14 Jan, 30 days all in high season: the month × 1.3', '2026-12-15', '2027-01-14', 7150],
    ['15 Dec → 15 Jan, a month all in high season', '2026-12-15', '2027-01-15', 7150],
    ['1 Dec → 31 Dec, 16 days in high season: 5,500 + 30 % of 3,500', '2026-12-01', '2026-12-31', 6550],
    ['15 Dec → 22 Dec, a week in high season: the week × 1.3', '2026-12-15', '2026-12-22', 1950],
    ['1 Apr → 1 May, a month with 7 days at Songkran: 5,500 + 40 % of 1,500', '2027-04-01', '2027-05-01', 6100],
    ['16 Nov → 16 Dec, one high-season day', '2026-11-16', '2026-12-16', 5575],
    ['1 Mar → 1 Apr, a month', '2027-03-01', '2027-04-01', 5500],
  ])('%s: %s to %s costs %i', (_label, startDate, endDate, total) => {
    expect(priced(startDate, endDate)).toMatchObject({ kind: 'ok', price: { total } })
  })

  it('"1 month" without dates: 5,500; with dates from 15 December, the same month × 1.3', () => {
    expect(priced('', '', '1-month')).toMatchObject({ months: 1, price: { total: 5500 }, seasonMayApply: true })
    expect(priced('2026-12-15', '2027-01-15', '1-month')).toMatchObject({ basis: 'dates', price: { total: 7150 } })
  })
})
