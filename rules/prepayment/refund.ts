// What the cancellation policy gives back when a rental is cancelled on a given day: the whole
// prepayment up to the last free day (N days before the pickup), after it the prepayment less the
// share the shop keeps. One rule for the tourist's "what if I cancel" and the owner's cancelled
// rental, so the two never disagree. The kept share is rounded up to whole baht, never the refund:
// the shop never owes more than its own numbers say.
import { addDays, isIsoDate } from '../calendar'
import type { CancellationTerms } from './policy'

export type Refund = {
  /** Baht given back. */
  refund: number
  /** Baht the shop keeps of the prepayment. */
  kept: number
  /** True when cancelled on or before the last free day. */
  free: boolean
  /** The last day a cancellation is free ('YYYY-MM-DD'), or null without a valid pickup date. */
  lastFreeDay: string | null
}

/**
 * `prepaid`: the baht received in advance; `startDate`: the pickup date; `cancelledOn`: the Phuket
 * date the cancellation is asked ('YYYY-MM-DD').
 */
export function refundOnCancel(terms: CancellationTerms, prepaid: number, startDate: string, cancelledOn: string): Refund {
  const paid = Number.isFinite(prepaid) && prepaid > 0 ? Math.floor(prepaid) : 0
  const lastFreeDay = isIsoDate(startDate) ? addDays(startDate, -terms.freeUntilDays) : null
  const free = lastFreeDay !== null && isIsoDate(cancelledOn) && cancelledOn <= lastFreeDay
  if (free) return { refund: paid, kept: 0, free, lastFreeDay }
  const percent = Math.min(100, Math.max(0, terms.keptPercent))
  const kept = Math.min(paid, Math.ceil((paid * percent) / 100))
  return { refund: paid - kept, kept, free, lastFreeDay }
}
