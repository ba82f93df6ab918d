// The rental's days, decided in one place for every reader: the form's estimate and checks, the
// summary, both e-mails and the rental-book link. A pickup date with a return date is those dates;
// a pickup date with a period is the pickup and the period's return day (that many days on, or the
// same date months on, ./periods.ts), so seasons, closed days and the rental book
// see the same days as the price. The return day is not counted (1 to 4 December is 3 days; a
// same-day return is 1 day). A period without a pickup date has a length but no days: a month
// counts 30 days then, as its price does (./pricing/rates.ts).
import { daysBetween, isIsoDate } from './calendar'
import { suggestedReturn, type Period } from './periods'
import { UNIT_DAYS } from './pricing/rates'

export type RentalSpan =
  /** Nothing to go on: no pickup date and no period. */
  | { kind: 'none' }
  /** The return date is before the pickup date. */
  | { kind: 'reversed'; from: string; to: string }
  /** A pickup date alone: the day is known, the length is not. */
  | { kind: 'pickup'; from: string }
  /** A period without a pickup date: its length, on no known days. */
  | { kind: 'length'; days: number; months?: number }
  /** The days themselves, first to return day; `byPeriod` when the return day is the period's. */
  | { kind: 'dates'; from: string; to: string; days: number; byPeriod: boolean }

/** What a booking says of its days: the form's pickup and return dates and the period's id ('' when not given). */
export type RentalDates = { startDate: string; endDate: string; rentalPeriod: string }

export function rentalSpan(values: RentalDates, periods: readonly Period[]): RentalSpan {
  const from = values.startDate
  const period = periods.find((p) => p.id === values.rentalPeriod)
  if (!isIsoDate(from)) {
    if (period?.months) return { kind: 'length', days: period.months * UNIT_DAYS.month, months: period.months }
    return period?.days ? { kind: 'length', days: period.days } : { kind: 'none' }
  }
  const typed = isIsoDate(values.endDate) ? values.endDate : null
  const to = typed ?? suggestedReturn(values, periods)
  if (to === null) return { kind: 'pickup', from }
  const between = daysBetween(from, to) ?? 0
  if (between < 0) return { kind: 'reversed', from, to }
  return { kind: 'dates', from, to, days: Math.max(1, between), byPeriod: typed === null }
}

/** The days the bike is out, both ends included (the rental book's view); null without a pickup date. */
export function occupiedDays(span: RentalSpan): { from: string; to: string } | null {
  if (span.kind === 'dates') return { from: span.from, to: span.to }
  // A pickup alone, or a return before it: the pickup day is all that is known to be taken.
  return span.kind === 'pickup' || span.kind === 'reversed' ? { from: span.from, to: span.from } : null
}

/** The rental's length in days, counted as it is priced; null when unknown or reversed. */
export function spanDays(span: RentalSpan): number | null {
  return span.kind === 'dates' || span.kind === 'length' ? span.days : null
}

/**
 * The period's own return day when the visitor typed dates that end elsewhere: the period chosen
 * and the days priced differ, and the shop is told which was priced.
 */
export function periodDiffers(span: RentalSpan, values: RentalDates, periods: readonly Period[]): boolean {
  if (span.kind !== 'dates' || span.byPeriod || !values.rentalPeriod) return false
  const periodReturn = suggestedReturn(values, periods)
  return periodReturn !== null && periodReturn !== span.to
}
