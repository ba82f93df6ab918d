// Delivery and deposit in English for the shop's e-mail: the `delivery` and `deposit` template
// parameters and their rows in `price_breakdown` (the delivery among the total's parts, the deposit
// under the total and outside it). The shop reads English whatever the
// visitor's language.
import { localize } from '../../../content'
import type { DeliveryArea } from '../../../content/delivery'
import type { DeliveryCharge } from '../../../../rules/delivery/charge'

const baht = (amount: number) => `${amount.toLocaleString('en-US')} THB`
const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`

/** "Kata & Karon: 200 THB", "Kata & Karon: free (rental of 3 days or more; otherwise 200 THB)". */
function areaText(charge: Extract<DeliveryCharge<DeliveryArea>, { kind: 'area' }>): string {
  const name = localize(charge.area.name, 'en')
  if (charge.waived) return `${name}: free (rental of ${days(charge.area.freeFromDays ?? 0)} or more; otherwise ${baht(charge.area.fee)})`
  return `${name}: ${charge.fee === 0 ? 'free' : baht(charge.fee)}`
}

/** The customer's choice (template parameter `delivery`); the hotel and room have their own line. */
export function describeDelivery(charge: DeliveryCharge<DeliveryArea>): string {
  if (charge.kind === 'unchosen') return 'Not chosen: ask the customer whether to deliver or to meet at the shop'
  if (charge.kind === 'pickup') return 'Pickup at the shop (free)'
  return `Delivery to ${areaText(charge)}`
}

/** The deposit for the chosen bike (template parameter `deposit`), never part of the total. */
export function describeDeposit(bike: { name: string; deposit: number } | undefined, policy: string): string {
  if (!bike) return 'Not specified (no bike chosen)'
  if (bike.deposit === 0) return `No money deposit for the ${bike.name}. Documents: ${policy}`
  return `${baht(bike.deposit)} for the ${bike.name}, paid at pickup and returned with the bike; not in the estimated total. Documents: ${policy}`
}

/** The delivery row of `price_breakdown`, among the parts of the total. */
export function deliveryRow(charge: DeliveryCharge<DeliveryArea>): string {
  return `Delivery: ${charge.kind === 'unchosen' ? 'not chosen' : charge.kind === 'pickup' ? 'pickup at the shop, free' : areaText(charge)}`
}

/** The deposit row of `price_breakdown`, under the total and outside it. */
export const depositRows = (deposit: number | undefined): string[] =>
  deposit ? [`Deposit: ${baht(deposit)}, paid at pickup and returned with the bike; not in the total`] : []
