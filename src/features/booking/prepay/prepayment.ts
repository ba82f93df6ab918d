// The prepayment a sent booking is asked, from the content: the owner's rule and PromptPay ID
// (src/generated/delivery.json, loaded with the form) and the same estimate the form showed.
import { findBike, settings } from '../../../content'
import { delivery } from '../../../content/delivery'
import { parsePromptPayId, type PromptPayId } from '../../../../rules/prepayment/promptPayId'
import { estimatePrice, ratesOf } from '../../../../rules/pricing/estimate'
import type { BookingValues } from '../model'
import { prepaymentAmount } from '../../../../rules/prepayment/amount'
import { seasons } from '../../../content/seasons'

export type Prepayment = { amount: number; id: PromptPayId; typedId: string; cashAtPickup: boolean }

/** What this booking is asked to prepay, or null when the shop asks nothing or no amount can be worked out. */
export function prepaymentFor(values: BookingValues, content = delivery.prepayment): Prepayment | null {
  const id = parsePromptPayId(content.promptPayId)
  const rates = ratesOf(findBike(values.bike), seasons)
  const estimate = estimatePrice({ ...values, rates }, settings.rentalPeriods)
  const amount = prepaymentAmount(content, estimate, rates, values.startDate)
  return id && amount !== null ? { amount, id, typedId: content.promptPayId.trim(), cashAtPickup: content.cashAtPickup } : null
}
