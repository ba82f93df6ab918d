// The return date suggested from the start date and the rental period: that many days later, or for a
// period of months the same date that many months later (1 January + 1 month: 1 February; from the
// 29th to the 31st, the last day of a shorter month, ../dates.ts). Only a suggestion:
// it fills the return date while that is empty or still the previous suggestion, and never
// overwrites a date the visitor typed. No rule is added: any return date can still be sent (docs/spec.md §5).
import { addDays, addMonths } from '../dates'
import type { BookingField, BookingValues } from '../model'
import type { Period } from './estimate'

export function suggestedReturn(values: Pick<BookingValues, 'startDate' | 'rentalPeriod'>, periods: readonly Period[]): string | null {
  const period = periods.find((p) => p.id === values.rentalPeriod)
  if (!period || !values.startDate) return null
  if (period.months) return addMonths(values.startDate, period.months)
  return period.days ? addDays(values.startDate, period.days) : null
}

/** The values after the visitor set `field` to `value`, with the return date re-suggested if it may be. */
export function withSuggestedReturn(current: BookingValues, field: BookingField, value: string, periods: readonly Period[]): BookingValues {
  const next = { ...current, [field]: value }
  if (field !== 'startDate' && field !== 'rentalPeriod') return next
  const previous = suggestedReturn(current, periods)
  const untouched = current.endDate === '' || current.endDate === previous
  const suggestion = suggestedReturn(next, periods)
  return untouched && suggestion ? { ...next, endDate: suggestion } : next
}
