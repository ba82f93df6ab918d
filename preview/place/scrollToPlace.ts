// The place the Studio opened the preview on (?bike= or ?section=, src/shared/previewPlace.ts)
// is scrolled into view once the page has rendered it: a bike opened in the Studio shows its card.
// The site's components stay unaware of the preview, so the card is found in the DOM as the price
// overlays find it (an <article> whose heading is the bike's name), and a card behind the gallery's
// "View All Bikes" is reached with that button, as a visitor would.
import { stegaClean } from '@sanity/client/stega'
import type { Bike } from '../../src/content/index.ts'
import { sectionIds } from '../../src/shared/sections.ts'
import { readPreviewPlace, type PreviewPlace } from '../../src/shared/previewPlace.ts'

/** The bike's card in the page, if the gallery shows it. */
function bikeCard(root: ParentNode, name: string): Element | undefined {
  return Array.from(root.querySelectorAll('article')).find((card) => stegaClean(card.querySelector('h3')?.textContent ?? '') === stegaClean(name))
}

/** The gallery's "View All Bikes" button, while the gallery shows only its first bikes. */
function viewAllBikes(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>(`#${sectionIds.gallery} button[aria-controls][aria-expanded="false"]`)
}

// Each draft renders a new button: each is pressed once (a second press, before React has
// re-rendered the first, would close the gallery again).
const pressed = new WeakSet<HTMLElement>()

/**
 * The element `place` names, once it is in the page; opens the gallery when the bike is behind
 * its button. Every draft renders the site afresh with the gallery closed, so this runs on each.
 */
function placeElement(root: ParentNode, place: PreviewPlace, bikes: readonly Bike[]): Element | undefined {
  if ('section' in place) return root.querySelector(`#${place.section}`) ?? undefined
  const bike = bikes.find((candidate) => candidate.id === place.bike)
  if (!bike) return undefined
  const card = bikeCard(root, bike.name)
  const button = card ? null : viewAllBikes(root)
  if (button && !pressed.has(button)) {
    pressed.add(button)
    button.click()
  }
  return card
}

// Once per page: the owner may scroll away while typing, and a draft must not pull the page back.
let arrived = false

/**
 * Scrolls to the place the preview's address asks for when it first shows, and after each draft
 * keeps it shown (the gallery open). Returns the clean-up of its watch on the page.
 */
export function keepPlace(root: HTMLElement, bikes: readonly Bike[]): () => void {
  const place = readPreviewPlace(window.location.search)
  if (!place) return () => undefined
  const arrive = () => {
    const element = placeElement(root, place, bikes)
    if (!element) return false
    // A card in the middle of the view; a section from its heading (its scroll margin clears the
    // site's sticky bar, as for the bar's own links).
    if (!arrived) element.scrollIntoView({ block: 'section' in place ? 'start' : 'center', behavior: 'instant' })
    arrived = true
    return true
  }
  if (arrive()) return () => undefined
  const observer = new MutationObserver(() => {
    if (arrive()) observer.disconnect()
  })
  observer.observe(root, { childList: true, subtree: true })
  return () => observer.disconnect()
}
