// What the refund field says beside the number: the cancellation policy's refund for the day the
// rental was cancelled (rules/prepayment/refund.ts, the rule the tourist's side uses too), or what
// is missing to work it out. Free of React, so it is tested day by day.
import {isPhuketDate} from '../../../rules/content/rentals'
import type {CancellationTerms} from '../../../rules/prepayment/policy'
import {refundOnCancel} from '../../../rules/prepayment/refund'

export type RefundLine = {text: string; refund?: number}

export function refundLine(terms: CancellationTerms | null | 'unread', rental: {prepaid?: unknown; from?: unknown; cancelledOn?: unknown}): RefundLine {
  const {prepaid, from, cancelledOn} = rental
  if (terms === 'unread') return {text: 'Reading the cancellation policy…'}
  if (terms === null) return {text: 'Set the cancellation policy in Shop settings → Prepayment & cancellation to see the refund it gives.'}
  if (typeof prepaid !== 'number') return {text: 'Write the prepayment received above to see the refund the policy gives.'}
  if (!isPhuketDate(from) || !isPhuketDate(cancelledOn)) return {text: 'Write the first day and the day it was cancelled to see the refund the policy gives.'}
  const worked = refundOnCancel(terms, prepaid, from, cancelledOn)
  const when = worked.free ? `on or before the last free day (${worked.lastFreeDay})` : `after the last free day (${worked.lastFreeDay})`
  return {text: `Cancelled ${when}: the policy gives back ${worked.refund} baht and you keep ${worked.kept}.`, refund: worked.refund}
}
