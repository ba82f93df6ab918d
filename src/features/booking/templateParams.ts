// The EmailJS template parameters: the twelve of docs/spec.md §3, exactly as the spec names them, plus the
// extra keys below. The shop's are always English: the shop reads the e-mail, whatever language
// the visitor booked in; only what the visitor typed is theirs. The reply_* parameters are the
// visitor's confirmation, in their language (confirmation.ts).
import { createIntl } from 'react-intl'
import { findBike, localize, settings, type MessageKey } from '../../content'
import { bookingFormMessages } from '../../content/bookingMessages'
import { delivery, type DeliveryContent } from '../../content/delivery'
import { deliveryCharge, PICKUP, type DeliveryCharge } from '../../../rules/delivery/charge'
import { deliveryRow, depositRows, describeDelivery, describeDeposit } from './delivery/shopText'
import { estimatePrice, ratesOf } from '../../../rules/pricing/estimate'
import { type Period } from '../../../rules/periods'
import type { BikeRates } from '../../../rules/pricing/rates'
import { describeBreakdown, describeEstimate } from './estimate/shopText'
import { choicesFor, choicesTotal, type BookingChoices } from './extras/forBooking'
import { choiceBreakdown, choiceMessageLines, describeCover, describeExtras } from './extras/shopText'
import type { ExtrasContent } from '../../content/extras'
import { formatSlot, telHref, type BookingValues } from './model'
import { NO_REPLY, type ReplyParams } from './confirmation'
import { SPEC_TEMPLATE_KEYS, TEMPLATE_PARAM_KEYS } from './templateParamKeys'
import { CHECK_DOUBTFUL, CHECK_PASSED, REVISION_ORIGINAL, revisionCorrection } from './shopWords'
import { bookingCodeOf, type PricedChoices } from './rentalPayload'
import { periodDiffers, rentalSpan, type RentalSpan } from '../../../rules/rentalSpan'
import { prepaymentAmount } from '../../../rules/prepayment/amount'
import { receiptTotal } from '../../../rules/pricing/total'
import { describePrepayment, prepaymentSummaryLine } from './prepay/shopText'
import { seasons } from '../../content/seasons'
import type { Locale } from '../../i18n/locales'

export { EXTRA_TEMPLATE_KEYS, SPEC_TEMPLATE_KEYS, TEMPLATE_PARAM_KEYS } from './templateParamKeys'
export { CHECK_DOUBTFUL, CHECK_PASSED, REVISION_ORIGINAL, revisionCorrection } from './shopWords'

export type TemplateParamKey = (typeof TEMPLATE_PARAM_KEYS)[number]
export type SpecTemplateParams = Record<(typeof SPEC_TEMPLATE_KEYS)[number], string>
export type BookingTemplateParams = Record<TemplateParamKey, string>

/** Only the allow-listed keys, only strings: whatever a caller adds by mistake never leaves the browser. */
export function allowListed(params: Record<string, unknown>): BookingTemplateParams {
  const out = {} as BookingTemplateParams
  for (const key of TEMPLATE_PARAM_KEYS) {
    const value = params[key]
    out[key] = typeof value === 'string' ? value : ''
  }
  return out
}

/**
 * What the booking adds besides the form: the reference made in the browser (reference.ts), and
 * whether the hidden anti-bot field was filled (Honeypot.tsx): such a booking is still sent, marked,
 * because a browser's autofill can fill it for a real visitor. The shop decides. The page's
 * language goes into the request's code only (the shop's lines stay English), for the Studio.
 */
export type BookingExtras = { reference: string; doubtful?: boolean; correction?: boolean; language?: Locale }

/** Where names and labels come from; tests can pass their own. */
export type ParamsSource = {
  toName: string
  bikeName: (id: string) => string
  periodLabel: (id: string) => string
  bikeRates: (id: string) => BikeRates | null
  periods: readonly Period[]
  /** The delivery areas and the sentence on documents; the content's when not given. */
  delivery?: DeliveryContent
  /** A bike's name and deposit; the content's when not given. */
  bikeDeposit?: (id: string) => { name: string; deposit: number } | undefined
  /** The extras and cover levels; the content's when not given. */
  extras?: ExtrasContent
}

// The messages are precompiled ICU AST, not strings: formatting is how a label becomes text.
const englishMessages = bookingFormMessages.en
const english = createIntl({ locale: 'en', messages: englishMessages })

export const contentSource: ParamsSource = {
  toName: settings.emailToName ?? settings.shopName,
  bikeName: (id) => findBike(id)?.name ?? id,
  periodLabel: (id) => {
    const key = `booking.period.${id}` as MessageKey
    return key in englishMessages ? english.formatMessage({ id: key }) : id
  },
  bikeRates: (id) => ratesOf(findBike(id), seasons),
  periods: settings.rentalPeriods,
}

const NOT_SPECIFIED = 'Not specified'

/** The plain-text summary in `message`: bike, period, dates, pickup time and notes, one per line. */
export function composeSummary(p: Omit<SpecTemplateParams, 'message'>): string {
  const line = (label: string, value: string) => `${label}: ${value || NOT_SPECIFIED}`
  return [
    line('Bike', p.selected_bike),
    line('Rental period', p.rental_period),
    line('Start date', p.start_date),
    line('Return date', p.end_date),
    line('Pickup time', p.pickup_time),
    line('Notes', p.additional_notes),
  ].join('\n')
}

/**
 * The period chosen; when the visitor's dates end elsewhere, that the dates were priced, not the
 * period; with dates and no period, the dates' length (what was priced), never an empty row.
 */
function periodLine(values: BookingValues, span: RentalSpan, source: ParamsSource): string {
  if (!values.rentalPeriod) return span.kind === 'dates' ? `${span.days} ${span.days === 1 ? 'day' : 'days'} (from the dates)` : ''
  const label = source.periodLabel(values.rentalPeriod)
  if (!periodDiffers(span, values, source.periods) || span.kind !== 'dates') return label
  return `${label} chosen, but the dates were priced: ${span.days} ${span.days === 1 ? 'day' : 'days'} to ${span.to}`
}

/** The return date typed, or the period's return day when only a pickup date and a period were given. */
function returnLine(values: BookingValues, span: RentalSpan): string {
  return span.kind === 'dates' && span.byPeriod ? `${span.to} (from the rental period; the customer gave no return date)` : values.endDate
}

/** The extras, cover and area the e-mail priced, for the request's code: what the content no longer offers is left out, as the e-mail leaves it. */
function pricedChoices(choices: BookingChoices, charge: DeliveryCharge): PricedChoices {
  return {
    extras: choices.extras.map(({ extra, count }) => `${extra.id}:${count}`).join(','),
    cover: choices.cover && !choices.cover.isDefault ? choices.cover.id : '',
    delivery: charge.kind === 'area' ? charge.area.id : charge.kind === 'pickup' ? PICKUP : '',
  }
}

/** The booking priced by the published rules: the estimate, the delivery, the extras and cover, the one total and the prepayment. */
export function bookingFigures(values: BookingValues, source: ParamsSource = contentSource) {
  const estimate = estimatePrice({ ...values, rates: values.bike ? source.bikeRates(values.bike) : null }, source.periods)
  const areas = source.delivery ?? delivery
  const charge = deliveryCharge(values.delivery, areas.areas, estimate.kind === 'ok' ? estimate.days : null)
  const bike = values.bike ? (source.bikeDeposit ?? findBike)(values.bike) : undefined
  const rule = areas.prepayment
  const prepay = prepaymentAmount(rule, estimate, values.bike ? source.bikeRates(values.bike) : null, values.startDate)
  const choices = choicesFor(values, estimate, source.extras)
  const total = receiptTotal(estimate, choicesTotal(choices), charge)
  return { estimate, areas, charge, bike, rule, prepay, choices, total }
}

export function buildTemplateParams(
  values: BookingValues,
  extras: BookingExtras,
  source: ParamsSource = contentSource,
  reply: ReplyParams = NO_REPLY,
): BookingTemplateParams {
  const name = values.name.trim()
  const span = rentalSpan(values, source.periods)
  const fields = {
    to_name: source.toName,
    from_name: name,
    customer_name: name,
    customer_phone: values.phone.trim(),
    customer_email: values.email.trim() || NOT_SPECIFIED,
    selected_bike: values.bike ? source.bikeName(values.bike) : '',
    rental_period: periodLine(values, span, source),
    start_date: values.startDate,
    end_date: returnLine(values, span),
    pickup_time: values.pickupTime ? formatSlot(values.pickupTime) : '',
    additional_notes: values.notes.trim() || 'None',
  }
  const { estimate, areas, charge, bike, rule, prepay, choices, total } = bookingFigures(values, source)
  return {
    ...fields,
    message: [composeSummary(fields), ...choiceMessageLines(choices), ...(prepay === null ? [] : [prepaymentSummaryLine(prepay, extras.reference)])].join('\n'),
    customer_phone_dial: telHref(fields.customer_phone).slice('tel:'.length),
    booking_reference: extras.reference,
    price_estimate: describeEstimate(estimate, total?.total),
    price_breakdown: describeBreakdown(estimate, { rows: [...choiceBreakdown(choices), deliveryRow(charge)], total: total?.total ?? 0, after: depositRows(bike?.deposit) }),
    hotel_room: values.hotel.trim() || NOT_SPECIFIED,
    booking_check: extras.doubtful ? CHECK_DOUBTFUL : CHECK_PASSED,
    booking_revision: extras.correction ? revisionCorrection(extras.reference) : REVISION_ORIGINAL,
    delivery: describeDelivery(charge),
    deposit: describeDeposit(bike, localize(areas.depositPolicy, 'en')),
    extras: describeExtras(choices),
    cover: describeCover(choices),
    prepayment: describePrepayment(rule, prepay, extras.reference),
    rental_payload: bookingCodeOf(values, extras.reference, pricedChoices(choices, charge), source.periods, extras.language ?? ''),
    ...reply,
  }
}
