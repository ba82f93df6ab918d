// The booking in the visitor's own language: the lines of the hand-off summary (chat, copy) and of
// the confirmation e-mail EmailJS sends them (confirmation.ts). The shop's e-mail stays English
// (templateParams.ts); these texts are the owner's website texts, formatted by react-intl.
import { findBike, settings, type MessageKey } from '../../content'
import type { Locale } from '../../i18n/locales'
import { formatDate, formatDateRange, formatShopTime, formatSlotTime } from './dates'
import { choiceSummary } from './extras/visitorText'
import { receiptFor } from './receipt/forBooking'
import { receiptTexts } from './receipt/visitorText'
import type { BookingValues } from './model'
import { periodDiffers, rentalSpan } from '../../../rules/rentalSpan'

/** What formatting needs from react-intl: the form's own t(), its language and number format. */
export type VisitorLanguage = {
  t: (key: MessageKey, values?: Record<string, string | number>) => string
  locale: Locale
  formatNumber: (value: number) => string
}

/** The rental's days as the language writes a range; a date not given says so. */
function datesText(values: BookingValues, locale: Locale, none: string): string {
  const span = rentalSpan(values, settings.rentalPeriods)
  if (span.kind === 'dates') return formatDateRange(span.from, span.to, locale)
  const date = (iso: string) => (iso ? formatDate(iso, locale) : none)
  return `${date(values.startDate)} – ${date(values.endDate)}`
}

/** Bike, period, dates, pickup time, hotel, then the receipt (each part of the price, the one total, the deposit, the details): what was booked, one per line. */
export function describeBooking(values: BookingValues, { t, locale, formatNumber }: VisitorLanguage): string[] {
  const none = t('booking.summary.none')
  const or = (text: string) => text.trim() || none
  // The period as priced: the one chosen, or the dates' own length when they alone say it.
  const span = rentalSpan(values, settings.rentalPeriods)
  const chosen = values.rentalPeriod && !periodDiffers(span, values, settings.rentalPeriods) ? t(`booking.period.${values.rentalPeriod}` as MessageKey) : ''
  const period = chosen || (span.kind === 'dates' ? t('booking.estimate.days', { days: span.days }) : '')
  const bike = findBike(values.bike)
  const lines = [
    t('booking.summary.bike', { value: or(bike?.name ?? values.bike) }),
    t('booking.summary.period', { value: or(period) }),
    // With no date at all the line would read "not given to not given": the period above says
    // what was chosen, and the line is left out. A pickup date and a period end on the period's return day.
    ...(values.startDate || values.endDate ? [t('booking.summary.dates', { dates: datesText(values, locale, none) })] : []),
    // A time given reads as the language writes a time of day (Thai ends it with น.).
    values.pickupTime ? t('booking.summary.pickupAt', { time: formatSlotTime(values.pickupTime, locale) }) : t('booking.summary.pickup', { value: none }),
    t('booking.summary.hotel', { value: or(values.hotel) }),
  ]
  const receipt = receiptFor(values)
  const texts = receiptTexts(receipt, bike?.deposit, { t, formatNumber, locale })
  // The receipt as the form showed it: each part of the price, the one total, the deposit outside
  // it, then the details. Without the rental's days, the extras and cover are named, not priced.
  if (!receipt.choices.price) lines.push(...choiceSummary(receipt.choices, { t, formatNumber, locale }))
  lines.push(...texts.lines.map((line) => `· ${line}`), ...(texts.total ? [texts.total] : []), ...texts.deposit, ...texts.notes, ...texts.details)
  return lines
}

/**
 * The summary a visitor sends the shop by WhatsApp or LINE, or copies: the reference first (the
 * shop matches it to the e-mail), who, what, and the notes. `at`: when it was sent or tried.
 */
export function composeHandoffSummary(values: BookingValues, reference: string, at: Date, language: VisitorLanguage): string {
  const { t } = language
  const none = t('booking.summary.none')
  return [
    t('booking.summary.heading', { shop: settings.shopName }),
    t('booking.handoff.reference', { reference }),
    t('booking.summary.requested', { time: formatShopTime(at, language.locale) }),
    t('booking.summary.name', { value: values.name.trim() || none }),
    t('booking.summary.phone', { value: values.phone.trim() || none }),
    t('booking.summary.email', { value: values.email.trim() || none }),
    ...describeBooking(values, language),
    t('booking.summary.notes', { value: values.notes.trim() || none }),
  ].join('\n')
}
