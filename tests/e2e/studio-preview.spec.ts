// The Studio's Presentation tool on the site's preview build (dist-preview, made by
// `npm run test:studio` with the Studio): the draft shows as the owner types, a click on the
// preview opens the field, and a draft the sync would refuse shows the sync's message. Sanity's
// API is answered in the browser from the seed (./helpers/sanity-api-route.ts); the preview's
// address baked into the Studio (its default, the local preview server) is answered from dist-preview.
import { expect, test, type Frame as PageFrame, type Locator, type Page } from '@playwright/test'
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { REPO_ROOT } from '../../pipeline/cli'
import { loadSeedDataset } from '../../pipeline/sources/seed-source'
import { serveStatic } from '../../tools/serve/serve'
import { answerSanityApi } from './helpers/sanity-api-route'
import { keepListenersOpen, listenersOpened } from './helpers/idle-listener'
import { languageButton } from './helpers/site'

const STUDIO_DIST = path.join(REPO_ROOT, 'studio', 'dist')
const PREVIEW_DIST = path.join(REPO_ROOT, 'dist-preview')
const SEED = path.join(REPO_ROOT, 'studio', 'seed')
const PREVIEW_ORIGIN = 'http://127.0.0.1:3334'
const servers: Server[] = []
let studioUrl: string
let previewUrl: string

test.describe.configure({ timeout: 120_000 })
test.beforeAll(async () => {
  for (const dist of [STUDIO_DIST, PREVIEW_DIST]) {
    expect(existsSync(path.join(dist, 'index.html')), `${dist} is missing: run \`npm run test:studio\` (it builds the Studio and the preview)`).toBe(true)
  }
  const studio = await serveStatic(STUDIO_DIST)
  const preview = await serveStatic(PREVIEW_DIST)
  servers.push(studio.server, preview.server)
  ;[studioUrl, previewUrl] = [studio.url, preview.url]
})
test.afterAll(() => servers.forEach((server) => server.close()))
// A preview file may still be on its way when a test ends: nobody waits for it any more.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }))

type Frame = ReturnType<Page['frameLocator']>

/** The Studio's Presentation at `route`, on the seed plus `extra` documents (published). */
async function openPresentation(page: Page, route: string, extra: Array<Record<string, unknown> & { _id: string }> = []): Promise<Frame> {
  const { documents: seed } = await loadSeedDataset(SEED)
  const documents = [...seed, ...extra]
  await keepListenersOpen(page)
  await answerSanityApi(page, documents as Array<Record<string, unknown> & { _id: string }>, path.join(SEED, 'images'))
  await page.route(`${PREVIEW_ORIGIN}/**`, async (answer) => {
    const asked = new URL(answer.request().url())
    try {
      await answer.fulfill({ response: await answer.fetch({ url: `${previewUrl}${asked.pathname}${asked.search}` }) })
    } catch (error) {
      // The Studio was reloaded (a test opens a field's address anew) while this file was on its
      // way: the preview that asked for it is gone, and nobody waits for the answer.
      if (!/disposed|closed|destroyed|Test ended/i.test(String(error))) throw error
    }
  })
  await page.goto(`${studioUrl}${route}`)
  return page.frameLocator('iframe[title="Preview"], iframe').first()
}

/** The Honda's card in the preview (its heading carries stega: compare by containment). */
const hondaCard = (frame: Frame) => frame.locator('article').filter({ has: frame.locator('h3', { hasText: 'Honda PCX 150' }) })
const priceField = (page: Page) => page.getByLabel('Price per day (baht)')

// How long a draft takes to reach the preview, from the Studio's input event to the preview's
// first frame showing it (both read from the browser's clock), is printed for every typed value:
// the owner's promise is 2 s for a change (0.2-0.3 s on this project's 2-core machine, 0.3-1.4 s
// on one core of it, shared or not); the first change of a published bike also makes its draft
// (1.0-1.5 s on two cores, 2.1-6.0 s on one). Milliseconds differ from machine to machine, so
// what fails the test is what made the promise break on a slower one: a listener that
// reconnects while the owner types (each reconnect re-reads the bike and re-runs the preview's
// queries; on one core that loop held a typed price back for 1-14 s), or a draft that never shows.
const SHOWS_AT_ALL_MS = 60_000

/** The preview's frame in the page (the iframe stays; the site inside it renders anew). */
function previewFrame(page: Page): PageFrame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(PREVIEW_ORIGIN))
  if (!frame) throw new Error(`the Studio shows no preview from ${PREVIEW_ORIGIN}`)
  return frame
}

/**
 * The site's language menu open and still: its opening slide can land between a press and its
 * release on a busy machine, and the release then meets another item (tests/e2e/helpers/site.ts).
 */
async function menuAtRest(page: Page, frame: Frame): Promise<void> {
  await expect(frame.getByRole('menu')).toBeVisible()
  await previewFrame(page).evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))))
}

type Shown = { kind: 'honda'; text: string } | { kind: 'alert'; text: string }

/**
 * Types `value` into the price field and waits until the preview shows `shown`. Fails when the
 * Studio reconnected a listener meanwhile; prints the milliseconds from the Studio's input event
 * to the preview's first frame showing it and keeps them among the test's annotations.
 */
async function typePrice(page: Page, value: string, shown: Shown, visible: Locator, failure: string, change: 'first' | 'later'): Promise<void> {
  const frame = previewFrame(page)
  await page.evaluate(() => {
    const w = window as unknown as { typedAt?: Promise<number> }
    w.typedAt = new Promise((resolve) => document.addEventListener('input', () => resolve(Date.now()), { capture: true, once: true }))
  })
  await frame.evaluate((wanted) => {
    const w = window as unknown as { shownAt?: Promise<number> }
    const showing = () => {
      // As the page reads, whatever its spaces: a card's price keeps its unit with no-break spaces.
      const read = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ')
      if (wanted.kind === 'alert') return read(document.querySelector('[role="alert"]')).includes(wanted.text)
      const card = Array.from(document.querySelectorAll('article')).find((article) => read(article.querySelector('h3')).includes('Honda PCX 150'))
      return read(card).includes(wanted.text)
    }
    w.shownAt = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!showing()) return
        observer.disconnect()
        requestAnimationFrame(() => resolve(Date.now()))
      })
      observer.observe(document, { childList: true, subtree: true, characterData: true })
    })
  }, shown)
  const openedBefore = (await listenersOpened(page)).length
  await priceField(page).fill(value)
  await expect(visible, failure).toContainText(shown.text, { timeout: SHOWS_AT_ALL_MS })
  const opened = (await listenersOpened(page)).slice(openedBefore)
  const reconnects = opened.length
  const typedAt = await page.evaluate(() => (window as unknown as { typedAt: Promise<number> }).typedAt)
  const shownAt = await frame.evaluate(() => (window as unknown as { shownAt: Promise<number> }).shownAt)
  const line = `typed ${value} → preview shows "${shown.text}" after ${shownAt - typedAt} ms (listener reconnects: ${reconnects})`
  console.log(`[studio-preview] ${test.info().title}: ${line}`)
  test.info().annotations.push({ type: 'draft latency', description: line })
  // The first change of a published bike makes its draft, and on a slow or busy machine the
  // Studio then sometimes opens its documents' listener anew (0 times on two cores, 0 or 3 on one);
  // a change after that never should.
  if (change === 'later') expect(
    reconnects,
    `the Studio reconnected its listener ${reconnects} time(s) while the owner typed ${value}: each reconnect re-reads the bike and holds the draft back from the preview (${opened.join(', ').slice(0, 600)})`,
  ).toBe(0)
}

/** Opens the Honda beside the preview and waits until both show its price and the form takes input. */
async function openHonda(page: Page): Promise<Frame> {
  const frame = await openPresentation(page, '/presentation/bike/bike.honda-pcx?preview=%2F')
  await expect(hondaCard(frame), 'the preview never showed the Honda at its published 250 baht').toContainText('250 baht / day', { timeout: SHOWS_AT_ALL_MS })
  await expect(priceField(page), 'the Studio never showed the Honda\'s published price').toHaveValue('250', { timeout: SHOWS_AT_ALL_MS })
  await expect(priceField(page), 'the price field never took input').toBeEditable({ timeout: SHOWS_AT_ALL_MS })
  return frame
}

test('Presentation shows the site with the bike open beside it, and the drafts carry edit links only in text', async ({ page }) => {
  const frame = await openPresentation(page, '/presentation/bike/bike.honda-pcx?preview=%2F')
  await expect(hondaCard(frame), 'the preview never showed the Honda at its published 250 baht').toContainText('250 baht / day', { timeout: SHOWS_AT_ALL_MS })
  await expect(priceField(page)).toHaveValue('250', { timeout: SHOWS_AT_ALL_MS })
  // Stega in visible text (the bike's name), never in a link's address or a phone link.
  expect(await hondaCard(frame).locator('h3').textContent()).toMatch(/[\u200b-\u200d\ufeff]/)
  const hrefs = await frame.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(0)
  expect(hrefs.filter((href) => /[\u200b-\u200d\ufeff]/.test(href)), 'a link in the preview carries edit-link characters in its address').toEqual([])
  // The day price, and the week and month line.
  await expect(hondaCard(frame).locator('[data-sanity]'), 'the Honda\'s prices are not clickable in the preview').toHaveCount(2)
})

test('each draft price typed into the bike shows in the preview, timed and printed, and no listener reconnects once the draft is made', async ({ page }) => {
  const frame = await openHonda(page)
  const card = hondaCard(frame)
  for (const [price, change] of [['333', 'first'], ['345', 'later'], ['310', 'later']] as const) {
    await typePrice(page, price, { kind: 'honda', text: `from ${price} baht / day` }, card, `the preview never showed the price ${price} the owner typed`, change)
  }
  // Above the seed's Songkran price for the PCX (350 a day), the card's "from" is that season's price.
  await typePrice(page, '400', { kind: 'honda', text: 'from 350 baht / day' }, card, 'the preview never showed "from" the Songkran price once the day price rose above it', 'later')
  await expect(priceField(page)).toHaveValue('400')
})

test("a click on a bike's price in the preview opens that price field in the Studio", async ({ page }) => {
  const frame = await openHonda(page)
  await hondaCard(frame).getByText('250 baht / day').click()
  // Presentation records the field the overlay named in its address: the bike's price.
  await expect(page, 'a click on the price did not lead the Studio to the price field').toHaveURL(/\/presentation\/bike\/bike\.honda-pcx\/price\?/)
  // The Studio focuses the field of that address when it opens the document. Inside a document
  // already open it moves the focus only sometimes (1 run in 4 here, as with a click on stega
  // text), so the address the click led to is what is checked for focus.
  await page.goto(page.url())
  await expect(priceField(page), 'the price field\'s address opened the bike without the price field in focus').toBeFocused({ timeout: SHOWS_AT_ALL_MS })
})

test("a click on a bike's week and month line in the preview opens its week price in the Studio", async ({ page }) => {
  const frame = await openHonda(page)
  await hondaCard(frame).getByText('1,500 baht / week').click()
  await expect(page, 'a click on the week and month line did not lead the Studio to the week price').toHaveURL(/\/presentation\/bike\/bike\.honda-pcx\/weekPrice\?/)
})

test('with the booking form open in the preview, a month price typed into the bike shows on the card and in the estimate, and the Studio keeps the typing', async ({ page }) => {
  const frame = await openHonda(page)
  // From the keyboard: in Presentation a click on text the Studio can edit opens its field instead.
  await hondaCard(frame).getByRole('button', { name: /Book Honda PCX 150/ }).press('Enter')
  const form = frame.getByRole('dialog')
  await form.getByLabel('Rental Period').selectOption('1-month')
  await expect(form.getByText(/1 month × 5,500 baht/), 'the estimate never showed the published month price').toBeVisible({ timeout: SHOWS_AT_ALL_MS })
  const monthField = page.getByLabel('Price per month (baht)')
  await expect(monthField).toBeEditable({ timeout: SHOWS_AT_ALL_MS })
  // Typed key by key, as the owner types: each key makes a draft and a new render of the preview,
  // and the form opened again in it must not take the focus (a key would then land in the preview).
  await monthField.fill('')
  await monthField.pressSequentially('5200', { delay: 120 })
  await expect(monthField, 'a key the owner typed went astray').toHaveValue('5200')
  await expect(hondaCard(frame), 'the card never showed the month price the owner typed').toContainText('5,200 baht / month', { timeout: SHOWS_AT_ALL_MS })
  await expect(form, 'the booking form closed when the preview showed the draft').toBeVisible()
  await expect(form.getByText(/1 month × 5,200 baht/), 'the estimate never followed the month price the owner typed').toBeVisible({ timeout: SHOWS_AT_ALL_MS })
  await expect(form.getByLabel('Rental Period'), 'the form opened again without the period chosen').toHaveValue('1-month')
})

test("a season's percentage typed in the Studio shows in the open form's estimate of a rental across its first day", async ({ page }) => {
  const frame = await openPresentation(page, '/presentation/season/season.high-2026-27?preview=%2F')
  await expect(hondaCard(frame), 'the preview never showed the Honda').toContainText('250 baht / day', { timeout: SHOWS_AT_ALL_MS })
  await hondaCard(frame).getByRole('button', { name: /Book Honda PCX 150/ }).press('Enter')
  const form = frame.getByRole('dialog')
  // 13 to 17 December: two ordinary days, then two of the high season (from 15 December, +30 %): the
  // season adds its percentage of those two days' 500 baht.
  await form.locator('input[name="startDate"]').fill('2026-12-13')
  await form.locator('input[name="endDate"]').fill('2026-12-17')
  // The texts carry the Studio's invisible edit links: the estimate is read without them.
  const estimate = async () => (await form.locator('section[aria-labelledby="booking-estimate-title"]').innerText()).replace(/[\u200b-\u200d\ufeff]/g, '')
  await expect.poll(estimate, { message: 'the estimate never showed the published season price', timeout: SHOWS_AT_ALL_MS }).toMatch(/High season, 2 days \(Dec 15\s–\s16, 2026\): \+30% of 500 baht = \+150 baht/)
  const percent = page.getByLabel('Change for every bike (%)')
  await expect(percent).toBeEditable({ timeout: SHOWS_AT_ALL_MS })
  await percent.fill('')
  await percent.pressSequentially('40', { delay: 120 })
  await expect(percent, 'a key the owner typed went astray').toHaveValue('40')
  await expect.poll(estimate, { message: 'the estimate never followed the percentage the owner typed', timeout: SHOWS_AT_ALL_MS }).toMatch(/High season, 2 days \(Dec 15\s–\s16, 2026\): \+40% of 500 baht = \+200 baht/)
})

test("a rental's first day typed in the Studio marks its bike booked in the open form", async ({ page }) => {
  // The seed's example: the Yamaha NMAX out from 18 to 27 December 2030.
  const frame = await openPresentation(page, '/presentation/rental/rental.example-nmax?preview=%2F')
  const nmax = frame.locator('article').filter({ has: frame.locator('h3', { hasText: 'Yamaha NMAX 155' }) })
  await expect(nmax, 'the preview never showed the NMAX').toBeVisible({ timeout: SHOWS_AT_ALL_MS })
  await nmax.getByRole('button', { name: /Book Yamaha NMAX 155/ }).press('Enter')
  const form = frame.getByRole('dialog')
  await form.locator('input[name="startDate"]').fill('2030-12-12')
  await form.locator('input[name="endDate"]').fill('2030-12-15')
  // The texts carry the Studio's invisible edit links: the chosen bike is read without them.
  const chosen = async () => (await form.locator('select[name="bike"] option:checked').innerText()).replace(/[\u200b-\u200d\ufeff]/g, '')
  await expect.poll(chosen, { message: 'the form marked the NMAX booked before its rental reached the dates', timeout: SHOWS_AT_ALL_MS }).toMatch(/^Yamaha NMAX 155$/)
  const firstDay = page.getByLabel('First day')
  await expect(firstDay).toBeEditable({ timeout: SHOWS_AT_ALL_MS })
  await firstDay.fill('2030-12-14')
  await firstDay.press('Enter')
  await expect.poll(chosen, { message: 'the open form never marked the NMAX booked from the draft rental', timeout: SHOWS_AT_ALL_MS }).toBe('Yamaha NMAX 155 — booked until Dec 27, 2030')
  await expect(form, 'the booking form closed when the preview showed the draft').toBeVisible()
  await expect(form.locator('input[name="startDate"]'), 'the form opened again without its dates').toHaveValue('2030-12-12')
})

test("a draft the sync would refuse shows the sync's message, naming document and field", async ({ page }) => {
  const frame = await openHonda(page)
  const problems = frame.getByRole('alert')
  const message = 'bike "honda-pcx": price must be a positive whole number of baht per day (got -5)'
  await typePrice(page, '-5', { kind: 'alert', text: message }, problems, 'the preview never showed the sync\'s message for the price -5', 'first')
  await expect(problems, 'the sync\'s message does not count its problems').toContainText('is invalid (1 problem)')
  // Fixed, the page is back.
  await typePrice(page, '260', { kind: 'honda', text: '260 baht / day' }, hondaCard(frame), 'the preview kept the sync\'s message after the owner fixed the price to 260', 'later')
})

test('the preview shows each language: Chinese at its address, Thai and Russian from the site menu', async ({ page }) => {
  const frame = await openPresentation(page, `/presentation/bike/bike.honda-pcx?preview=${encodeURIComponent('/?lang=zh')}`)
  await expect(frame.locator('html'), 'the preview at /?lang=zh is not in Chinese').toHaveAttribute('lang', 'zh-Hans', { timeout: SHOWS_AT_ALL_MS })
  await expect(hondaCard(frame), 'the Chinese preview never showed the Honda').toContainText('250', { timeout: SHOWS_AT_ALL_MS })
  await expect(frame.getByRole('heading', { level: 1, name: /畅游普吉岛/ })).toBeVisible()
  // With Edit on, a click on a text opens it in the Studio; with Edit off the site's menus work.
  const edit = page.getByRole('checkbox', { name: 'Edit' })
  await edit.locator('xpath=..').click()
  await expect(edit, 'the Presentation toolbar\'s Edit stayed on').not.toBeChecked()
  await frame.getByRole('button', { name: languageButton }).click()
  await menuAtRest(page, frame)
  await frame.getByRole('menuitemradio', { name: /ไทย/ }).click()
  await expect(frame.locator('html'), 'the site\'s menu did not switch the preview to Thai').toHaveAttribute('lang', 'th')
  // A draft still shows after the switch (the Honda's first change: it makes the draft).
  await expect(priceField(page), 'the price field never took input').toBeEditable({ timeout: SHOWS_AT_ALL_MS })
  await typePrice(page, '270', { kind: 'honda', text: '270' }, hondaCard(frame), 'the Thai preview never showed the price 270 the owner typed', 'first')
  await expect(frame.locator('html'), 'the draft took the preview out of Thai').toHaveAttribute('lang', 'th')
  // The newest language, with the content's own words in it (a bike's features come with each language).
  await frame.getByRole('button', { name: languageButton }).click()
  await menuAtRest(page, frame)
  await frame.getByRole('menuitemradio', { name: /Русский/ }).click()
  await expect(frame.locator('html'), 'the site\'s menu did not switch the preview to Russian').toHaveAttribute('lang', 'ru')
  await expect(hondaCard(frame), 'the Russian preview lost the draft price').toContainText('270')
  await expect(hondaCard(frame), 'the Russian preview shows no Russian feature').toContainText('Низкий расход топлива')
})

test('a review the owner types shows in the preview as typed, with the way to the shop below it', async ({ page }) => {
  const review = { _id: 'review.anna', _type: 'review', text: 'Clean scooter, fair deposit.', language: 'en', author: 'Anna K.', country: 'AU', rating: 5, date: '2026-10-02', source: 'google' }
  const frame = await openPresentation(page, `/presentation/review/${review._id}?preview=%2F`, [review])
  const reviews = frame.getByRole('region', { name: 'What riders say' })
  await expect(reviews, 'the preview never showed the published review').toContainText('Clean scooter, fair deposit.', { timeout: SHOWS_AT_ALL_MS })
  await expect(reviews).toContainText('Average of the 1 review the shop has collected')
  const text = page.getByLabel('Review text')
  await expect(text, 'the review text field never took input').toBeEditable({ timeout: SHOWS_AT_ALL_MS })
  await text.fill('Clean scooter, fair deposit, delivered to our hotel.')
  await expect(reviews, 'the preview never showed the words the owner typed').toContainText('delivered to our hotel', { timeout: SHOWS_AT_ALL_MS })
  const location = frame.getByRole('region', { name: 'Find the shop' })
  await expect(location.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=7\.\d+,98\.\d+$/)
  await expect(location.getByRole('img', { name: /Sketch map of Patong/ })).toBeVisible()
})

/**
 * Opens `documentPath` in Presentation as the owner does (the preview on the home page's top) and
 * picks the place named `location` in "Used on 4 pages" above the form: the preview's address then
 * names the place (studio/rules/previewPlace.ts).
 */
async function openAtLocation(page: Page, documentPath: string, location: string): Promise<Frame> {
  const frame = await openPresentation(page, `/presentation/${documentPath}`)
  // Presentation sends a location to a preview only once the preview has told it its address
  // (preview/place/navigation.ts), and takes that address into its own: a location picked before
  // is overruled by it, as with any site Presentation shows.
  await expect(page, 'the preview never told the Studio its address').toHaveURL(/preview=http%3A/, { timeout: SHOWS_AT_ALL_MS })
  await page.getByRole('button', { name: 'Used on 4 pages' }).click({ timeout: SHOWS_AT_ALL_MS })
  // Inside Presentation a location is an <a> without an address (a click navigates the preview): no link role.
  await page.getByText(location, { exact: true }).click()
  return frame
}

test("a bike opened in Preview from above its form shows its card in view, one behind View All Bikes too, and keeps it there while the owner types", async ({ page }) => {
  // The KTM is the seed's tenth bike: the gallery shows three until "View All Bikes".
  const frame = await openAtLocation(page, 'bike/bike.ktm-duke390', "Home page, English: KTM 390 Duke's card")
  await expect(page, 'the location did not take the preview to the bike').toHaveURL(/preview=[^&]*%3Fbike%3Dktm-duke390/)
  const ktm = frame.locator('article').filter({ has: frame.locator('h3', { hasText: 'KTM 390 Duke' }) })
  await expect(ktm, 'the preview did not open on the KTM\'s card').toBeInViewport({ timeout: SHOWS_AT_ALL_MS })
  // Each draft renders the site afresh, its gallery closed: the card stays open and in view.
  const price = priceField(page)
  await expect(price).toBeEditable({ timeout: SHOWS_AT_ALL_MS })
  await price.fill('777')
  await expect(ktm, 'the preview never showed the price the owner typed').toContainText('777 baht / day', { timeout: SHOWS_AT_ALL_MS })
  await expect(ktm, 'the draft moved the KTM\'s card out of view').toBeInViewport()
})

test('a bike opened in Preview in Thai shows its card in view, in Thai', async ({ page }) => {
  const frame = await openAtLocation(page, 'bike/bike.yamaha-nmax', "Home page, Thai (ไทย): Yamaha NMAX 155's card")
  await expect(frame.locator('html'), 'the location did not open the preview in Thai').toHaveAttribute('lang', 'th', { timeout: SHOWS_AT_ALL_MS })
  const nmax = frame.locator('article').filter({ has: frame.locator('h3', { hasText: 'Yamaha NMAX 155' }) })
  await expect(nmax, 'the Thai preview did not open on the NMAX\'s card').toBeInViewport({ timeout: SHOWS_AT_ALL_MS })
})

test('a rental term opened in Preview shows the rental terms in view', async ({ page }) => {
  const frame = await openAtLocation(page, 'rentalTerm/rentalTerm.deposit', 'Home page, English: Rental terms')
  await expect(frame.locator('#terms'), 'the preview did not open on the rental terms').toBeInViewport({ timeout: SHOWS_AT_ALL_MS })
})
