// The booking's receipt against the content: the bike's estimate, the priced extras and cover, the
// delivery charge and the one total, worked out once for the form, the sent view, the summary and
// the prepayment.
import { findBike, settings } from '../../../content'
import { estimatePrice, ratesOf, type Estimate } from '../../../../rules/pricing/estimate'
import { chargeFor } from '../delivery/visitorText'
import type { DeliveryCharge } from '../../../../rules/delivery/charge'
import type { DeliveryArea } from '../../../content/delivery'
import { choicesFor, choicesTotal, type BookingChoices } from '../extras/forBooking'
import type { BookingValues } from '../model'
import { receiptTotal, type ReceiptTotal } from '../../../../rules/pricing/total'
import { seasons } from '../../../content/seasons'

export type Receipt = {
  estimate: Estimate
  choices: BookingChoices
  charge: DeliveryCharge<DeliveryArea>
  /** Null until the bike is priced. */
  total: ReceiptTotal | null
}

export function receiptFor(values: BookingValues): Receipt {
  const estimate = estimatePrice({ ...values, rates: ratesOf(findBike(values.bike), seasons) }, settings.rentalPeriods)
  const choices = choicesFor(values, estimate)
  const charge = chargeFor(values.delivery, estimate)
  return { estimate, choices, charge, total: receiptTotal(estimate, choicesTotal(choices), charge) }
}
