// The brief hiding that keeps the prerendered English from flashing when the visitor asked for
// another language (?lang= or a stored choice): an inline script in <head> adds the class before
// the first paint, the app removes it once the page shows the asked-for language.
import { clearPending } from '../lib/pendingControl'

export const LANGUAGE_SWAP_CLASS = 'lang-swap'

/** The query parameter that picks the language in a link (hreflang alternates, shared links). */
export const LANGUAGE_PARAM = 'lang'

/**
 * Set on <html> once the app has hydrated (or rendered) and shows the asked-for language: from
 * then on every control works. Until then a prerendered button is only HTML, so browser tests and
 * scripts that click wait for this attribute.
 */
export const READY_ATTRIBUTE = 'data-ready'

/** Where the inline loader keeps a control clicked before the app ran (src/app/documentScripts.ts). */
export const PENDING_CLICK = '__phuketMotoPendingClick'

/**
 * Shows the page again, marks it ready and clicks again the control a visitor clicked before the
 * app had hydrated (the click reached only HTML then); safe to call any number of times.
 */
export function revealDocument(): void {
  document.documentElement.classList.remove(LANGUAGE_SWAP_CLASS)
  document.documentElement.setAttribute(READY_ATTRIBUTE, '')
  const slots = window as unknown as Record<string, unknown>
  const pending = slots[PENDING_CLICK]
  delete slots[PENDING_CLICK]
  // After this effect: a click dispatched inside React's commit would be handled mid-commit.
  // The control stops looking busy as the app answers it (a Book's look stays until the form shows).
  setTimeout(() => {
    if (pending instanceof HTMLElement && pending.isConnected) pending.click()
    clearPending(document)
  }, 0)
}
