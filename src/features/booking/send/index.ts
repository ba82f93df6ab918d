// The one send path of a booking: offline check, allow-listed parameters, one request per booking
// (guard.ts), a notice when the answer is slow, and every rejection turned into a SendFailure by
// the caller (classifySendError). The SDK's limitRate is never used: it records the attempt before sending,
// so a retry after a failure would be refused; our throttle (../abuse.ts) counts successes only.
import { allowListed, type BookingTemplateParams } from '../templateParams'
import { readEmailConfig } from './config'
import { sendViaEmailJS } from './emailjs'
import { OfflineError } from './failure'
import { sendOnce, type SendOutcome } from './guard'
import { DEFAULT_SEND_TIMEOUT_MS } from './timeout'

/** After 15 s without an answer the visitor is told it is slow; VITE_BOOKING_TIMEOUT_MS can shorten it for tests. */
export function sendTimeoutMs(env: Record<string, unknown> = import.meta.env): number {
  const value = Number(env.VITE_BOOKING_TIMEOUT_MS)
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_SEND_TIMEOUT_MS
}

/**
 * What identifies a send: the booking's reference and its content. The same booking sent twice (a
 * double tap, a duplicated tab) is one e-mail; a changed one under the same reference is another.
 */
export function sendKey(params: BookingTemplateParams): string {
  const text = JSON.stringify(params)
  let hash = 5381
  for (let i = 0; i < text.length; i++) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0
  return `${params.booking_reference}:${hash.toString(36)}`
}

export type SendBooking = (params: BookingTemplateParams, onSlow?: () => void) => Promise<SendOutcome>

export const sendBooking: SendBooking = async (params, onSlow) => {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineError()
  const config = readEmailConfig()
  const safe = allowListed(params)
  return sendOnce(sendKey(safe), () => sendViaEmailJS(safe, config), sendTimeoutMs(), onSlow)
}

export type { SendOutcome } from './guard'
export { EmailConfigError } from './config'
export { classifySendError, type SendFailure } from './failure'
export { preloadEmailJS } from './emailjs'
export { DEFAULT_SEND_TIMEOUT_MS } from './timeout'
