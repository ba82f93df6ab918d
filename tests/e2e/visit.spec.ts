// The way to the shop and the reviews, in Chromium against the built site (seed content): in the
// prerendered HTML of every language, nothing of theirs fetched or run before the visitor nears
// them, no third-party request or cookie, "open now" in Phuket time, and a language switch.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from './fixtures'
import { messages, settings } from './helpers/content'
import { chooseLanguage, collectConsoleErrors, expectNoAxeViolations, openIn } from './helpers/site'
import { locales } from '../../src/i18n/locales'
import type { ShopVisit } from '../../src/content/visit'

const visit: ShopVisit = JSON.parse(readFileSync(new URL('../../src/generated/visit.json', import.meta.url), 'utf8')).item
const { lat, lng } = visit.location
const googleMaps = `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`
const islandChunk = /\/assets\/(ShopLocation|ReviewsSection|visit)-[\w-]+\.js$/

/** Every URL the page asks for, from now on. */
function requestsOf(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => void urls.push(request.url()))
  return urls
}

for (const locale of locales) {
  test(`the prerendered page shows the way to the shop, with no script (${locale})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto(locale === 'en' ? '/' : `/?lang=${locale}`)
    const text = messages[locale]
    const panel = page.getByRole('region', { name: text['visit.map.title'] })
    await expect(panel.getByRole('link', { name: text['visit.map.google'] })).toHaveAttribute('href', googleMaps)
    await expect(panel.getByRole('link', { name: text['visit.map.apple'] })).toHaveAttribute('href', /^https:\/\/maps\.apple\.com\/\?ll=/)
    await expect(panel.getByText(text['visit.hours.timeZone'])).toBeVisible()
    // The seed has no reviews: no section, not even its heading.
    await expect(page.getByRole('heading', { name: text['visit.reviews.title'] })).toHaveCount(0)
    await context.close()
  })
}

test('nothing of the way to the shop loads before the visitor nears it; then it says whether the shop is open, with no third-party request or cookie', async ({ page, context, browser, baseURL }) => {
  // 19:58 in Phuket, two minutes before closing (the seed's hours are 08:00-20:00).
  await page.clock.install({ time: new Date('2026-11-25T19:58:00+07:00') })
  const urls = requestsOf(page)
  const errors = collectConsoleErrors(page)
  await page.goto('/') // and the app started (hydrated) by a first intent
  await expect(page.locator('[data-island="location"]')).toBeAttached()
  expect(urls.filter((url) => islandChunk.test(url)), 'an island chunk was fetched before the visitor neared it').toEqual([])
  const status = page.locator('[data-open-status]')
  await expect(status).toHaveCount(0)

  await page.getByRole('region', { name: messages.en['visit.map.title'] }).scrollIntoViewIfNeeded()
  await expect(status, 'the panel never said whether the shop is open').toHaveText(`Open now, until ${settings.closesAt}`)
  expect(urls.filter((url) => islandChunk.test(url)).length).toBeGreaterThan(0)
  await page.clock.fastForward('03:00')
  await expect(status, 'the panel still said "open" after closing time').toHaveText(`Closed now, opens tomorrow at ${settings.opensAt}`)

  // The panel the chunk rendered is exactly as tall as the prerendered one: nothing below it moved.
  const panel = page.getByRole('region', { name: messages.en['visit.map.title'] })
  const rendered = (await panel.boundingBox())!.height
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: page.viewportSize() })
  const prerendered = await noScript.newPage()
  await prerendered.goto('/')
  const prerenderedPanel = prerendered.getByRole('region', { name: messages.en['visit.map.title'] })
  await prerenderedPanel.scrollIntoViewIfNeeded()
  expect(rendered).toBe((await prerenderedPanel.boundingBox())!.height)
  await noScript.close()

  const origin = new URL(baseURL!).origin
  expect(urls.filter((url) => !url.startsWith(origin) && !url.startsWith('data:')), 'a request left the site').toEqual([])
  expect(await context.cookies()).toEqual([])
  expect(errors).toEqual([])
  await expectNoAxeViolations(page)
})

test('a language switch shows the way to the shop in the new language', async ({ page }) => {
  await openIn(page, 'en')
  await chooseLanguage(page, 'zh')
  const panel = page.getByRole('region', { name: messages.zh['visit.map.title'] })
  await expect(panel.getByRole('link', { name: messages.zh['visit.map.google'] })).toBeVisible()
  await expect(panel.locator('[data-open-status]')).toHaveText(/营业|休息|打烊/)
})
