// The gallery as a visitor reads it: every card's name and price line, in one language.
import { expect, type Page } from '../fixtures'
import type { Locale } from '../../../src/i18n/locales'
import { htmlLangOf } from './site'

export interface GalleryBike {
  name: string
  price: number
}

/** The card text for a price, formatted the way the site does (react-intl: 1,200-style). */
export function priceLine(perDay: string, price: number, locale: Locale): string {
  return perDay.replace('{price}', new Intl.NumberFormat(htmlLangOf[locale]).format(price))
}

/** Expands the gallery if needed and checks each bike's card, in gallery order, with its price. */
export async function expectGalleryShows(
  page: Page,
  texts: { title: string; viewAll: string; perDay: string },
  bikes: readonly GalleryBike[],
  locale: Locale,
) {
  const gallery = page.getByRole('region', { name: texts.title })
  const toggle = gallery.getByRole('button', { name: texts.viewAll })
  if (await toggle.count()) await toggle.click()
  const cards = gallery.getByRole('article')
  await expect(cards).toHaveCount(bikes.length)
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(bikes.map((bike) => bike.name))
  for (const [index, bike] of bikes.entries()) {
    await expect(cards.nth(index)).toContainText(priceLine(texts.perDay, bike.price, locale))
  }
}
