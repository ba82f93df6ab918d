// The receipt in the visitor's language, as the form shows it and as the sent view, the chat
// hand-off and the confirmation e-mail repeat it: a line for each part of the price (the bike's
// rates and seasons, each extra, the cover, the delivery), then the one total, the deposit on its
// own outside it, what qualifies the total (on request, seasons may apply), and last the details a
// visitor reads only when they want to (how the price was reached, by when the bike is due back,
// what a late return costs).
import type { Formatting } from '../extras/visitorText'
import { estimateTexts } from '../estimate/visitorText'
import { choiceLines } from '../extras/visitorText'
import { deliveryLine, depositLines } from '../delivery/visitorText'
import type { Receipt } from './forBooking'

export type ReceiptTexts = {
  /** Each part of the price with its sum, in the order they add up. */
  lines: string[]
  /** The one total; null until the bike is priced. */
  total: string | null
  /** The deposit and the shop's sentence on documents: outside the total. */
  deposit: string[]
  /** What the visitor must know of the total itself: prices on request, seasons that may apply. */
  notes: string[]
  /** How the price was reached, by when the bike is due back and the late-return rule. */
  details: string[]
}

export function receiptTexts(receipt: Receipt, deposit: number | undefined, language: Formatting): ReceiptTexts {
  const { t, formatNumber } = language
  const { estimate, choices, charge, total } = receipt
  const bike = estimate.kind === 'ok' ? estimateTexts(estimate, language) : null
  return {
    lines: [...(bike?.lines ?? []), ...choiceLines(choices, language), deliveryLine(charge, language)],
    total: total ? t(total.upTo ? 'booking.estimate.upTo' : 'booking.estimate.total', { total: formatNumber(total.total) }) : null,
    deposit: depositLines(deposit, language),
    notes: bike ? [bike.onRequest, bike.season].filter((text): text is string => text !== null) : [],
    details: bike ? [...(bike.rule ? [bike.rule] : []), ...bike.dueBack] : [],
  }
}
