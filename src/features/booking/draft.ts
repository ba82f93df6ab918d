// The form draft in sessionStorage, so closing the modal, a reload or a failed send never loses what
// was typed. It holds personal data, so never localStorage: it dies with the tab, expires after
// DRAFT_TTL_MS and is cleared as soon as the booking is sent.
import type { BookingField, BookingValues } from './model'

export const DRAFT_KEY = 'pmr-booking-draft'
export const DRAFT_TTL_MS = 12 * 60 * 60 * 1000

export const FIELDS: readonly BookingField[] = ['bike', 'rentalPeriod', 'startDate', 'endDate', 'pickupTime', 'name', 'phone', 'email', 'notes', 'hotel', 'delivery', 'extras', 'cover']
/** Fields a draft may lack (one saved by a form that did not ask them yet): read as empty. */
const LATER_FIELDS: BookingField[] = ['delivery', 'extras', 'cover']

export type Draft = { values: BookingValues; reference: string }
type Stored = Draft & { version: 1; savedAt: number }

export function encodeDraft(draft: Draft, now: number): string {
  return JSON.stringify({ version: 1, savedAt: now, values: draft.values, reference: draft.reference } satisfies Stored)
}

/** The draft, or null when it is missing, expired, from another version or not well formed. */
export function decodeDraft(text: string | null, now: number): Draft | null {
  if (!text) return null
  try {
    const stored = JSON.parse(text) as Partial<Stored>
    if (stored.version !== 1 || typeof stored.savedAt !== 'number' || typeof stored.reference !== 'string') return null
    if (now - stored.savedAt > DRAFT_TTL_MS || stored.savedAt > now + 60_000) return null
    const raw = stored.values as Record<string, unknown> | undefined
    const readable = (field: BookingField) => typeof raw?.[field] === 'string' || (LATER_FIELDS.includes(field) && raw?.[field] === undefined)
    if (!raw || !FIELDS.every(readable)) return null
    const values = Object.fromEntries(FIELDS.map((field) => [field, raw[field] ?? ''])) as BookingValues
    return { values, reference: stored.reference }
  } catch {
    return null
  }
}

// sessionStorage can be missing or full: the form then works without a draft.
export function loadDraft(now = Date.now()): Draft | null {
  try {
    const draft = decodeDraft(sessionStorage.getItem(DRAFT_KEY), now)
    if (!draft) sessionStorage.removeItem(DRAFT_KEY) // an expired draft goes at once
    return draft
  } catch {
    return null
  }
}

export function saveDraft(draft: Draft, now = Date.now()): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, encodeDraft(draft, now))
  } catch {
    // see loadDraft()
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY)
  } catch {
    // see loadDraft()
  }
}

/** Nothing worth keeping: every field empty except, at most, the bike the dialog was opened with. */
export function isBlankDraft(values: BookingValues): boolean {
  return FIELDS.every((field) => field === 'bike' || values[field].trim() === '')
}
