// What a change of a kept request costs, and what a cancellation gives back, worked out on the
// tourist's phone by the rules the form and the shop use: the new receipt by the same rule as the
// form's estimate (receipt/forBooking.ts over rules/pricing/), its difference with the total asked
// at the send, whether a unit is free on the shop's last published book (rules/availability/), and
// the policy's refund on the day (rules/prepayment/refund.ts, the owner's side uses it too). The
// chat texts carry the reference, the old and new dates and the amounts; nothing changes until the
// shop answers.
import { findBike, settings } from '../../../content'
import { fleet } from '../../../content/availability'
import { unitsFree } from '../../../../rules/availability/check'
import { refundOnCancel, type Refund } from '../../../../rules/prepayment/refund'
import { occupiedDays, rentalSpan } from '../../../../rules/rentalSpan'
import { formatDate, formatDateRange } from '../dates'
import { initialValues, type BookingValues } from '../model'
import { receiptFor } from '../receipt/forBooking'
import type { VisitorLanguage } from '../visitorSummary'
import type { KeptRequest } from './store'

export type ChangeQuote = {
  startDate: string
  endDate: string
  /** The new estimated total, or null when the new dates cannot be priced (missing, reversed). */
  total: number | null
  upTo: boolean
  /** New total less the total asked at the send; null when either is unknown. */
  difference: number | null
  /** A unit of the bike is free on every new day on the last published book; null without new days. */
  free: boolean | null
}

/** The kept booking with new dates, as the form would hold it (no personal field: none is needed to price it). */
export function changedValues(kept: KeptRequest, startDate: string, endDate: string): BookingValues {
  // With both dates given the dates alone say the rental's length: the period chosen before would contradict them.
  return { ...initialValues(kept.values.bike), ...kept.values, startDate, endDate, rentalPeriod: startDate && endDate ? '' : kept.values.rentalPeriod }
}

export function changeQuote(kept: KeptRequest, startDate: string, endDate: string): ChangeQuote {
  const values = changedValues(kept, startDate, endDate)
  const total = receiptFor(values).total
  const before = kept.receipt.total?.total ?? null
  const days = occupiedDays(rentalSpan(values, settings.rentalPeriods))
  return {
    startDate, endDate,
    total: total?.total ?? null,
    upTo: total?.upTo ?? false,
    difference: total && before !== null ? total.total - before : null,
    free: days ? unitsFree(kept.values.bike, days, fleet).free > 0 : null,
  }
}

/** What the policy gives back of the prepayment asked, cancelled on `today`; null when nothing was asked in advance. */
export function cancelQuote(kept: KeptRequest, today: string): Refund | null {
  if (!kept.terms || !kept.prepayment) return null
  return refundOnCancel(kept.terms, kept.prepayment.amount, kept.values.startDate, today)
}

function datesOf(startDate: string, endDate: string, { t, locale }: VisitorLanguage): string {
  if (startDate && endDate && startDate <= endDate) return formatDateRange(startDate, endDate, locale)
  return startDate ? formatDate(startDate, locale) : t('booking.summary.none')
}

const bikeName = (kept: KeptRequest) => findBike(kept.values.bike)?.name ?? kept.values.bike

/** The chat text asking for the change, in the visitor's language; only for new dates with a price (the panel offers the chat only then). */
export function changeMessage(kept: KeptRequest, quote: ChangeQuote, language: VisitorLanguage): string {
  const { t, formatNumber } = language
  const before = kept.receipt.total?.total
  return t('booking.change.message', {
    reference: kept.reference,
    bike: bikeName(kept),
    oldDates: datesOf(kept.values.startDate, kept.values.endDate, language),
    newDates: datesOf(quote.startDate, quote.endDate, language),
    // A maximum reads as one in the chat too ("up to", as the panel shows it); an old total the
    // send did not know leaves its clause out rather than showing the shop a "?".
    upTo: quote.upTo ? 'yes' : 'no',
    newTotal: formatNumber(quote.total ?? 0),
    oldKnown: before === undefined ? 'no' : 'yes',
    oldTotal: formatNumber(before ?? 0),
  })
}

/** The chat text asking to cancel, in the visitor's language, with what the policy gives back today. */
export function cancelMessage(kept: KeptRequest, refund: Refund | null, language: VisitorLanguage): string {
  const { t, formatNumber } = language
  return t('booking.cancel.message', {
    reference: kept.reference,
    bike: bikeName(kept),
    dates: datesOf(kept.values.startDate, kept.values.endDate, language),
    // Nothing back on the day: the text says the prepayment is no longer returned, not "0 baht".
    prepaid: refund ? (refund.refund > 0 ? 'yes' : 'kept') : 'no',
    amount: formatNumber(kept.prepayment?.amount ?? 0),
    refund: formatNumber(refund?.refund ?? 0),
  })
}
