// Which website texts the first load carries and which arrive with the booking form. The form's
// own texts (every key under `booking.`) are about 2 KB gzip of English alone: loaded with the
// form's chunk, they leave the home page's first-load JavaScript. Sync writes the two sets to
// separate files (scripts/sync/snapshots.ts); the app merges them inside the form.

/** `booking.` texts the page shows before the form's chunk exists (the alert when it cannot load). */
export const FIRST_LOAD_BOOKING_KEYS: readonly string[] = ['booking.loadFailed']

/** True for a text that only the booking form (and what it sends) uses. */
export function isBookingFormMessage(key: string): boolean {
  return key.startsWith('booking.') && !FIRST_LOAD_BOOKING_KEYS.includes(key)
}
