// Book never goes dead when the app's own files cannot be fetched (src/app/inline/loader.ts). After
// a release removed them (404 from the page's first load), a Book tap reloads once into the new
// build and opens the form with the chosen bike; if they stay gone, the phone, LINE and WhatsApp
// show at once and nothing reloads again. Offline at the tap, the same message at once; back
// online, the form opens with that bike, the app run once. Each page here is opened outside the
// fixtures: nothing may start the app before the visitor's tap.
import type { Browser, BrowserContextOptions } from '@playwright/test'
import { expect, test, type Page } from './fixtures'
import { bookingForm } from './booking-helpers'
import { formatText, messages } from './helpers/content'
import { oldReleaseSite } from './helpers/oldRelease'
import { collectConsoleErrors, expectNoAxeViolations } from './helpers/site'
import { countLoads, expectWayOut, wayOut } from './helpers/wayOut'
import { MODULES_META } from '../../src/app/documentScripts'
import { READY_ATTRIBUTE } from '../../src/i18n/languageSwap'
import type { Locale } from '../../src/i18n/locales'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts).
test.use({ pinnedClock: true })

const bookButton = (page: Page, locale: Locale, bike: string) => page.getByRole('button', { name: formatText(locale, 'bike.bookLabel', { name: bike }) })

/** A page in a context of its own, loaded up to its load event and no further: no intent yet. */
async function visit(browser: Browser, url: string, options: BrowserContextOptions = {}, prepare?: (page: Page) => Promise<unknown>) {
  const context = await browser.newContext(options)
  const page = await context.newPage()
  await prepare?.(page)
  await page.goto(url, { waitUntil: 'load' })
  return { context, page }
}

test.describe('after a release', () => {
  let site: Awaited<ReturnType<typeof oldReleaseSite>>
  test.beforeEach(async () => {
    site = await oldReleaseSite()
  })
  test.afterEach(() => site.close())

  test('a page of the old release: a Book tap reloads once into the new build and opens the form with that bike', async ({ browser }) => {
    // The old build's files are held back, as a slow connection does, until the visitor has typed:
    // their 404, and the reload it brings, come after the typing on any machine (typed during the
    // reload itself, a key would reach neither page).
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const holdOldFiles = (page: Page) =>
      page.route('**/assets/*-old.js', async (route) => {
        await held
        await route.continue().catch(() => undefined) // the page may be gone by then
      })
    const { context, page } = await visit(browser, `${site.url}/`, {}, holdOldFiles)
    await site.deployNewBuild()
    const loads = countLoads(page)
    await bookButton(page, 'en', 'Yamaha NMAX 155').click()

    // The prerendered form shows at once; the old release's app cannot be had, so the page reloads
    // into the new build, whose form opens with the bike (and anything typed, kept in the draft).
    const form = bookingForm(page, 'en')
    await expect(form.dialog, 'the visitor tapped Book on a page of the old release and no form opened').toBeVisible()
    await form.field('booking.name').fill('Somchai')
    release()
    await expect.poll(() => loads.count, { message: 'the page did not reload into the new build' }).toBe(1)
    await expect(page.locator('html')).toHaveAttribute(READY_ATTRIBUTE, '')
    await expect(form.dialog, 'the form did not open again after the reload').toBeVisible()
    await expect(form.chosenBike).toHaveText(/Yamaha NMAX 155/)
    await expect(form.field('booking.name')).toHaveValue('Somchai')
    expect(loads.count, 'the page did not reload exactly once').toBe(1)
    expect(new URL(page.url()).hash).toBe('')
    await expect(wayOut(page, 'en')).toBeHidden()
    await context.close()
  })

  test('files still gone after that reload: the phone, LINE and WhatsApp at once, in Thai, and no second reload', async ({ browser }) => {
    const { context, page } = await visit(browser, `${site.url}/?lang=th`, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    const loads = countLoads(page)
    await bookButton(page, 'th', 'Honda PCX 150').tap()

    const message = await expectWayOut(page, 'th')
    // The loader shows the message only on the path where it does not reload: it is its last word.
    expect(loads.count, 'the page did not reload exactly once').toBe(1)
    expect(new URL(page.url()).searchParams.get('lang')).toBe('th')
    await expect(page.locator('html')).not.toHaveAttribute(READY_ATTRIBUTE)
    await expectNoAxeViolations(page)
    await message.getByRole('button', { name: messages.th['booking.close'] }).tap()
    await expect(message).toBeHidden()
    await context.close()
  })
})

test.describe('offline', () => {
  test("the app's files aborted from the first load, offline at the tap: the message at once; back online, the form with that bike, the app run once", async ({ browser, baseURL }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const errors = collectConsoleErrors(page)
    // Chromium's own request blocking: every fetch of the app's files fails from the first load on,
    // so none of them is in the page's module map before the tap (the loader fetches them at idle).
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setBlockedURLs', { urls: ['*/assets/*.js'] })
    await page.goto(`${baseURL}/`, { waitUntil: 'load' })
    await context.setOffline(true)
    await cdp.send('Network.setBlockedURLs', { urls: [] })

    await bookButton(page, 'en', 'Yamaha NMAX 155').click()
    const message = await expectWayOut(page, 'en')
    await context.setOffline(false)

    // The browser is back online: the loader fetches the app again and it replays the tap.
    const form = bookingForm(page, 'en')
    await expect(form.dialog, 'back online, the form the visitor asked for never opened').toBeVisible()
    await expect(form.chosenBike).toHaveText(/Yamaha NMAX 155/)
    await expect(message).toBeHidden()
    const entry = (await page.locator(`meta[name="${MODULES_META}"]`).getAttribute('content'))!.split(' ')[0]
    await expect(page.locator(`script[type="module"][src="${entry}"]`)).toHaveCount(1)
    // Run twice, React would report a second hydration of #root; only the failed fetches are logged.
    expect(errors.filter((text) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED|ERR_BLOCKED_BY_CLIENT/.test(text))).toEqual([])
    await context.close()
  })

  test("the app fetched, offline at the tap: the form's files cannot be had, the message at once and no reload; online, the next tap opens the form", async ({ browser, baseURL }) => {
    const { context, page } = await visit(browser, `${baseURL}/`)
    // The loader fetched the app at idle after the load; the booking form is fetched only at the first intent.
    const modules = (await page.locator(`meta[name="${MODULES_META}"]`).getAttribute('content'))!.split(' ')
    const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
    const missing = async () => {
      const done = await fetched()
      return modules.filter((url) => !done.includes(url))
    }
    await expect.poll(missing, { message: 'the app was never fetched after the load' }).toEqual([])
    await context.setOffline(true)
    const loads = countLoads(page)
    await bookButton(page, 'en', 'Yamaha NMAX 155').click()

    const message = await expectWayOut(page, 'en')
    expect(loads.count, 'offline, the page reloaded itself (into an error page)').toBe(0)
    await context.setOffline(false)
    await message.getByRole('button', { name: messages.en['booking.close'] }).click()
    await bookButton(page, 'en', 'Yamaha NMAX 155').click()
    const form = bookingForm(page, 'en')
    await expect(form.dialog).toBeVisible()
    await expect(form.chosenBike).toHaveText(/Yamaha NMAX 155/)
    await context.close()
  })
})
