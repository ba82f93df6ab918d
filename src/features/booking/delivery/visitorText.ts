// Delivery and deposit in the visitor's language: the form's choices, and the receipt's delivery and
// deposit lines (../receipt/visitorText.ts) in the form, the confirmation e-mail and the chat
// hand-off. The owner's texts (booking.delivery.*, booking.estimate.*), formatted by react-intl; the area names and the sentence on documents are
// the owner's content.
import { localize, type MessageKey } from '../../../content'
import { delivery, type DeliveryArea } from '../../../content/delivery'
import type { Locale } from '../../../i18n/locales'
import type { Estimate } from '../../../../rules/pricing/estimate'
import { deliveryCharge, PICKUP, type DeliveryCharge } from '../../../../rules/delivery/charge'

type Formatting = {
  t: (key: MessageKey, values?: Record<string, string | number>) => string
  formatNumber: (value: number) => string
  locale: Locale
}

export type DeliveryOption = { value: string; label: string; detail: string }

/** Pickup first (always offered, free), then the owner's areas in their order, each with its price. */
export function deliveryOptions({ t, formatNumber, locale }: Formatting, areas: readonly DeliveryArea[] = delivery.areas): DeliveryOption[] {
  const price = (area: DeliveryArea) => {
    if (area.fee === 0) return t('booking.delivery.free')
    const fee = formatNumber(area.fee)
    return area.freeFromDays === null ? t('booking.delivery.fee', { fee }) : t('booking.delivery.feeFreeFrom', { fee, days: area.freeFromDays })
  }
  return [
    { value: PICKUP, label: t('booking.delivery.pickup'), detail: t('booking.delivery.free') },
    ...areas.map((area) => ({ value: area.id, label: localize(area.name, locale), detail: price(area) })),
  ]
}

/** The rental's days when the estimate knows them. */
export const rentalDaysOf = (estimate: Estimate): number | null => (estimate.kind === 'ok' ? estimate.days : null)

/** The charge for the form's choice, against the owner's areas. */
export const chargeFor = (choice: string, estimate: Estimate, areas: readonly DeliveryArea[] = delivery.areas): DeliveryCharge<DeliveryArea> =>
  deliveryCharge(choice, areas, rentalDaysOf(estimate))

/** The estimate's delivery line. */
export function deliveryLine(charge: DeliveryCharge<DeliveryArea>, { t, formatNumber, locale }: Formatting): string {
  if (charge.kind === 'unchosen') return t('booking.estimate.deliveryNotChosen')
  if (charge.kind === 'pickup') return t('booking.estimate.pickup')
  const area = localize(charge.area.name, locale)
  if (charge.waived) return t('booking.estimate.deliveryWaived', { area, days: charge.area.freeFromDays ?? 0 })
  return charge.fee === 0 ? t('booking.estimate.deliveryFree', { area }) : t('booking.estimate.delivery', { area, fee: formatNumber(charge.fee) })
}

/** The bike's deposit, said to be outside the total, and the shop's sentence on documents; none without a deposit. */
export function depositLines(deposit: number | undefined, { t, formatNumber, locale }: Formatting): string[] {
  if (!deposit) return []
  const policy = localize(delivery.depositPolicy, locale)
  return [t('booking.estimate.deposit', { amount: formatNumber(deposit) }), ...(policy ? [policy] : [])]
}
