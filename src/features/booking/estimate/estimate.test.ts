// The estimate's arithmetic: which days count, how the bike's rates price them, and what the shop reads.
import { describe, expect, it } from 'vitest'
import { estimatePrice, ratesOf, type Period } from './estimate'
import { describeBreakdown, describeEstimate } from './shopText'

const periods: Period[] = [
  { id: '1-day', days: 1 }, { id: '3-days', days: 3 }, { id: '7-days', days: 7 },
  { id: '1-month', days: 30 }, { id: '3-months', days: 90 }, { id: '6-months', days: 180 },
]
const dayOnly = { day: 250 }
const pcx = { day: 250, week: 1500, month: 5500 }
const input = { rates: dayOnly, startDate: '', endDate: '', rentalPeriod: '' }

describe('estimatePrice', () => {
  it('counts the days between the dates, not the return day', () => {
    const estimate = estimatePrice({ ...input, startDate: '2026-12-01', endDate: '2026-12-04' }, periods)
    expect(estimate).toEqual({
      kind: 'ok', basis: 'dates', days: 3, onRequest: false, ruleApplies: false,
      price: { days: 3, total: 750, dayTotal: 750, lines: [{ unit: 'day', count: 3, price: 250, amount: 750 }] },
    })
  })

  it('counts a same-day return as one day', () => {
    expect(estimatePrice({ ...input, startDate: '2026-12-01', endDate: '2026-12-01' }, periods)).toMatchObject({ days: 1, price: { total: 250 } })
  })

  it('uses the rental period when the dates are empty or incomplete, and the dates when both are set', () => {
    expect(estimatePrice({ ...input, rentalPeriod: '7-days' }, periods)).toMatchObject({ basis: 'period', days: 7, price: { total: 1750 } })
    expect(estimatePrice({ ...input, rentalPeriod: '7-days', startDate: '2026-12-01' }, periods)).toMatchObject({ basis: 'period', days: 7 })
    expect(estimatePrice({ ...input, rentalPeriod: '7-days', startDate: '2026-12-01', endDate: '2026-12-03' }, periods)).toMatchObject({ basis: 'dates', days: 2 })
  })

  it('gives nothing without a bike or without days, and says so for reversed dates', () => {
    expect(estimatePrice({ ...input, rates: null, rentalPeriod: '1-day' }, periods)).toEqual({ kind: 'none' })
    expect(estimatePrice(input, periods)).toEqual({ kind: 'none' })
    expect(estimatePrice({ ...input, startDate: '2026-12-04', endDate: '2026-12-01' }, periods)).toEqual({ kind: 'reversed' })
  })

  it('prices a month with the month price, and marks a long rental without rates as on request', () => {
    expect(estimatePrice({ ...input, rates: pcx, rentalPeriod: '1-month' }, periods)).toMatchObject({
      onRequest: false, ruleApplies: true, price: { total: 5500, lines: [{ unit: 'month', count: 1 }] },
    })
    expect(estimatePrice({ ...input, rentalPeriod: '1-month' }, periods)).toMatchObject({ onRequest: true, ruleApplies: false, price: { total: 7500 } })
    expect(estimatePrice({ ...input, rentalPeriod: '3-days' }, periods)).toMatchObject({ onRequest: false })
    // Under a week the rule has nothing to explain: the days are the days.
    expect(estimatePrice({ ...input, rates: pcx, rentalPeriod: '3-days' }, periods)).toMatchObject({ ruleApplies: false })
  })

  it('ratesOf: a bike from the content, its unset rates null', () => {
    expect(ratesOf({ price: 900, weekPrice: null, monthPrice: null }, [])).toEqual({ day: 900, week: null, month: null })
    expect(ratesOf(undefined)).toBeNull()
  })
})

describe('describeEstimate (price_estimate, English for the shop)', () => {
  it('days alone: the arithmetic and the basis', () => {
    expect(describeEstimate(estimatePrice({ ...input, rentalPeriod: '1-day' }, periods), input)).toBe(
      '1 day (from the rental period) x 250 THB = 250 THB; estimated total 250 THB (estimate shown to the customer, not a quote)',
    )
  })

  it('months, weeks and days: each unit times its price', () => {
    const dates = { startDate: '2026-12-01', endDate: '2027-01-10' }
    expect(describeEstimate(estimatePrice({ ...input, ...dates, rates: pcx }, periods), dates)).toBe(
      '40 days (from 2026-12-01 to 2027-01-10, return day not counted): 1 month x 5,500 THB + 1 week x 1,500 THB + 3 days x 250 THB = 7,750 THB; estimated total 7,750 THB (estimate shown to the customer, not a quote)',
    )
  })

  it('no week or month price for a week or more: "up to", at the day price', () => {
    expect(describeEstimate(estimatePrice({ ...input, rentalPeriod: '7-days' }, periods), input)).toBe(
      '7 days (from the rental period) x 250 THB = 1,750 THB; estimated total up to 1,750 THB at the day price (no week or month price set for this bike) (estimate shown to the customer, not a quote)',
    )
  })

  it('explains a missing estimate', () => {
    expect(describeEstimate({ kind: 'none' }, input)).toMatch(/^Not specified/)
    expect(describeEstimate({ kind: 'reversed' }, input)).toMatch(/return date is before the start date/)
  })
})

describe('describeBreakdown (price_breakdown, English for the shop)', () => {
  it('a line per unit with its days, the total and the rule', () => {
    expect(describeBreakdown(estimatePrice({ ...input, rates: pcx, startDate: '2026-12-01', endDate: '2027-01-10' }, periods))).toBe([
      '1 month x 5,500 THB (30 days) = 5,500 THB',
      '1 week x 1,500 THB (7 days) = 1,500 THB',
      '3 days x 250 THB = 750 THB',
      'Total: 7,750 THB for 40 days',
      'Rule: the cheapest mix of whole months (30 days), weeks (7 days) and days covering the rental; at the day price it would be 10,000 THB.',
    ].join('\n'))
  })

  it('days alone for a bike without rates: no rule', () => {
    expect(describeBreakdown(estimatePrice({ ...input, rentalPeriod: '3-days' }, periods))).toBe('3 days x 250 THB = 750 THB\nTotal: 750 THB for 3 days')
  })

  it('on request: the day-price total as "up to", and what the customer was told', () => {
    expect(describeBreakdown(estimatePrice({ ...input, rentalPeriod: '3-months' }, periods))).toBe([
      '90 days x 250 THB = 22,500 THB',
      'Total: up to 22,500 THB for 90 days, at the day price',
      'This bike has no week or month price: the customer was told weekly and monthly prices are given on request.',
    ].join('\n'))
  })

  it('says why there is none', () => {
    expect(describeBreakdown({ kind: 'none' })).toMatch(/^Not specified/)
    expect(describeBreakdown({ kind: 'reversed' })).toMatch(/^Not calculated/)
  })
})
