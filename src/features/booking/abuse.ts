// Abuse resistance without a backend. A honeypot field people never see; a minimum time from
// opening the form to sending, short enough that browser autofill never trips it; and a throttle
// that counts successful sends only, so a failed send can always be retried at once.

/** Opening the form and sending within this time is a bot's pace; a person is asked to press again. */
export const MIN_FILL_MS = 1000

/** After a booking went out, the next one from this browser waits this long. */
export const THROTTLE_MS = 30_000

const LAST_SENT_KEY = 'pmr-booking-last-sent'

export function tooFast(openedAt: number, now: number): boolean {
  return now - openedAt < MIN_FILL_MS
}

// localStorage, so the throttle covers every tab; it holds a time, nothing personal.
export function recordSuccess(now = Date.now()): void {
  try {
    localStorage.setItem(LAST_SENT_KEY, String(now))
  } catch {
    // no storage: no throttle, the booking still works
  }
}

/** Whole seconds still to wait before the next send, 0 when it may go. */
export function throttleSecondsLeft(now = Date.now()): number {
  let last = NaN
  try {
    last = Number(localStorage.getItem(LAST_SENT_KEY))
  } catch {
    return 0
  }
  if (!Number.isFinite(last) || last <= 0 || last > now) return 0
  return Math.max(0, Math.ceil((last + THROTTLE_MS - now) / 1000))
}
