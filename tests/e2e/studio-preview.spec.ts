// The Studio's Presentation tool on the site's preview build (dist-preview, made by
// `npm run test:studio` with the Studio): the draft shows as the owner types, a click on the
// preview opens the field, and a draft the sync would refuse shows the sync's message. Sanity's
// API is answered in the browser from the seed (./helpers/sanity-api-route.ts); the preview's
// address baked into the Studio (its default, the local preview server) is answered from dist-preview.
import { expect, test, type Page } from '@playwright/test'
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { REPO_ROOT } from '../../scripts/sync/cli'
import { loadSeedDataset } from '../../scripts/sync/seed-source'
import { serveStatic } from '../../scripts/serve/serve'
import { answerSanityApi } from './helpers/sanity-api-route'
import { keepListenersOpen } from './helpers/idle-listener'

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

type Frame = ReturnType<Page['frameLocator']>

async function openPresentation(page: Page, route: string): Promise<Frame> {
  const { documents } = await loadSeedDataset(SEED)
  await keepListenersOpen(page)
  await answerSanityApi(page, documents as Array<Record<string, unknown> & { _id: string }>, path.join(SEED, 'images'))
  await page.route(`${PREVIEW_ORIGIN}/**`, async (answer) => {
    const asked = new URL(answer.request().url())
    await answer.fulfill({ response: await answer.fetch({ url: `${previewUrl}${asked.pathname}${asked.search}` }) })
  })
  await page.goto(`${studioUrl}${route}`)
  return page.frameLocator('iframe[title="Preview"], iframe').first()
}

/** The Honda's card in the preview (its heading carries stega: compare by containment). */
const hondaCard = (frame: Frame) => frame.locator('article').filter({ has: frame.locator('h3', { hasText: 'Honda PCX 150' }) })
const priceField = (page: Page) => page.getByLabel('Price per day (baht)')

/** Opens the Honda beside the preview and waits until both show its price and the form takes input. */
async function openHonda(page: Page): Promise<Frame> {
  const frame = await openPresentation(page, '/presentation/bike/bike.honda-pcx?preview=%2F')
  await expect(hondaCard(frame)).toContainText('250 baht / day', { timeout: 60_000 })
  await expect(priceField(page)).toHaveValue('250')
  await expect(priceField(page)).toBeEditable({ timeout: 60_000 })
  return frame
}

test('Presentation shows the site with the bike open beside it, and the drafts carry edit links only in text', async ({ page }) => {
  const frame = await openPresentation(page, '/presentation/bike/bike.honda-pcx?preview=%2F')
  await expect(hondaCard(frame)).toContainText('250 baht / day', { timeout: 60_000 })
  await expect(priceField(page)).toHaveValue('250')
  // Stega in visible text (the bike's name), never in a link's address or a phone link.
  expect(await hondaCard(frame).locator('h3').textContent()).toMatch(/[\u200b-\u200d\ufeff]/)
  const hrefs = await frame.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(0)
  expect(hrefs.filter((href) => /[\u200b-\u200d\ufeff]/.test(href))).toEqual([])
  await expect(hondaCard(frame).locator('[data-sanity]')).toHaveCount(1)
})

test('a draft price typed into the bike shows in the preview within 2 s', async ({ page }) => {
  const frame = await openHonda(page)
  await priceField(page).fill('333')
  await expect(hondaCard(frame)).toContainText('333 baht / day', { timeout: 2_000 })
  await expect(priceField(page)).toHaveValue('333')
})

test("a click on a bike's price in the preview opens that price field in the Studio", async ({ page }) => {
  const frame = await openHonda(page)
  await hondaCard(frame).getByText('250 baht / day').click()
  // Presentation records the field the overlay named in its address: the bike's price.
  await expect(page).toHaveURL(/\/presentation\/bike\/bike\.honda-pcx\/price\?/)
  // The Studio focuses the field of that address when it opens the document. Inside a document
  // already open it moves the focus only sometimes (1 run in 4 here, as with a click on stega
  // text), so the address the click led to is what is checked for focus.
  await page.goto(page.url())
  await expect(priceField(page)).toBeFocused({ timeout: 60_000 })
})

test("a draft the sync would refuse shows the sync's message, naming document and field", async ({ page }) => {
  const frame = await openHonda(page)
  await priceField(page).fill('-5')
  const problems = frame.getByRole('alert')
  await expect(problems).toContainText('bike "honda-pcx": price must be a positive whole number of baht per day (got -5)', { timeout: 2_000 })
  await expect(problems).toContainText('is invalid (1 problem)')
  // Fixed, the page is back.
  await priceField(page).fill('260')
  await expect(hondaCard(frame)).toContainText('260 baht / day', { timeout: 2_000 })
})

test('the preview shows each language: Chinese at its address, Thai from the site menu', async ({ page }) => {
  const frame = await openPresentation(page, `/presentation/bike/bike.honda-pcx?preview=${encodeURIComponent('/?lang=zh')}`)
  await expect(frame.locator('html')).toHaveAttribute('lang', 'zh-Hans', { timeout: 60_000 })
  await expect(hondaCard(frame)).toContainText('250', { timeout: 60_000 })
  await expect(frame.getByRole('heading', { level: 1, name: /畅游普吉岛/ })).toBeVisible()
  // With Edit on, a click on a text opens it in the Studio; with Edit off the site's menus work.
  const edit = page.getByRole('checkbox', { name: 'Edit' })
  await edit.locator('xpath=..').click()
  await expect(edit).not.toBeChecked()
  await frame.getByRole('button', { name: /Language|语言|ภาษา/ }).click()
  await frame.getByRole('menuitemradio', { name: /ไทย/ }).click()
  await expect(frame.locator('html')).toHaveAttribute('lang', 'th')
  // A draft still shows after the switch.
  await expect(priceField(page)).toBeEditable({ timeout: 60_000 })
  await priceField(page).fill('270')
  await expect(hondaCard(frame)).toContainText('270', { timeout: 2_000 })
})
