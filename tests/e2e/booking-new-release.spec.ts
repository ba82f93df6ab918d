// A tab left open across a new release: the old build's booking chunk is gone (404). A tap on Book
// reloads the page once and opens the form with that bike; if the form still cannot load, the
// visitor gets the shop's phone, LINE and WhatsApp, and the page does not reload again.
import { expect, test, type Page } from './fixtures'
import { messages, settings } from './helpers/content'
import { openIn } from './helpers/site'

const CHUNK = '**/assets/BookingDialog-*.js'

/** Counts the page's loads of the document (the first one included). */
function countLoads(page: Page): { count: number } {
  const loads = { count: 0 }
  page.on('load', () => (loads.count += 1))
  return loads
}

for (const locale of ['th', 'en'] as const) {
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
    await expect(dialog).toBeVisible({ timeout: 20_000 })
    await expect(dialog.getByRole('combobox', { name: m['booking.bike'] })).toHaveText(/Yamaha NMAX 155/)
    expect(loads.count).toBe(1)
    expect(new URL(page.url()).hash).toBe('')
    expect(page.url()).toContain(locale === 'en' ? '/' : `lang=${locale}`)
  })
}

test('a form that still cannot load after that reload: the phone, LINE and WhatsApp, no second reload (zh)', async ({ page }) => {
  const m = messages.zh
  await page.route(CHUNK, (route) => route.fulfill({ status: 404, body: 'Not Found' }))
  await openIn(page, 'zh')
  const loads = countLoads(page)
  await page.getByRole('button', { name: m['bike.bookLabel'].replace('{name}', 'Honda PCX 150') }).click()

  const notice = page.getByRole('alert').filter({ hasText: m['booking.loadFailed'] })
  await expect(notice).toBeVisible({ timeout: 20_000 })
  await expect(notice.getByRole('link', { name: settings.phone })).toHaveAttribute('href', `tel:${settings.phone.replace(/[^\d+]/g, '')}`)
  await expect(notice.getByRole('link', { name: 'LINE' })).toHaveAttribute('href', /line\.me/)
  await expect(notice.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /wa\.me/)
  await page.waitForTimeout(1000)
  expect(loads.count).toBe(1)
})
