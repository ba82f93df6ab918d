// A tab left open across a new release: the old build's booking chunk is gone (404). A tap on Book
// reloads the page once and opens the form with that bike; if the form still cannot load, the
// visitor gets the phone, LINE and WhatsApp at once, with no second reload. (The app's own entry
// gone, or the network down: booking-app-unreachable.spec.ts.)
import { expect, test } from './fixtures'
import { messages } from './helpers/content'
import { newestLocale, openIn } from './helpers/site'
import { defaultLocale } from '../../src/i18n/locales'
import { countLoads, expectWayOut } from './helpers/wayOut'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts).
test.use({ pinnedClock: true })

const CHUNK = '**/assets/BookingDialogChunk-*.js'

for (const locale of [newestLocale, defaultLocale]) {
  test(`a missing chunk after a release (${locale}): one reload, then the form with the chosen bike`, async ({ page }) => {
    const m = messages[locale]
    // The release: this tab's booking chunk, not fetched yet (the app starts it with the form's
    // other chunks), is gone until the page is loaded anew.
    let gone = true
    await page.route(CHUNK, (route) => (gone ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue()))
    await openIn(page, locale)
    const loads = countLoads(page)
    page.on('request', (request) => {
      if (request.resourceType() === 'document') gone = false // the new build's page asks for its own chunks
    })
    await page.getByRole('button', { name: m['bike.bookLabel'].replace('{name}', 'Yamaha NMAX 155') }).click()

    const dialog = page.getByRole('dialog')
    await expect(dialog, 'the visitor tapped Book on a page of the old release and no form opened').toBeVisible()
    await expect(dialog.getByRole('combobox', { name: m['booking.bike'] }).locator('option:checked')).toHaveText(/Yamaha NMAX 155/)
    expect(loads.count).toBe(1)
    expect(new URL(page.url()).hash).toBe('')
    expect(page.url()).toContain(locale === 'en' ? '/' : `lang=${locale}`)
  })
}

test('a form that still cannot load after that reload: the phone, LINE and WhatsApp at once, no second reload (zh)', async ({ page }) => {
  const m = messages.zh
  await page.route(CHUNK, (route) => route.fulfill({ status: 404, body: 'Not Found' }))
  await openIn(page, 'zh')
  const loads = countLoads(page)
  await page.getByRole('button', { name: m['bike.bookLabel'].replace('{name}', 'Honda PCX 150') }).click()

  await expectWayOut(page, 'zh')
  // The message shows only where the page does not reload: it is the last word, no wait needed.
  expect(loads.count, 'the page did not reload exactly once').toBe(1)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
