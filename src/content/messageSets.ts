// Which website texts the first load carries and which arrive with the part of the page that
// shows them. The booking form's own texts (every key under `booking.`) are about 2 KB gzip of
// English alone, and the reviews' and the way to the shop's (`visit.`) come with those sections'
// chunk: none of them is in the home page's first-load JavaScript. Sync writes each set to its own
// file per language (pipeline/snapshots/snapshots.ts); the form and the sections merge theirs in.

/**
 * `booking.` texts the page shows before the form's chunk exists: the alert when it cannot load,
 * and the way-out message's close button (src/app/booking/BookingWayOut.tsx).
 */
export const FIRST_LOAD_BOOKING_KEYS: readonly string[] = ['booking.loadFailed', 'booking.close']

/** The sets of texts, each with the file suffix sync writes it under (`messages.<locale><suffix>`). */
export const messageSets = { page: '.ast.json', booking: '.booking.ast.json', visit: '.visit.ast.json' } as const
export type MessageSet = keyof typeof messageSets

/** The set a text belongs to. */
export function messageSetOf(key: string): MessageSet {
  if (key.startsWith('booking.') && !FIRST_LOAD_BOOKING_KEYS.includes(key)) return 'booking'
  if (key.startsWith('visit.')) return 'visit'
  return 'page'
}

/** True for a text that only the booking form (and what it sends) uses. */
export function isBookingFormMessage(key: string): boolean {
  return messageSetOf(key) === 'booking'
}
