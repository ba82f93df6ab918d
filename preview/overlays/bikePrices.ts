// Marks each bike card's price with a data-sanity attribute, so a click on it in Presentation
// opens that bike's price field. The price is a number (the estimate does arithmetic with it),
// so it cannot carry stega; and the site's components stay unaware of the preview, so the
// cards are found in the DOM: an <article> whose heading is the bike's name.
import { stegaClean } from '@sanity/client/stega'
import type { Bike } from '../../src/content/index.ts'

/** The data-sanity value for a bike's price, or undefined while the Studio has sent no source map. */
export type PriceAttribute = (index: number) => string | undefined

export function markBikePrices(root: ParentNode, bikes: readonly Bike[], attributeFor: PriceAttribute): void {
  for (const card of root.querySelectorAll('article')) {
    const heading = card.querySelector('h3')
    const index = bikes.findIndex((bike) => stegaClean(bike.name) === stegaClean(heading?.textContent ?? ''))
    // The card's header row holds the name; the line after it is the price.
    const price = heading?.parentElement?.nextElementSibling
    const attribute = index >= 0 ? attributeFor(index) : undefined
    if (price && attribute && price.getAttribute('data-sanity') !== attribute) price.setAttribute('data-sanity', attribute)
  }
}

/** Keeps the marks on as the site renders (the gallery renders its cards after the first paint). */
export function watchBikePrices(root: HTMLElement, mark: () => void): () => void {
  let frame = 0
  const observer = new MutationObserver(() => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(mark)
  })
  observer.observe(root, { childList: true, subtree: true, characterData: true })
  mark()
  return () => {
    cancelAnimationFrame(frame)
    observer.disconnect()
  }
}
