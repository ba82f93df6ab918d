// A kept request's lines in the page's language, built again from the kept values and today's
// messages: the bike and dates, then each part of the price and the total as they were asked at the
// send (the stored receipt, never priced again), and the cancellation policy's line for today.
import { findBike, settings } from '../../../content'
import { rentalSpan } from '../../../../rules/rentalSpan'
import { policyLine } from '../../../../rules/prepayment/policy'
import { formatDate, formatDateRange, formatSlotTime } from '../dates'
import { receiptTexts } from '../receipt/visitorText'
import type { VisitorLanguage } from '../visitorSummary'
import type { KeptRequest } from './store'

export type KeptLines = { bike: string; dates: string | null; pickup: string | null; price: string[]; total: string | null; policy: string | null }

export function keptLines(request: KeptRequest, today: string, language: VisitorLanguage): KeptLines {
  const { t, locale } = language
  const { values } = request
  const span = rentalSpan({ ...values }, settings.rentalPeriods)
  const dates = span.kind === 'dates' ? formatDateRange(span.from, span.to, locale) : values.startDate ? formatDate(values.startDate, locale) : null
  const texts = receiptTexts(request.receipt, undefined, language)
  let policy: string | null = null
  if (request.terms) {
    const line = policyLine(request.terms, values.startDate, today)
    policy = line.key === 'booking.policy.freeUntil'
      ? t(line.key, { ...line.values, date: formatDate(line.values.date, locale, 'long') })
      : t(line.key, line.values)
  }
  return {
    bike: t('booking.summary.bike', { value: findBike(values.bike)?.name ?? values.bike }),
    dates: dates ? t('booking.summary.dates', { dates }) : null,
    pickup: values.pickupTime ? t('booking.summary.pickupAt', { time: formatSlotTime(values.pickupTime, locale) }) : null,
    price: texts.lines,
    total: texts.total,
    policy,
  }
}
