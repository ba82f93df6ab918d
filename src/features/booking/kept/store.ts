// The requests kept on this device after a successful send, so a tourist who pays later (at the
// hotel, after asking a partner) still has the QR, the reference and the deadline. Nothing of it
// leaves the device. What is kept is what was sent: the booking's dates, place and choices, the
// receipt with its amounts and the prepayment asked, never the name, phone, e-mail or notes, and
// never a text (the view builds them again in the page's language). A request goes by itself
// KEEP_DAYS_AFTER_RETURN days after its return day, or when the visitor forgets it.
import { KEPT_REQUESTS_KEY } from '../../../shared/keptRequests'
import type { CancellationTerms } from '../../../../rules/prepayment/policy'
import type { BookingValues } from '../model'
import type { Prepayment } from '../prepay/prepayment'
import type { Receipt } from '../receipt/forBooking'

export const KEEP_DAYS_AFTER_RETURN = 3
/** At most this many requests are kept: the oldest gives way (a tourist books a few bikes, not dozens). */
export const MAX_KEPT = 5

/** The booking's own values that are kept: what was booked, not who booked it. */
export const KEPT_FIELDS = ['bike', 'rentalPeriod', 'startDate', 'endDate', 'pickupTime', 'delivery', 'hotel', 'extras', 'cover'] as const satisfies readonly (keyof BookingValues)[]
export type KeptValues = Pick<BookingValues, (typeof KEPT_FIELDS)[number]>

export type KeptRequest = {
  reference: string
  /** When the shop had it (ms since the epoch). */
  sentAt: number
  values: KeptValues
  /** The receipt as the form showed it at the send: its amounts stay as they were asked. */
  receipt: Receipt
  /** The prepayment asked (amount and PromptPay ID), or null when the shop asked none. */
  prepayment: Prepayment | null
  /** The cancellation policy's numbers at the send; null when nothing is paid in advance. */
  terms: CancellationTerms | null
  /** The last day to cancel free ('YYYY-MM-DD'), or null. */
  lastFreeDay: string | null
  /** The last Phuket date it is kept ('YYYY-MM-DD'). */
  keepUntil: string
}

type Stored = { version: 1; requests: KeptRequest[] }

export type KeptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)

function readable(request: unknown): request is KeptRequest {
  const r = request as Partial<KeptRequest> | null
  if (!r || typeof r !== 'object') return false
  const values = r.values as Record<string, unknown> | undefined
  return typeof r.reference === 'string' && typeof r.sentAt === 'number' && isDate(r.keepUntil) &&
    !!values && KEPT_FIELDS.every((field) => typeof values[field] === 'string') &&
    !!r.receipt && typeof r.receipt === 'object' && (r.prepayment === null || (typeof r.prepayment === 'object' && typeof r.prepayment?.amount === 'number')) &&
    (r.lastFreeDay === null || isDate(r.lastFreeDay))
}

/** Everything stored under the key, readable or not; null when it is not our JSON at all. */
function storedRequests(text: string): unknown[] | null {
  try {
    const stored = JSON.parse(text) as Partial<Stored>
    return stored.version === 1 && Array.isArray(stored.requests) ? stored.requests : null
  } catch {
    return null
  }
}

/** The kept requests still within their time on `today` (Phuket date), newest first; [] for anything unreadable. */
export function decodeKept(text: string | null, today: string): KeptRequest[] {
  const stored = text ? storedRequests(text) : null
  if (!stored) return []
  return stored.filter(readable).filter((request) => today <= request.keepUntil).sort((a, b) => b.sentAt - a.sentAt)
}

function write(storage: KeptStorage, requests: KeptRequest[]): void {
  // Nothing kept: the key goes too, so the first load's check finds nothing and loads nothing.
  if (requests.length === 0) storage.removeItem(KEPT_REQUESTS_KEY)
  else storage.setItem(KEPT_REQUESTS_KEY, JSON.stringify({ version: 1, requests } satisfies Stored))
}

/**
 * The kept requests on `today`; those past their time (or unreadable) are removed from storage as
 * they are read. Null when storage cannot be read at all.
 */
export function readKept(storage: KeptStorage, today: string): KeptRequest[] | null {
  try {
    const text = storage.getItem(KEPT_REQUESTS_KEY)
    const requests = decodeKept(text, today)
    if (text !== null && requests.length !== storedRequests(text)?.length) write(storage, requests)
    return requests
  } catch {
    return null
  }
}

/** Keeps a sent request (a second send of the same reference replaces the first); false when storage refused it. */
export function keepRequest(storage: KeptStorage, request: KeptRequest, today: string): boolean {
  try {
    const others = decodeKept(storage.getItem(KEPT_REQUESTS_KEY), today).filter((kept) => kept.reference !== request.reference)
    write(storage, [request, ...others].slice(0, MAX_KEPT))
    return true
  } catch {
    return false
  }
}

/** Removes one kept request; false when storage refused. */
export function forgetRequest(storage: KeptStorage, reference: string, today: string): boolean {
  try {
    write(storage, decodeKept(storage.getItem(KEPT_REQUESTS_KEY), today).filter((kept) => kept.reference !== reference))
    return true
  } catch {
    return false
  }
}

/** The page's localStorage, or null where even asking for it throws (Safari private mode, blocked cookies). */
export function deviceStorage(): KeptStorage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}
