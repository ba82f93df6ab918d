// The return date follows the start date and period (a month: to the same date); a return date the
// period does not end on clears the period: the form asks once.
import { describe, expect, it } from 'vitest'
import { initialValues, type BookingField, type BookingValues } from '../model'
import { withSuggestedReturn } from './suggestReturn'
import { suggestedReturn } from '../../../../rules/periods'

const periods = [{ id: '1-day', days: 1 }, { id: '7-days', days: 7 }, { id: '1-month', months: 1 }, { id: '3-months', months: 3 }]
const apply = (steps: Array<[BookingField, string]>, start: BookingValues = initialValues('honda-pcx')) =>
  steps.reduce((values, [field, value]) => withSuggestedReturn(values, field, value, periods), start)

describe('suggested return date', () => {
  it('is start + period days, or the same date months later', () => {
    expect(suggestedReturn({ startDate: '2026-12-28', rentalPeriod: '7-days' }, periods)).toBe('2027-01-04')
    expect(suggestedReturn({ startDate: '2027-01-01', rentalPeriod: '1-month' }, periods)).toBe('2027-02-01')
    expect(suggestedReturn({ startDate: '2026-12-15', rentalPeriod: '1-month' }, periods)).toBe('2027-01-15')
    expect(suggestedReturn({ startDate: '2026-11-30', rentalPeriod: '3-months' }, periods)).toBe('2027-02-28')
    // From the 31st: the last day of a shorter month.
    expect(suggestedReturn({ startDate: '2027-01-31', rentalPeriod: '1-month' }, periods)).toBe('2027-02-28')
    expect(suggestedReturn({ startDate: '', rentalPeriod: '7-days' }, periods)).toBeNull()
    expect(suggestedReturn({ startDate: '2026-12-28', rentalPeriod: '' }, periods)).toBeNull()
  })

  it('fills an empty return date in either order and follows later changes', () => {
    expect(apply([['rentalPeriod', '7-days'], ['startDate', '2026-12-01']]).endDate).toBe('2026-12-08')
    expect(apply([['startDate', '2026-12-01'], ['rentalPeriod', '1-month']]).endDate).toBe('2027-01-01')
    expect(apply([['startDate', '2026-12-01'], ['rentalPeriod', '1-day'], ['startDate', '2026-12-05']]).endDate).toBe('2026-12-06')
  })

  it('a return date the period does not end on clears the period, and keeps any date (no validation)', () => {
    const typed = apply([['startDate', '2026-12-01'], ['rentalPeriod', '7-days'], ['endDate', '2026-11-01']])
    expect(typed).toMatchObject({ endDate: '2026-11-01', rentalPeriod: '' })
    // The period's own return day keeps the period.
    expect(apply([['startDate', '2026-12-01'], ['rentalPeriod', '7-days'], ['endDate', '2026-12-08']]).rentalPeriod).toBe('7-days')
    // A return date without a start date says nothing against the period yet.
    expect(apply([['rentalPeriod', '7-days'], ['endDate', '2026-12-08']]).rentalPeriod).toBe('7-days')
  })

  it('a period chosen after typed dates sets the return date from it', () => {
    const typed = apply([['startDate', '2026-12-01'], ['endDate', '2026-12-20']])
    expect(withSuggestedReturn(typed, 'rentalPeriod', '1-month', periods)).toMatchObject({ endDate: '2027-01-01', rentalPeriod: '1-month' })
  })

  it('leaves other fields alone', () => {
    const values = apply([['name', 'Ann'], ['startDate', '2026-12-01']])
    expect(values).toMatchObject({ name: 'Ann', startDate: '2026-12-01', endDate: '' })
  })
})
