// The cancellation policy in one line for the visitor's dates, built from the owner's two numbers
// (free until N days before pickup, then a share of the prepayment kept): the last free day when a
// pickup date is given and still ahead of it, a warning when the pickup is already inside the
// window, the general rule without a date. Free of React: the line's words are the messages'.
import { addDays, isIsoDate } from '../calendar'

export type CancellationTerms = { freeUntilDays: number; keptPercent: number }

export type PolicyLine =
  | { key: 'booking.policy.general'; values: { days: number; kept: 'all' | 'part' | 'none'; percent: number } }
  | { key: 'booking.policy.freeUntil'; values: { days: number; kept: 'all' | 'part' | 'none'; percent: number; date: string } }
  | { key: 'booking.policy.inside'; values: { days: number; kept: 'all' | 'part' | 'none'; percent: number } }

const keptOf = (percent: number) => (percent >= 100 ? 'all' : percent <= 0 ? 'none' : 'part')

/** `today`: the Phuket date now ('YYYY-MM-DD'); `startDate`: the pickup date, when given. */
export function policyLine(terms: CancellationTerms, startDate: string, today: string): PolicyLine {
  const base = { days: terms.freeUntilDays, kept: keptOf(terms.keptPercent), percent: terms.keptPercent } as const
  if (!isIsoDate(startDate)) return { key: 'booking.policy.general', values: base }
  const lastFreeDay = addDays(startDate, -terms.freeUntilDays)
  if (lastFreeDay === null || lastFreeDay < today) return { key: 'booking.policy.inside', values: base }
  return { key: 'booking.policy.freeUntil', values: { ...base, date: lastFreeDay } }
}
