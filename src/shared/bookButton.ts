// A Book button says which bike it books in its HTML: before the app runs, the page's inline
// loader (src/app/inline/loader.ts) reads it from a tapped button to keep the visitor's choice
// across a reload into a new release.

/** The attribute on every Book button: the bike's id, empty for Book Now (no bike chosen). */
export const BOOK_ATTRIBUTE = 'data-book'

/** The attribute to spread on a Book button. */
export function bookButton(bikeId?: string): Record<typeof BOOK_ATTRIBUTE, string> {
  return { [BOOK_ATTRIBUTE]: bikeId ?? '' }
}
