// The request to keep, from the booking as it was sent: the same receipt and prepayment the sent
// view showed (receipt/forBooking.ts, prepay/prepayment.ts), the policy's last free day, and the
// day it stops being kept: KEEP_DAYS_AFTER_RETURN days after the return day.
import { delivery } from '../../../content/delivery'
import { phuketTime } from '../../../../rules/availability/check'
import { addDays } from '../../../../rules/calendar'
import { refundOnCancel } from '../../../../rules/prepayment/refund'
import type { BookingValues } from '../model'
import { prepaymentFor } from '../prepay/prepayment'
import { receiptFor, type Receipt } from '../receipt/forBooking'
import { KEEP_DAYS_AFTER_RETURN, KEPT_FIELDS, keepRequest, type KeptRequest, type KeptStorage, type KeptValues } from './store'

/** The rental's last day: the estimate's return day, else the last date given, else the day it was sent. */
function returnDay(values: KeptValues, receipt: Receipt, today: string): string {
  const { estimate } = receipt
  if (estimate.kind === 'ok') {
    if (estimate.dueBack) return estimate.dueBack.date
    const counted = addDays(values.startDate || today, estimate.days)
    if (counted) return counted
  }
  return [values.endDate, values.startDate, today].filter(Boolean).sort().at(-1) ?? today
}

export function keptRequestFor(values: BookingValues, reference: string, now: number, content = delivery.prepayment): KeptRequest {
  const today = phuketTime(now).date
  const kept = Object.fromEntries(KEPT_FIELDS.map((field) => [field, values[field]])) as KeptValues
  const receipt = receiptFor(values)
  const prepayment = prepaymentFor(values, content)
  const terms = content.kind === 'none' ? null : { freeUntilDays: content.freeUntilDays, keptPercent: content.keptPercent }
  const lastFreeDay = terms ? refundOnCancel(terms, prepayment?.amount ?? 0, values.startDate, today).lastFreeDay : null
  const keepUntil = addDays(returnDay(kept, receipt, today), KEEP_DAYS_AFTER_RETURN) ?? today
  return { reference, sentAt: now, values: kept, receipt, prepayment, terms, lastFreeDay, keepUntil }
}

/** Keeps the booking just sent; false when this browser's storage refused it (the sent view says so). */
export function keepSentRequest(storage: KeptStorage | null, values: BookingValues, reference: string, now = Date.now()): boolean {
  if (!storage) return false
  try {
    return keepRequest(storage, keptRequestFor(values, reference, now), phuketTime(now).date)
  } catch (error) {
    // The booking went out: whatever keeping it met must not turn its success into a failure.
    console.error('Could not keep the sent booking request on this device', error)
    return false
  }
}
