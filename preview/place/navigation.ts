// Presentation's navigation (a location picked above a form, its back and forward buttons) reaches
// the preview as a message, not as a new address for its frame. The preview reads its language and
// place from the address once, as it loads (the site renders anew from its content only), so it
// goes to the new address as a page: it loads there, in that language, scrolled to that place.
import type { HistoryAdapter } from '@sanity/visual-editing'

/** Presentation's own parameters on the frame's address (the drafts perspective), kept on each move. */
const PRESENTATION_PARAM = /^sanity-/

/** The preview's address as the owner would name it: without Presentation's own parameters. */
function ownAddress(): string {
  const url = new URL(window.location.href)
  for (const key of [...url.searchParams.keys()]) if (PRESENTATION_PARAM.test(key)) url.searchParams.delete(key)
  return url.pathname + url.search
}

export const navigateByLoading: HistoryAdapter = {
  // Presentation sends a location only to a preview that told it where it is: the address it
  // loaded at. (The site changes its address later only for its language menu, in place.)
  subscribe: (navigate) => {
    navigate({ type: 'replace', url: ownAddress() })
    return () => undefined
  },
  update: ({ type, url }) => {
    const next = new URL(url, window.location.origin)
    for (const [key, value] of new URL(window.location.href).searchParams) {
      if (PRESENTATION_PARAM.test(key) && !next.searchParams.has(key)) next.searchParams.set(key, value)
    }
    if (next.href === window.location.href) return
    if (type === 'push') window.location.assign(next.href)
    else window.location.replace(next.href)
  },
}
