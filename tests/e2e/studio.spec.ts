// The built Sanity Studio (studio/dist, made by `npm run test:studio`) renders the owner's desk.
// Sanity's API is answered in the browser from the seed (third-party HTTP, so page.route), since
// a real project needs a login; what this cannot show is a real project's sign-in and publishing.
import { expect, test, type Page } from '@playwright/test'
import path from 'node:path'
import { loadSeedDataset } from '../../pipeline/sources/seed-source'
import { serveBuiltStudio, STUDIO_SEED } from './helpers/builtStudio'
import { answerSanityApi } from './helpers/sanity-api-route'
import { defaultLocale, locales, type Locale } from '../../src/i18n/locales'
import { languageTitle } from '../../studio/languages'

const studio = serveBuiltStudio()

/** GitHub's API as the Studio's publish bar reads it (the test build names example-shop/phuket-moto-site). */
type GithubAnswers = { run?: Record<string, unknown>; annotations?: Array<{ annotation_level: string; title?: string; message: string }> }
const GITHUB = 'https://api.github.com/repos/example-shop/phuket-moto-site'

async function answerGithub(page: Page, { run, annotations = [] }: GithubAnswers = {}) {
  const asked: string[] = []
  await page.route('https://api.github.com/**', (route) => {
    const url = route.request().url()
    asked.push(url)
    const json = (body: unknown) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })
    if (url === `${GITHUB}/actions/workflows/content-publish.yml/runs?per_page=1`) return json({ workflow_runs: run ? [run] : [] })
    if (run && url === `${GITHUB}/actions/runs/${run.id}/jobs`) return json({ jobs: [{ id: 901 }] })
    if (url === `${GITHUB}/check-runs/901/annotations`) return json(annotations)
    return route.fulfill({ status: 404, body: '{}' })
  })
  return asked
}

async function openStudio(page: Page, route: string, edit?: (docs: Array<Record<string, unknown> & { _id: string }>) => void, github?: GithubAnswers) {
  const { documents } = await loadSeedDataset(STUDIO_SEED)
  edit?.(documents as Array<Record<string, unknown> & { _id: string }>)
  await answerSanityApi(page, documents as Array<Record<string, unknown> & { _id: string }>, path.join(STUDIO_SEED, 'images'))
  await answerGithub(page, github)
  await page.goto(`${studio.url}${route}`)
  return documents
}

test('the desk offers exactly Shop settings, Rental book, Ended rentals, Bikes, Seasons, Rental terms, Reviews and Website text', async ({ page }) => {
  await openStudio(page, '/structure')
  const content = page.getByRole('listbox', { name: 'Content' })
  await expect(content).toBeVisible({ timeout: 60_000 })
  await expect(content.getByRole('option')).toHaveText(['Shop settings', 'Rental book', 'Ended rentals', 'Bikes', 'Seasons', 'Rental terms', 'Reviews', 'Website text'])
})

test('the rental book lists the rentals out now and coming, soonest first; the ended ones apart, latest first', async ({ page }) => {
  const day = (fromToday: number) => new Date(Date.now() + 7 * 3_600_000 + fromToday * 86_400_000).toISOString().slice(0, 10)
  const rental = (id: string, from: string, to: string) => ({ _id: `rental.${id}`, _type: 'rental', bike: { _type: 'reference', _ref: 'bike.honda-pcx' }, from, to })
  await openStudio(page, '/structure/rentals', (docs) => {
    docs.push(rental('ended-long-ago', day(-60), day(-50)), rental('ended-yesterday', day(-5), day(-1)), rental('out-now', day(-2), day(3)), rental('next-week', day(7), day(9)))
  })
  const list = page.getByRole('link', { name: / · \d{4}-\d{2}-\d{2} to / })
  await expect(list.first()).toBeVisible({ timeout: 60_000 })
  await expect(list).toHaveText([
    new RegExp(`${day(-2)} to ${day(3)}`), new RegExp(`${day(7)} to ${day(9)}`),
    /2030-12-10 to 2030-12-20/, /2030-12-18 to 2030-12-27/, /2030-12-22 to 2031-01-05/,
  ])
  await page.goto(`${studio.url}/structure/rentals-ended`)
  await expect(list.first()).toBeVisible({ timeout: 60_000 })
  await expect(list).toHaveText([new RegExp(`${day(-5)} to ${day(-1)}`), new RegExp(`${day(-60)} to ${day(-50)}`)])
})

test('Rental terms lists the questions in page order, each with its Chinese and Thai', async ({ page }) => {
  const docs = await openStudio(page, '/structure/rental-terms')
  const terms = docs.filter((d) => d._type === 'rentalTerm').sort((a, b) => Number(a.order) - Number(b.order))
  const question = (term: (typeof terms)[number]) => term.question as Record<Locale, string>
  const first = page.getByRole('link', { name: new RegExp(`^1\\. ${question(terms[0])[defaultLocale].replace(/[?()]/g, '\\$&')}`) })
  await expect(first).toBeVisible({ timeout: 60_000 })
  for (const locale of locales.filter((locale) => locale !== defaultLocale)) await expect(first).toContainText(question(terms[0])[locale])
  await expect(page.getByRole('link', { name: new RegExp(`^${terms.length}\\. `) })).toBeVisible()
})

test('Bikes lists every bike in gallery order with its photo and price', async ({ page }) => {
  const docs = await openStudio(page, '/structure/bikes')
  const bikes = docs.filter((d) => d._type === 'bike').sort((a, b) => Number(a.order) - Number(b.order))
  const first = page.getByRole('link', { name: new RegExp(String(bikes[0].name)) })
  await expect(first).toBeVisible({ timeout: 60_000 })
  await expect(first).toContainText(`#1 · ${bikes[0].price} baht/day`)
  // A photo that failed to load is "complete" too; a decoded one has a width.
  await expect.poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  const names = await page.getByRole('link', { name: /baht\/day/ }).allInnerTexts()
  expect(names.map((text) => text.split('\n')[0])).toEqual(bikes.map((b) => b.name))
})

// The rules behind these fields (refusals and warnings, in the sync's words) are checked by
// tests/studio/shared-rules.test.ts through Sanity's own validation.
test('a bike shows its day, week and month prices side by side', async ({ page }) => {
  await openStudio(page, '/structure/bikes;bike.honda-pcx')
  const fields = ['Price per day (baht)', 'Price per week (baht)', 'Price per month (baht)'].map((name) => page.getByRole('spinbutton', { name }))
  for (const field of fields) await expect(field).toBeVisible({ timeout: 60_000 })
  await expect(fields[0]).toHaveValue('250')
  await expect(fields[1]).toHaveValue('1500')
  await expect(fields[2]).toHaveValue('5500')
  await expect.poll(async () => {
    const boxes = await Promise.all(fields.map(async (field) => (await field.boundingBox())!))
    return boxes.every((box, i) => Math.abs(box.y - boxes[0].y) < box.height && (i === 0 || box.x > boxes[i - 1].x))
  }).toBe(true)
})

test('Missing a translation finds the text that lost its Chinese', async ({ page }) => {
  await openStudio(page, '/structure/messages;missing-translations;messages-missing-translation', (docs) => {
    delete docs.find((d) => d._id === 'message.booking.title')!.zh
  })
  const item = page.getByRole('link', { name: /booking\.title/ })
  await expect(item).toBeVisible({ timeout: 60_000 })
  await expect(item).toContainText('⚠ Missing Chinese')
  await expect(page.getByRole('link', { name: /⚠ Missing/ })).toHaveCount(1)
})

test('a website text shows every language side by side', async ({ page }) => {
  await openStudio(page, '/structure/messages;messages-booking;message.booking.title')
  const fields = locales.map((locale) => page.getByRole('textbox', { name: languageTitle(locale), exact: true }))
  for (const field of fields) await expect(field).toBeVisible({ timeout: 60_000 })
  // Measured together once all are shown: the pane may still be settling when the first appears.
  await expect.poll(async () => {
    const boxes = await Promise.all(fields.map(async (field) => (await field.boundingBox())!))
    // One row: each field left of the next and overlapping the first in height (a title that wraps
    // to two lines, as "Russian (Русский)" does in a narrow column, lowers its field a little).
    return boxes.every((box, i) => box.y < boxes[0].y + boxes[0].height && box.y + box.height > boxes[0].y && (i === 0 || box.x > boxes[i - 1].x))
  }).toBe(true)
})

test('Shop settings opens the one settings document, with the example-content banner', async ({ page }) => {
  await openStudio(page, '/structure/siteSettings')
  await expect(page.getByText("These are example details, not your shop's")).toBeVisible({ timeout: 60_000 })
  for (const group of ['Shop & contact', 'Hours & booking', 'Website']) await expect(page.getByRole('tab', { name: group })).toBeVisible()
})

test('a field shows its warning written out under it, as the sync prints it: the "from 200 baht" claim', async ({ page }) => {
  await openStudio(page, '/structure/siteSettings')
  await page.getByRole('tab', { name: 'Website' }).click({ timeout: 60_000 })
  const warning = page.getByRole('note', { name: 'Warning on Starting price (baht per day)' })
  await expect(warning).toContainText('Example content: no bike costs 200 baht a day', { timeout: 60_000 })
  await expect(warning).toContainText('say "from 200 baht"')
})

for (const [width, height] of [[390, 844], [1440, 900]]) {
  test(`the fleet view at ${width}x${height} scrolls inside itself, nothing covering its buttons`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    await openStudio(page, '/fleet')
    await expect(page.getByTestId('fleet')).toBeVisible({ timeout: 60_000 })
    // The Studio's window has nothing to scroll: its bar of tools never goes out of view.
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(0)
    const text = (await page.getByText('Tap a rental to open it').boundingBox())!
    for (const name of ['← 4 weeks', 'Today', '4 weeks →']) {
      // The fleet's own buttons, which stay in the fleet tool (the Studio's bar has a tool named Today too).
      const button = page.getByRole('link', { name, exact: true }).and(page.locator('[href^="/fleet"]'))
      // Below the heading's text or beside it, never over it.
      const box = (await button.boundingBox())!
      const apart = box.y >= text.y + text.height || box.x >= text.x + text.width || box.y + box.height <= text.y
      expect(apart, `${name} overlaps the heading's text`).toBe(true)
      // What a tap at the button's middle reaches is the button itself.
      expect(await button.evaluate((link) => {
        const box = link.getBoundingClientRect()
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        return hit !== null && (hit === link || link.contains(hit))
      }), name).toBe(true)
    }
  })
}

test.describe('the publish bar', () => {
  const run = (status: string, conclusion: string | null) => ({
    id: 77, status, conclusion, html_url: 'https://github.com/example-shop/phuket-moto-site/actions/runs/77',
    created_at: '2026-11-24T07:02:00Z', updated_at: '2026-11-24T07:04:30Z',
  })
  const bar = (page: Page) => page.getByRole('status', { name: 'Website publishing' })

  test('says a publish is on its way, then nothing more than that', async ({ page }) => {
    await openStudio(page, '/structure', undefined, { run: run('in_progress', null) })
    await expect(bar(page)).toContainText('Website: updating with your publish of', { timeout: 60_000 })
    await expect(bar(page).getByRole('link', { name: 'details' })).toHaveAttribute('href', /actions\/runs\/77$/)
  })

  test('says the last publish is live', async ({ page }) => {
    await openStudio(page, '/structure', undefined, { run: run('completed', 'success') })
    await expect(bar(page)).toContainText('Website: your last publish is live', { timeout: 60_000 })
  })

  test("a stopped publish shows the sync's own messages, naming document and field", async ({ page }) => {
    const problem = 'bike "honda-pcx": price must be a positive whole number of baht per day (got -5)'
    await openStudio(page, '/structure', undefined, {
      run: run('completed', 'failure'),
      annotations: [{ annotation_level: 'failure', message: problem }, { annotation_level: 'warning', message: 'Node 20 is deprecated' }],
    })
    await expect(bar(page)).toContainText('the site still shows the previous version', { timeout: 60_000 })
    await expect(bar(page)).toContainText(problem)
    await expect(bar(page)).not.toContainText('deprecated')
  })

  test('a live publish that moved money lists it, the PromptPay ID in full', async ({ page }) => {
    const payee = 'PromptPay ID "081 234 5678" → "089 999 9999"'
    await openStudio(page, '/structure', undefined, {
      run: run('completed', 'success'),
      annotations: [{ annotation_level: 'notice', title: 'Money changed', message: payee }, { annotation_level: 'notice', title: 'Other', message: 'not money' }],
    })
    await expect(bar(page)).toContainText('Website: your last publish is live', { timeout: 60_000 })
    const money = bar(page).getByLabel('Money changed in this publish')
    await expect(money).toContainText('check that each change is yours')
    await expect(money).toContainText(payee)
    await expect(bar(page)).not.toContainText('not money')
  })

  test('without a run to show, there is no bar', async ({ page }) => {
    await openStudio(page, '/structure')
    await expect(page.getByRole('listbox', { name: 'Content' })).toBeVisible({ timeout: 60_000 })
    await expect(bar(page)).toHaveCount(0)
  })
})
