// The return date from the start date and the rental period: the period's return day
// (rules/periods.ts). The form asks once: a period chosen (or a start date moved while one is
// chosen) sets the return date, and a return date typed that the period does not end on clears the
// period, so the dates and the period never say two things and what is sent names what was priced.
// No rule is added: any return date can still be sent (docs/spec.md §5).
import { suggestedReturn, type Period } from '../../../../rules/periods'
import type { BookingField, BookingValues } from '../model'

/** The values after the visitor set `field` to `value`: the return date follows the period, or the period gives way to the dates. */
export function withSuggestedReturn(current: BookingValues, field: BookingField, value: string, periods: readonly Period[]): BookingValues {
  const next = { ...current, [field]: value }
  if (field === 'endDate') {
    const periodReturn = suggestedReturn(next, periods)
    return periodReturn !== null && value !== '' && value !== periodReturn ? { ...next, rentalPeriod: '' } : next
  }
  if (field !== 'startDate' && field !== 'rentalPeriod') return next
  const suggestion = suggestedReturn(next, periods)
  return suggestion ? { ...next, endDate: suggestion } : next
}
