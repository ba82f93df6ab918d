// The booking's one total: what the visitor pays the shop for the rental, the bike's estimate plus
// the extras, the cover and the delivery fee. The deposit is never part of it (it comes back with
// the bike). Free of React and of the content modules, so the form, the sent view, the summary,
// both e-mails and the prepayment's rest all add the same lines the same way.
import type { Estimate } from './estimate'
import { feeOf, type DeliveryCharge } from '../delivery/charge'

export type ReceiptTotal = {
  /** The bike's estimate, the extras and cover, and the delivery fee, in baht. */
  total: number
  /** The bike's part alone (its rate and season lines). */
  bike: number
  /** What the extras and the cover add. */
  choices: number
  /** What delivery adds (0 for pickup, for a waived fee, or before a choice). */
  delivery: number
  /** No week or month price applies: the bike's part, and so the total, is an upper bound. */
  upTo: boolean
}

/** The total, or null while the estimate cannot price the bike (no bike, no dates or period, reversed dates). */
export function receiptTotal(estimate: Estimate, choicesTotal: number, charge: DeliveryCharge): ReceiptTotal | null {
  if (estimate.kind !== 'ok') return null
  const bike = estimate.price.total
  const delivery = feeOf(charge)
  return { total: bike + choicesTotal + delivery, bike, choices: choicesTotal, delivery, upTo: estimate.onRequest }
}
