// A Book button says which bike it books in its HTML: before the app runs, the page's inline
// loader (src/app/inline/loader.ts) reads it from a tapped button to keep the visitor's choice
// across a reload into a new release.

/** The attribute on every Book button: the bike's id, empty for Book Now (no bike chosen). */
export const BOOK_ATTRIBUTE = 'data-book'

/** The Book buttons of a bike (none: Book Now). Bike ids are slugs: safe in a selector as they are. */
export function bookButtonsOf(bikeId: string | null | undefined): string {
  return `[${BOOK_ATTRIBUTE}="${bikeId ?? ''}"]`
}

/** The attribute to spread on a Book button. */
export function bookButton(bikeId?: string): Record<typeof BOOK_ATTRIBUTE, string> {
  return { [BOOK_ATTRIBUTE]: bikeId ?? '' }
}

/**
 * On a Book button from the tap until the form shows or the way out does: the button looks
 * pressed and busy at once, before any framework code has run (the inline loader sets it; the
 * app clears it), so a tap that must wait for the app is never met by a page that seems dead.
 */
export const BOOK_PENDING_ATTRIBUTE = 'data-book-pending'

export function markBookPending(button: Element): void {
  button.setAttribute(BOOK_PENDING_ATTRIBUTE, '')
  button.setAttribute('aria-busy', 'true')
}

export function clearBookPending(doc: Document): void {
  for (const button of doc.querySelectorAll(`[${BOOK_PENDING_ATTRIBUTE}]`)) {
    button.removeAttribute(BOOK_PENDING_ATTRIBUTE)
    button.removeAttribute('aria-busy')
  }
}

// In <head> with the prerendered page, so it needs no script: dimmed as pressed, a ring turning
// after the label (a shift it causes follows the visitor's own tap, which CLS leaves out).
const pending = `[${BOOK_PENDING_ATTRIBUTE}]`
export const bookPendingStyle =
  `${pending}{cursor:progress;filter:brightness(.9)}` +
  `${pending}::after{content:"";display:inline-block;flex:none;width:1em;height:1em;margin-inline-start:.5em;` +
  `border:2px solid currentColor;border-inline-end-color:transparent;border-radius:50%;animation:book-pending .8s linear infinite}` +
  `@keyframes book-pending{to{transform:rotate(1turn)}}` +
  `@media (prefers-reduced-motion:reduce){${pending}::after{animation-duration:2.4s}}`
