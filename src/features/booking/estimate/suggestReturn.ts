// The return date suggested from the start date and the rental period: the period's return day
// (rules/periods.ts). Only a suggestion:
// it fills the return date while that is empty or still the previous suggestion, and never
// overwrites a date the visitor typed. No rule is added: any return date can still be sent (docs/spec.md §5).
import { suggestedReturn, type Period } from '../../../../rules/periods'
import type { BookingField, BookingValues } from '../model'

/** The values after the visitor set `field` to `value`, with the return date re-suggested if it may be. */
export function withSuggestedReturn(current: BookingValues, field: BookingField, value: string, periods: readonly Period[]): BookingValues {
  const next = { ...current, [field]: value }
  if (field !== 'startDate' && field !== 'rentalPeriod') return next
  const previous = suggestedReturn(current, periods)
  const untouched = current.endDate === '' || current.endDate === previous
  const suggestion = suggestedReturn(next, periods)
  return untouched && suggestion ? { ...next, endDate: suggestion } : next
}
