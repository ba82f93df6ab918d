// Whatever content the last sync wrote (the seed here, the live dataset in the content-publish
// workflow), the built site shows every bike with its price, and every rental term, in each language. Expectations
// come from src/generated, never from fixed values, so an owner's edit cannot break this test.
import { expect, test } from './fixtures'
import { readFileSync } from 'node:fs'
import type { Bike } from '../../src/content'
import type { RentalTerm } from '../../src/content/terms'
import { locales } from '../../src/i18n/locales'
import { messages } from './helpers/content'
import { expectGalleryShows } from './helpers/gallery'
import { openIn } from './helpers/site'

const read = (name: string) => JSON.parse(readFileSync(new URL(`../../src/generated/${name}`, import.meta.url), 'utf8')).items
const bikes: Bike[] = read('bikes.json')
const terms: RentalTerm[] = read('terms.json')

for (const locale of locales) {
  test(`the gallery shows every synced bike with its price per day (${locale})`, async ({ page }) => {
    await openIn(page, locale)
    const text = messages[locale]
    await expectGalleryShows(page, { title: text['gallery.title'], viewAll: text['gallery.viewAll'], perDay: text['bike.perDay'] }, bikes, locale)
  })
}

for (const locale of locales) {
  test(`the rental terms show every synced question, in order, and its answer (${locale})`, async ({ page }) => {
    await openIn(page, locale)
    const section = page.getByRole('region', { name: messages[locale]['terms.title'] })
    await expect(section.locator('summary')).toHaveText(terms.map((term) => term.question[locale]))
    for (const term of terms) {
      await section.getByText(term.question[locale], { exact: true }).click()
      await expect(section.getByText(term.answer[locale], { exact: true })).toBeVisible()
    }
  })
}
