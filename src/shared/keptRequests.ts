// The one thing the first load knows of a request kept on this device (src/features/booking/kept/):
// the storage key, and whether anything is under it. The inline loader starts the app at once when
// it is, and the home page then loads the kept request's view; a visitor with nothing kept loads
// none of it. The key names its version: a later shape gets a new key, never a misread old one.
export const KEPT_REQUESTS_KEY = 'pmr-kept-requests-v1'

/** True when a request is kept; false when none is or storage cannot be read (private mode, blocked cookies). */
export function hasKeptRequest(win: { readonly localStorage: Pick<Storage, 'getItem'> }): boolean {
  try {
    return win.localStorage.getItem(KEPT_REQUESTS_KEY) !== null
  } catch {
    return false
  }
}
