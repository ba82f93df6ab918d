// A tab left open across a new release: the old build's booking chunk is gone (404). A tap on Book
// reloads the page once and opens the form with that bike; if the form still cannot load, the
// visitor is told so and taken to the contact section (phone, LINE, WhatsApp), with no second reload.
import { expect, test, type Page } from './fixtures'
import { messages, settings } from './helpers/content'
import { openIn } from './helpers/site'

const CHUNK = '**/assets/BookingDialogChunk-*.js'

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
    await expect(dialog, 'the visitor tapped Book on a page of the old release and no form opened').toBeVisible()
    await expect(dialog.getByRole('combobox', { name: m['booking.bike'] }).locator('option:checked')).toHaveText(/Yamaha NMAX 155/)
    expect(loads.count).toBe(1)
    expect(new URL(page.url()).hash).toBe('')
    expect(page.url()).toContain(locale === 'en' ? '/' : `lang=${locale}`)
  })
}

test('a form that still cannot load after that reload: a plain message, then the contact section, no second reload (zh)', async ({ page }) => {
  const m = messages.zh
  await page.route(CHUNK, (route) => route.fulfill({ status: 404, body: 'Not Found' }))
  await openIn(page, 'zh')
  const loads = countLoads(page)
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  await page.getByRole('button', { name: m['bike.bookLabel'].replace('{name}', 'Honda PCX 150') }).click()

  await expect.poll(() => alerts, 'the form cannot load and the visitor is told nothing').toEqual([m['booking.loadFailed']])
  await expect.poll(() => new URL(page.url()).hash).toBe('#contact')
  const contact = page.locator('#contact')
  await expect(contact.getByRole('link', { name: new RegExp(settings.phone.replace(/[+]/g, '\\+')) }).first()).toBeInViewport()
  await expect(contact.locator('a[href*="line.me"]').first()).toBeVisible()
  await expect(contact.locator('a[href*="wa.me"]').first()).toBeVisible()
  // Nothing to wait for but time: a second reload, if the page were to make one, follows at once.
  // A slower machine can only make this window miss a reload, never fail a page that behaves.
  await page.waitForTimeout(1000)
  expect(loads.count, 'the page reloaded a second time').toBe(1)
})
