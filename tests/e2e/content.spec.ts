// Whatever content the last sync wrote (the seed here, the live dataset in the content-publish
// workflow), the built site shows every bike with its price, in each language. Expectations
// come from src/generated, never from fixed values, so an owner's edit cannot break this test.
import { test } from './fixtures'
import { readFileSync } from 'node:fs'
import type { Bike } from '../../src/content'
import { locales } from '../../src/i18n/locales'
import { messages } from './helpers/content'
import { expectGalleryShows } from './helpers/gallery'
import { openIn } from './helpers/site'

const bikes: Bike[] = JSON.parse(readFileSync(new URL('../../src/generated/bikes.json', import.meta.url), 'utf8')).items

for (const locale of locales) {
  test(`the gallery shows every synced bike with its price per day (${locale})`, async ({ page }) => {
    await openIn(page, locale)
    const text = messages[locale]
    await expectGalleryShows(page, { title: text['gallery.title'], viewAll: text['gallery.viewAll'], perDay: text['bike.perDay'] }, bikes, locale)
  })
}
