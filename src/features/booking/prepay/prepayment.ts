// The prepayment a sent booking is asked, from the content: the owner's rule and PromptPay ID
// (src/generated/delivery.json, loaded with the form) and the same estimate the form showed; and
// what is left to pay at pickup, out of the receipt's one total (rules/pricing/total.ts).
import { findBike } from '../../../content'
import { delivery } from '../../../content/delivery'
import { parsePromptPayId, type PromptPayId } from '../../../../rules/prepayment/promptPayId'
import { ratesOf } from '../../../../rules/pricing/estimate'
import type { BookingValues } from '../model'
import { receiptFor } from '../receipt/forBooking'
import { prepaymentAmount } from '../../../../rules/prepayment/amount'
import { seasons } from '../../../content/seasons'

export type Prepayment = {
  amount: number
  id: PromptPayId
  typedId: string
  cashAtPickup: boolean
  /** The receipt's total (bike, extras, cover, delivery), and what is left of it to pay at pickup. */
  total: number
  rest: number
}

/** What this booking is asked to prepay, or null when the shop asks nothing or no amount can be worked out. */
export function prepaymentFor(values: BookingValues, content = delivery.prepayment): Prepayment | null {
  const id = parsePromptPayId(content.promptPayId)
  const rates = ratesOf(findBike(values.bike), seasons)
  const receipt = receiptFor(values)
  const amount = prepaymentAmount(content, receipt.estimate, rates, values.startDate)
  if (!id || amount === null || !receipt.total) return null
  const total = receipt.total.total
  return { amount, id, typedId: content.promptPayId.trim(), cashAtPickup: content.cashAtPickup, total, rest: total - amount }
}
