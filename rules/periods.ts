// The shop's rental periods (Shop settings → Rental periods): a number of days, or of months. A
// period's return day is that many days after the pickup, or for a period of months the same date
// that many months later (1 January + 1 month: 1 February; from the 29th to the 31st, the last day
// of a shorter month, ./calendar.ts). The booking form suggests this day as the return date
// (src/features/booking/estimate/suggestReturn.ts); the rental's days count from it (./rentalSpan.ts).
import { addDays, addMonths } from './calendar'

/** A rental period of the settings: a number of days, or of months (to the same date, ./pricing/rates.ts). */
export type Period = { id: string; days?: number | null; months?: number | null }

/** The period's return day from the pickup date, or null without a pickup date or a known period. */
export function suggestedReturn(values: { startDate: string; rentalPeriod: string }, periods: readonly Period[]): string | null {
  const period = periods.find((p) => p.id === values.rentalPeriod)
  if (!period || !values.startDate) return null
  if (period.months) return addMonths(values.startDate, period.months)
  return period.days ? addDays(values.startDate, period.days) : null
}
