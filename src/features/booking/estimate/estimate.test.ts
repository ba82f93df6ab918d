// The estimate's arithmetic: which days count, which discount applies, and what the shop reads.
import { describe, expect, it } from 'vitest'
import { describeEstimate, discountFor, estimatePrice, type Period } from './estimate'

const periods: Period[] = [
  { id: '1-day', days: 1 }, { id: '3-days', days: 3 }, { id: '7-days', days: 7 },
  { id: '1-month', days: 30 }, { id: '3-months', days: 90 }, { id: '6-months', days: 180 },
]
const discounted: Period[] = periods.map((p) => ({ ...p, discountPercent: { '7-days': 10, '1-month': 20 }[p.id] ?? null }))
const input = { price: 250, startDate: '', endDate: '', rentalPeriod: '' }

describe('estimatePrice', () => {
  it('counts the days between the dates, not the return day', () => {
    const estimate = estimatePrice({ ...input, startDate: '2026-12-01', endDate: '2026-12-04' }, periods)
    expect(estimate).toEqual({ kind: 'ok', basis: 'dates', days: 3, price: 250, subtotal: 750, discountPercent: 0, discount: 0, total: 750 })
  })

  it('counts a same-day return as one day', () => {
    expect(estimatePrice({ ...input, startDate: '2026-12-01', endDate: '2026-12-01' }, periods)).toMatchObject({ days: 1, total: 250 })
  })

  it('uses the rental period when the dates are empty or incomplete, and the dates when both are set', () => {
    expect(estimatePrice({ ...input, rentalPeriod: '7-days' }, periods)).toMatchObject({ basis: 'period', days: 7, total: 1750 })
    expect(estimatePrice({ ...input, rentalPeriod: '7-days', startDate: '2026-12-01' }, periods)).toMatchObject({ basis: 'period', days: 7 })
    expect(estimatePrice({ ...input, rentalPeriod: '7-days', startDate: '2026-12-01', endDate: '2026-12-03' }, periods)).toMatchObject({ basis: 'dates', days: 2 })
  })

  it('gives nothing without a bike or without days, and says so for reversed dates', () => {
    expect(estimatePrice({ ...input, price: null, rentalPeriod: '1-day' }, periods)).toEqual({ kind: 'none' })
    expect(estimatePrice(input, periods)).toEqual({ kind: 'none' })
    expect(estimatePrice({ ...input, startDate: '2026-12-04', endDate: '2026-12-01' }, periods)).toEqual({ kind: 'reversed' })
  })

  it('applies the discount of the longest period reached, rounded for the customer', () => {
    expect(estimatePrice({ ...input, price: 333, rentalPeriod: '7-days' }, discounted)).toMatchObject({
      subtotal: 2331, discountPercent: 10, discount: 234, total: 2097,
    })
    expect(estimatePrice({ ...input, startDate: '2026-12-01', endDate: '2026-12-11' }, discounted)).toMatchObject({ days: 10, discountPercent: 10 })
    expect(estimatePrice({ ...input, rentalPeriod: '3-months' }, discounted)).toMatchObject({ discountPercent: 20, total: 18000 })
    expect(estimatePrice({ ...input, rentalPeriod: '3-days' }, discounted)).toMatchObject({ discountPercent: 0, total: 750 })
  })
})

it('discountFor ignores periods without a discount', () => {
  expect(discountFor(400, periods)).toBe(0)
  expect(discountFor(6, discounted)).toBe(0)
  expect(discountFor(7, discounted)).toBe(10)
})

describe('describeEstimate (price_estimate, English for the shop)', () => {
  it('shows the arithmetic and the basis', () => {
    const estimate = estimatePrice({ ...input, price: 1200, startDate: '2026-12-01', endDate: '2026-12-08' }, discounted)
    expect(describeEstimate(estimate, { startDate: '2026-12-01', endDate: '2026-12-08' })).toBe(
      '7 days (from 2026-12-01 to 2026-12-08, return day not counted) x 1,200 THB = 8,400 THB, long-rental discount 10%: -840 THB; estimated total 7,560 THB (estimate shown to the customer, not a quote)',
    )
    expect(describeEstimate(estimatePrice({ ...input, rentalPeriod: '1-day' }, periods), input)).toBe(
      '1 day (from the rental period) x 250 THB = 250 THB; estimated total 250 THB (estimate shown to the customer, not a quote)',
    )
  })

  it('explains a missing estimate', () => {
    expect(describeEstimate({ kind: 'none' }, input)).toMatch(/^Not specified/)
    expect(describeEstimate({ kind: 'reversed' }, input)).toMatch(/return date is before the start date/)
  })
})
