// Marks each bike card's prices with data-sanity attributes, so a click on one in Presentation
// opens that bike's price field: the day price, and the week and month line (the week price's
// field, or the month price's when only that is set; the Studio shows the three side by side). The price is a number (the estimate does arithmetic with it),
// so it cannot carry stega; and the site's components stay unaware of the preview, so the
// cards are found in the DOM: an <article> whose heading is the bike's name.
import { stegaClean } from '@sanity/client/stega'
import type { Bike } from '../../src/content/index.ts'

export type PriceField = 'price' | 'weekPrice' | 'monthPrice'

/** The data-sanity value for a bike's price field, or undefined while the Studio has sent no source map. */
export type PriceAttribute = (index: number, field: PriceField) => string | undefined

function mark(element: Element | null | undefined, attribute: string | undefined): void {
  if (element && attribute && element.getAttribute('data-sanity') !== attribute) element.setAttribute('data-sanity', attribute)
}

export function markBikePrices(root: ParentNode, bikes: readonly Bike[], attributeFor: PriceAttribute): void {
  for (const card of root.querySelectorAll('article')) {
    const heading = card.querySelector('h3')
    const index = bikes.findIndex((bike) => stegaClean(bike.name) === stegaClean(heading?.textContent ?? ''))
    if (index < 0) continue
    // The card's header row holds the name; the line after it is the day price, and the card
    // shows the week and month line after that only when one of them is set.
    const price = heading?.parentElement?.nextElementSibling
    mark(price, attributeFor(index, 'price'))
    const { weekPrice, monthPrice } = bikes[index]
    // The approximate day price in the visitor's currency, when the shop shows one, sits between them.
    const afterPrice = price?.nextElementSibling
    const longRates = afterPrice?.hasAttribute('data-currency-line') ? afterPrice.nextElementSibling : afterPrice
    if (weekPrice || monthPrice) mark(longRates, attributeFor(index, weekPrice ? 'weekPrice' : 'monthPrice'))
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
