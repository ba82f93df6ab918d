// The brief hiding that keeps the prerendered English from flashing when the visitor asked for
// another language (?lang= or a stored choice): an inline script in <head> adds the class before
// the first paint, the app removes it once the page shows the asked-for language.
export const LANGUAGE_SWAP_CLASS = 'lang-swap'

/** The query parameter that picks the language in a link (hreflang alternates, shared links). */
export const LANGUAGE_PARAM = 'lang'

/**
 * Set on <html> once the app has hydrated (or rendered) and shows the asked-for language: from
 * then on every control works. Until then a prerendered button is only HTML, so browser tests and
 * scripts that click wait for this attribute.
 */
export const READY_ATTRIBUTE = 'data-ready'

/** Shows the page again and marks it ready; safe to call any number of times. */
export function revealDocument(): void {
  document.documentElement.classList.remove(LANGUAGE_SWAP_CLASS)
  document.documentElement.setAttribute(READY_ATTRIBUTE, '')
}
