// A tab left open across a new release asks for the old build's booking chunk, which the host no
// longer has. The page then reloads itself once, with the visitor's intent in the address
// (#book=<bike id>), and the new build opens the form with that bike. A second failure in the same
// tab session does not reload again (no loop): the visitor gets the phone, LINE and WhatsApp instead.
// reloadForBooking runs in the inline loader (src/app/inline/loader.ts, which bundles it), for the
// app's entry and for the app's own failed chunks; takeBookingIntent in the app after the reload.

/** Set in sessionStorage for the reload; where storage is blocked, `?reloaded=1` in the address. */
const RELOADED_KEY = 'pmr-reloaded-for-booking'
const RELOADED_PARAM = 'reloaded'
export const BOOK_HASH = /^#book=([a-z0-9-]*)$/

function alreadyReloaded(url: URL): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_KEY)) return true
  } catch {
    // blocked storage: the address says it
  }
  return url.searchParams.has(RELOADED_PARAM)
}

/** Reloads the page once, keeping the bike the visitor chose; false when it already did (then show the way out). */
export function reloadForBooking(bikeId: string | null): boolean {
  const url = new URL(window.location.href)
  if (alreadyReloaded(url)) return false
  try {
    sessionStorage.setItem(RELOADED_KEY, '1')
  } catch {
    url.searchParams.set(RELOADED_PARAM, '1')
  }
  url.hash = `book=${bikeId ?? ''}`
  window.history.replaceState(window.history.state, '', url)
  window.location.reload()
  return true
}

/** The booking asked for by the address before a reload (`#book=` with or without a bike), once: the address is cleaned. */
export function takeBookingIntent(): { bikeId: string | null } | null {
  const match = BOOK_HASH.exec(window.location.hash)
  if (!match) return null
  const url = new URL(window.location.href)
  url.hash = ''
  window.history.replaceState(window.history.state, '', url)
  return { bikeId: match[1] || null }
}
