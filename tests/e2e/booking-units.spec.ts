// Units per model end to end, on a copy of the seed with two Honda PCX in the yard (the first
// rented 10 to 20 March, the second 12 to 14 March), synced as of 1 March and built like the
// content run builds it, the page's clock on 1 March too:
// - 15 to 18 March, one PCX is free on every day: the PCX can be booked and reads "1 left";
// - 12 to 14 March, the second PCX is out too: the PCX reads booked until the 14th, the NMAX offered;
// - no unit's name or key reaches the snapshots or the built site;
// - the real Studio build: the e-mail's link for the PCX fills in the second unit (the first free
//   over the whole span); the fleet view counts the free PCX per day, and a second rental of the
//   first unit is refused, naming both;
// - last, the second PCX rented 15 to 18 March too (synced and built again): the PCX reads booked
//   on those days and the NMAX is offered.
import { expect, test, type Page } from './fixtures'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import path from 'node:path'
import { REPO_ROOT } from '../../pipeline/cli'
import { loadSeedDataset } from '../../pipeline/sources/seed-source'
import { formatDate } from '../../src/features/booking/dates'
import { copyProject, type ProjectCopy } from '../../tools/project-copy'
import { serveStatic } from '../../tools/serve/serve'
import { FILLED_FROM_EMAIL } from '../../rules/content/rentalLink'
import { bookingForm } from './booking-helpers'
import { formatText, messages } from './helpers/content'
import { answerSanityApi } from './helpers/sanity-api-route'
import { confirmEdits, keepListenersOpen } from './helpers/idle-listener'
import { run } from './helpers/run'
import { homeIn, openIn } from './helpers/site'
import type { Browser } from '@playwright/test'

test.use({ pinnedClock: true })

const MARCH_1 = new Date('2026-03-01T10:00:00+07:00')
const WHITE = { _key: 'unitWhite1234', _type: 'bikeUnit', name: 'PCX white กข 1234', inService: true }
const BLACK = { _key: 'unitBlack5678', _type: 'bikeUnit', name: 'PCX black กข 5678', inService: true }
const rental = (id: string, unit: string, from: string, to: string, reference: string) =>
  ({ _id: `rental.${id}`, _type: 'rental', bike: { _type: 'reference', _ref: 'bike.honda-pcx' }, unit, from, to, reference })
/** What must never leave the Studio: the units' names, their plates and their keys. */
const PRIVATE = [WHITE.name, BLACK.name, 'กข 1234', 'กข 5678', WHITE._key, BLACK._key]
const STUDIO_DIST = path.join(REPO_ROOT, 'studio', 'dist')

let copy: ProjectCopy | undefined
const servers: Server[] = []
let site: string
let studio: string

test.describe.configure({ mode: 'serial', timeout: 600_000 })

test.beforeAll(async () => {
  copy = await copyProject()
  const seed = path.join(copy.root, 'studio', 'seed')
  const bikesFile = path.join(seed, 'bikes.ndjson')
  const bikes = (await readFile(bikesFile, 'utf8')).trim().split('\n').map((line) => JSON.parse(line))
  bikes.find((bike) => bike._id === 'bike.honda-pcx').units = [WHITE, BLACK]
  await writeFile(bikesFile, `${bikes.map((bike) => JSON.stringify(bike)).join('\n')}\n`)
  // The shop's currency rates as set that week: a rate set after the run's day is refused as a typo.
  const settingsFile = path.join(seed, 'settings.ndjson')
  const settings = JSON.parse(await readFile(settingsFile, 'utf8'))
  for (const rate of settings.currencyRates ?? []) rate.setOn = '2026-02-27'
  await writeFile(settingsFile, `${JSON.stringify(settings)}\n`)
  await writeFile(path.join(seed, 'rentals.ndjson'), `${JSON.stringify(rental('white', WHITE._key, '2026-03-10', '2026-03-20', 'PMR-1003-WHTE'))}\n${JSON.stringify(rental('black', BLACK._key, '2026-03-12', '2026-03-14', 'PMR-1203-BLCK'))}\n`)
  site = await syncAndBuild('dist')
  const served = await serveStatic(STUDIO_DIST)
  servers.push(served.server)
  studio = served.url
})

/** The content run on the copy as of 1 March, then the site built into `outDir` and served; its address. */
async function syncAndBuild(outDir: string): Promise<string> {
  const sync = await run('npx', ['tsx', 'scripts/sync.ts', '--today', '2026-03-01'], copy!.root)
  expect(sync.code, sync.out).toBe(0)
  const build = await run('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], copy!.root)
  expect(build.code, build.out).toBe(0)
  const built = await serveStatic(path.join(copy!.root, outDir))
  servers.push(built.server)
  return built.url
}

test.afterAll(async () => {
  servers.forEach((server) => server.close())
  await copy?.remove()
})

async function pcxFormFor(page: Page, from: string, to: string, on = site) {
  await openIn(page, 'en', `${on}${homeIn('en')}`)
  await page.getByRole('button', { name: formatText('en', 'bike.bookLabel', { name: 'Honda PCX 150' }) }).click()
  const form = bookingForm(page, 'en')
  await form.field('booking.startDate').fill(from)
  await form.field('booking.endDate').fill(to)
  return form
}

test('15 to 18 March: one PCX of two is free on every day, so the PCX can be booked and reads "1 left"', async ({ page }) => {
  const form = await pcxFormFor(page, '2026-03-15', '2026-03-18')
  await expect(form.dialog).toContainText(formatText('en', 'booking.availability.lastOne', { bike: 'Honda PCX 150' }))
  await expect(form.bikeSelect.locator('option[value="honda-pcx"]')).toBeEnabled()
  await expect(form.dialog).not.toContainText(messages.en['booking.availability.alternatives'])
})

test('12 to 14 March, the second PCX out too: the PCX reads booked until the 14th (the earlier of the two) and the NMAX is offered', async ({ page }) => {
  const form = await pcxFormFor(page, '2026-03-12', '2026-03-14')
  await expect(form.dialog).toContainText(formatText('en', 'booking.availability.chosenBooked', { bike: 'Honda PCX 150', date: formatDate('2026-03-14', 'en') }))
  await expect(form.bikeSelect.locator('option[value="honda-pcx"]')).toBeDisabled()
  await expect(form.dialog).not.toContainText(formatText('en', 'booking.availability.lastOne', { bike: 'Honda PCX 150' }))
  await form.dialog.getByRole('button', { name: /^Yamaha NMAX 155 · / }).click()
  await expect(form.bikeSelect).toHaveValue('yamaha-nmax')
})

test("no unit's name, plate or key in the snapshots or the built site", async () => {
  const files = async (dir: string) => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && !/\.(png|jpe?g|webp|avif|woff2?)$/.test(e.name)).map((e) => path.join(e.parentPath, e.name))
  const scanned = [...(await files(path.join(copy!.root, 'src', 'generated'))), ...(await files(path.join(copy!.root, 'dist')))]
  expect(scanned.length).toBeGreaterThan(20)
  const availability = JSON.parse(await readFile(path.join(copy!.root, 'src', 'generated', 'availability.json'), 'utf8'))
  expect(availability.models['honda-pcx']).toEqual([[{ from: '2026-03-10', to: '2026-03-20' }], [{ from: '2026-03-12', to: '2026-03-14' }]])
  for (const file of scanned) {
    const text = await readFile(file, 'utf8')
    for (const secret of PRIVATE) expect(text.includes(secret), `${secret} in ${path.relative(copy!.root, file)}`).toBe(false)
  }
})

/** The built Studio, its API answered from the copy, its clock from 1 March at real pace. */
async function openStudio(browser: Browser, route: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.clock.install({ time: MARCH_1 })
  await page.clock.resume()
  const { documents } = await loadSeedDataset(path.join(copy!.root, 'studio', 'seed'))
  await answerSanityApi(page, documents as Array<Record<string, unknown> & { _id: string }>, path.join(copy!.root, 'studio', 'seed', 'images'))
  await keepListenersOpen(page)
  confirmEdits(page)
  await page.goto(`${studio}${route}`)
  return { page, close: () => context.close() }
}

test("the e-mail's link for the PCX fills in the second unit, the first free over the whole span", async ({ browser }) => {
  const payload = Buffer.from(JSON.stringify({ bike: 'honda-pcx', from: '2026-03-15', to: '2026-03-18', reference: 'PMR-1503-K7QX' })).toString('base64url')
  const { page, close } = await openStudio(browser, `/static/add-rental.html#${payload}`)
  try {
    await expect(page.getByLabel('First day')).toHaveValue('2026-03-15', { timeout: 120_000 })
    await expect(page.getByLabel('Unit')).toHaveValue(BLACK._key)
    await expect(page.getByLabel('From a booking e-mail')).toHaveValue(FILLED_FROM_EMAIL)
  } finally {
    await close()
  }
})

test('the fleet view counts the free PCX per day; a second rental of the first unit is refused, naming both', async ({ browser }) => {
  const { page, close } = await openStudio(browser, '/fleet/2026-03-01')
  try {
    const fleet = page.getByTestId('fleet')
    await expect(fleet.getByLabel('Honda PCX 150: 0 of 2 free on Thu, 12 Mar 2026')).toBeVisible({ timeout: 120_000 })
    await expect(fleet.getByLabel('Honda PCX 150: 1 of 2 free on Sun, 15 Mar 2026')).toBeVisible()
    await expect(fleet.getByRole('link', { name: `Honda PCX 150 (${WHITE.name}): rented 10 Mar to 20 Mar, PMR-1003-WHTE` })).toBeVisible()
    // A free day of the first unit starts a rental of it; the same link from 15 March (inside its
    // rental) is what a slip at the counter would open.
    const freeDay = fleet.getByRole('link', { name: `New rental: Honda PCX 150 (${WHITE.name}) from Sat, 21 Mar 2026` })
    const href = (await freeDay.getAttribute('href')) as string
    const encoded = (params: object) => Buffer.from(JSON.stringify(params)).toString('base64url')
    const fromThe21st = encoded({ bike: 'honda-pcx', from: '2026-03-21', unit: WHITE._key })
    expect(href).toContain(fromThe21st)
    await page.goto(`${studio}${href.replace(fromThe21st, encoded({ bike: 'honda-pcx', from: '2026-03-15', unit: WHITE._key }))}`)
    await expect(page.getByLabel('First day')).toHaveValue('2026-03-15', { timeout: 120_000 })
    await expect(page.getByLabel('Unit')).toHaveValue(WHITE._key)
    // The last day is the owner's to choose.
    await expect(page.getByLabel('Last day')).toHaveValue('')
    await page.getByLabel('Last day').fill('2026-03-16')
    await page.getByLabel('Last day').press('Tab')
    await page.getByRole('button', { name: 'Validation' }).click()
    await expect(page.getByText(`Honda PCX 150 (${WHITE.name}) is rented twice: 2026-03-15 to 2026-03-16 and 2026-03-10 to 2026-03-20 share a day.`, { exact: false }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled()
  } finally {
    await close()
  }
})

test('15 to 18 March with the second PCX rented too: the PCX reads booked and the NMAX is offered', async ({ page }) => {
  const rentals = path.join(copy!.root, 'studio', 'seed', 'rentals.ndjson')
  await writeFile(rentals, `${await readFile(rentals, 'utf8')}${JSON.stringify(rental('black-again', BLACK._key, '2026-03-15', '2026-03-18', 'PMR-1503-BLCK'))}\n`)
  const second = await syncAndBuild('dist-second')
  const form = await pcxFormFor(page, '2026-03-15', '2026-03-18', second)
  await expect(form.dialog).toContainText(formatText('en', 'booking.availability.chosenBooked', { bike: 'Honda PCX 150', date: formatDate('2026-03-18', 'en') }))
  await expect(form.bikeSelect.locator('option[value="honda-pcx"]')).toBeDisabled()
  await expect(form.dialog).not.toContainText(formatText('en', 'booking.availability.lastOne', { bike: 'Honda PCX 150' }))
  await form.dialog.getByRole('button', { name: /^Yamaha NMAX 155 · / }).click()
  await expect(form.bikeSelect).toHaveValue('yamaha-nmax')
})
