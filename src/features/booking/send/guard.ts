// One e-mail per booking, whatever the visitor does. In this tab a second send of the same booking
// joins the request already running instead of starting another. Across tabs a lock lets one tab
// send at a time (acrossTabs), and the bookings already delivered are remembered,
// so a duplicated tab (which copies sessionStorage, draft and reference included) cannot send the
// same booking twice. localStorage holds no personal data here: references and times only.
import { SendBusyError } from './failure'
import { notifyWhenSlow } from './timeout'

export type SendOutcome = 'sent' | 'already-sent'

const LOCK_KEY = 'pmr-booking-send-lock'
const DELIVERED_KEY = 'pmr-booking-delivered'
const DELIVERED_TTL_MS = 24 * 60 * 60 * 1000
// The lock outlives the slow-answer notice a little; a request slower still may outlive the lock.
const LOCK_GRACE_MS = 10_000

type Lock = { tab: string; reference: string; until: number }

const TAB = Math.random().toString(36).slice(2)
const pending = new Map<string, Promise<void>>()

// Storage can be missing or throw (Safari private mode, disabled cookies): then only the in-tab
// guard applies, and the booking is still sent.
function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key)
    return text ? (JSON.parse(text) as T) : null
  } catch {
    return null
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // see read()
  }
}

function delivered(now: number): Record<string, number> {
  const record = read<Record<string, number>>(DELIVERED_KEY) ?? {}
  return Object.fromEntries(Object.entries(record).filter(([, at]) => typeof at === 'number' && now - at < DELIVERED_TTL_MS))
}

export function wasDelivered(reference: string, now = Date.now()): boolean {
  return reference in delivered(now)
}

function markDelivered(reference: string): void {
  const now = Date.now()
  write(DELIVERED_KEY, { ...delivered(now), [reference]: now })
}

function acquireLock(reference: string, until: number): boolean {
  const current = read<Lock>(LOCK_KEY)
  if (current && current.tab !== TAB && current.until > Date.now()) return false
  write(LOCK_KEY, { tab: TAB, reference, until } satisfies Lock)
  return true
}

function releaseLock(): void {
  try {
    if (read<Lock>(LOCK_KEY)?.tab === TAB) localStorage.removeItem(LOCK_KEY)
  } catch {
    // see read()
  }
}

/**
 * Runs `deliver` at most once at a time for `reference` and never again once it succeeded.
 * Rejects with SendBusyError when another tab is sending; calls `onSlow` once `slowAfterMs` pass
 * without an answer and keeps waiting for it: a late answer is the answer.
 */
export async function sendOnce(reference: string, deliver: () => Promise<void>, slowAfterMs: number, onSlow: () => void = () => {}): Promise<SendOutcome> {
  if (wasDelivered(reference)) return 'already-sent'
  let request = pending.get(reference)
  if (!request) {
    const send = () => deliver().then(() => markDelivered(reference))
    request = acrossTabs(send, reference, slowAfterMs).finally(() => pending.delete(reference))
    pending.set(reference, request)
  }
  await notifyWhenSlow(request, slowAfterMs, onSlow)
  return 'sent'
}

/**
 * One tab sends at a time. The Web Locks API takes the lock atomically and holds it exactly as long
 * as the request runs (even past the slow-answer notice); where it is missing, the localStorage lock
 * (read, then written: two tabs could both take it in the same instant) with its time limit.
 */
function acrossTabs(send: () => Promise<void>, reference: string, slowAfterMs: number): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (locks?.request) {
    const held = locks.request(LOCK_KEY, { ifAvailable: true }, async (lock) => {
      if (!lock) throw new SendBusyError()
      await send()
    })
    return held.then(() => undefined) // the lock is released once send() has settled
  }
  if (!acquireLock(reference, Date.now() + slowAfterMs + LOCK_GRACE_MS)) return Promise.reject(new SendBusyError())
  return send().finally(releaseLock)
}
