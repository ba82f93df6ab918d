// The reviews section with reviews in the content: a copy of the project whose seed gets four
// reviews, through the real sync and a real build, one of them then made hostile in the snapshot
// (the sync refuses markup: this proves the build escapes by itself). Prerendered with the
// rating's basis and the three newest reviews in the words and language they were written in;
// nothing of it fetched before the visitor nears it; labels in the visitor's language after a
// switch, the reviews' own words unchanged. (The seed itself ships no reviews: visit.spec.ts.)
import { readFile, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import path from 'node:path'
import { expect, test, type Page } from './fixtures'
import { copyProject, type ProjectCopy } from '../../tools/project-copy'
import { serveStatic } from '../../tools/serve/serve'
import { messages } from './helpers/content'
import { run } from './helpers/run'
import { chooseLanguage, collectConsoleErrors } from './helpers/site'

const MARK = '__pwnReview'
const HOSTILE = `</p><img src=x onerror="window.${MARK}=1"><script>window.${MARK}=2</script>`
const reviews = [
  { _id: 'review.anna', text: 'Clean scooter, fair deposit, they even brought it to our hotel.', language: 'en', author: 'Anna K.', country: 'AU', rating: 5, date: '2026-10-02', source: 'google', url: 'https://maps.app.goo.gl/anna' },
  { _id: 'review.ivan', text: 'Очень хороший сервис, байк как новый.', language: 'ru', author: 'Иван', country: 'RU', rating: 4, date: '2026-11-01', source: 'tripadvisor' },
  { _id: 'review.li', text: '车很新，老板很热情。', language: 'zh', author: 'L.', country: 'CN', rating: 5, date: '2026-09-15', source: 'in-person' },
  { _id: 'review.old', text: 'Oldest of them all.', language: 'en', author: 'Tom', rating: 3, date: '2025-01-01', source: 'facebook' },
].map((review) => ({ _type: 'review', ...review }))

let copy: ProjectCopy | undefined
let server: Server | undefined
let siteUrl = ''

test.describe.configure({ mode: 'serial', timeout: 600_000 })
test.beforeAll(async () => {
  copy = await copyProject()
  await writeFile(path.join(copy.root, 'studio', 'seed', 'reviews.ndjson'), reviews.map((review) => JSON.stringify(review)).join('\n') + '\n')
  const sync = await run('npx', ['tsx', 'scripts/sync.ts'], copy.root)
  expect(sync.code, sync.out).toBe(0)
  const snapshotFile = path.join(copy.root, 'src', 'generated', 'visit.json')
  const snapshot = JSON.parse(await readFile(snapshotFile, 'utf8'))
  expect(snapshot.item.reviews.map((review: { id: string }) => review.id)).toEqual(['review.ivan', 'review.anna', 'review.li', 'review.old'])
  snapshot.item.reviews[2].text += HOSTILE
  await writeFile(snapshotFile, JSON.stringify(snapshot, null, 2))
  const build = await run('npx', ['vite', 'build', '--outDir', 'dist', '--logLevel', 'warn'], copy.root)
  expect(build.code, build.out).toBe(0)
  ;({ server, url: siteUrl } = await serveStatic(path.join(copy.root, 'dist')))
})
test.afterAll(async () => {
  server?.close()
  await copy?.remove()
})

const section = (page: Page, title = messages.en['visit.reviews.title']) => page.getByRole('region', { name: title })

test('the prerendered page shows the rating with its basis and the three newest reviews, as written', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl)
  const region = section(page)
  await expect(region.getByText('Average of the 4 reviews the shop has collected')).toBeVisible()
  await expect(region.getByRole('img', { name: '4.3 out of 5 stars' })).toBeVisible()
  const quotes = region.locator('blockquote')
  await expect(quotes).toHaveText([reviews[1].text, reviews[0].text, reviews[2].text + HOSTILE])
  expect(await quotes.evaluateAll((all) => all.map((quote) => quote.getAttribute('lang')))).toEqual([reviews[1].language, reviews[0].language, reviews[2].language])
  await expect(region.getByText('Written in Russian')).toBeVisible()
  await expect(region.getByRole('link', { name: 'Google review' })).toHaveAttribute('href', 'https://maps.app.goo.gl/anna')
  await expect(region.getByText('Oldest of them all.')).toHaveCount(0)
  await expect(region.locator('img')).toHaveCount(0)
  await context.close()
})

test('nothing of the reviews is fetched before the visitor nears them; the section then stays as it was, in any language', async ({ page }) => {
  const chunks: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/(ReviewsSection|visit)-[\w-]+\.js$/.test(request.url())) chunks.push(request.url())
  })
  const errors = collectConsoleErrors(page)
  await page.goto(siteUrl) // and the app started by a first intent
  expect(chunks, 'the reviews were fetched before the visitor neared them').toEqual([])
  const before = await section(page).innerText()

  await section(page).scrollIntoViewIfNeeded()
  await expect.poll(() => chunks.length, { message: 'the reviews chunk was never fetched near the section' }).toBeGreaterThan(0)
  await expect(section(page).locator('blockquote')).toHaveCount(3)
  expect(await section(page).innerText()).toBe(before)

  await chooseLanguage(page, 'th')
  const thai = section(page, messages.th['visit.reviews.title'])
  await expect(thai.getByText('เขียนเป็นภาษารัสเซีย')).toBeVisible()
  await expect(thai.locator('blockquote').first()).toHaveText(reviews[1].text)
  expect(await page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark], MARK)).toBeUndefined()
  expect(errors).toEqual([])
})
