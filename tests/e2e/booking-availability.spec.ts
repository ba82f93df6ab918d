// The rental book end to end, on a copy of the seed with a Honda PCX rented from 10 to 20 December
// and the shop closed on Christmas Day, synced as of 1 December (the content run's "today", passed
// in) and built like the content run builds it, the page's clock on 1 December too:
// - a visitor asking for 15 to 18 December finds the PCX booked, takes the NMAX offered in one tap,
//   and the shop's e-mail (the local outbox, with the Studio's address) carries the link to the
//   rental book;
// - the real Studio build, its Sanity API answered in the browser from the same copy, opens that
//   link on the rental filled in, publishes it, and the fleet view shows it beside the PCX's;
// - a booking sent from the Russian pages opens in the Studio as a request in Russian, whose
//   message to the customer goes out in Russian;
// - a visitor picking Christmas Day reads the owner's sentence, in their language;
// - no reference, note, name or phone of a rental reaches the snapshots or the built site.
import type { Browser } from '@playwright/test'
import { expect, test, type Page } from './fixtures'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { E2E_EMAILJS } from '../../playwright.config'
import { REPO_ROOT } from '../../pipeline/cli'
import { loadSeedDataset } from '../../pipeline/sources/seed-source'
import { formatDate } from '../../src/features/booking/dates'
import { copyProject, type ProjectCopy } from '../../tools/project-copy'
import { startOutbox } from '../../tools/outbox/app'
import type { Mailbox, StoredEmail } from '../../tools/outbox/mailbox'
import { serveStatic } from '../../tools/serve/serve'
import { bookingForm, toasts } from './booking-helpers'
import { formatText, messages } from './helpers/content'
import { answerSanityApi } from './helpers/sanity-api-route'
import { FILLED_FROM_EMAIL } from '../../rules/content/rentalLink'
import { confirmEdits, keepListenersOpen } from './helpers/idle-listener'
import { run } from './helpers/run'
import { homeIn, newestLocale, openIn } from './helpers/site'
import { perLocale, type Locale } from '../../src/i18n/locales'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts).
test.use({ pinnedClock: true })

const DEC_1 = new Date('2026-12-01T10:00:00+07:00')
const PCX_RENTAL = {
  _id: 'rental.test-pcx', _type: 'rental', bike: { _type: 'reference', _ref: 'bike.honda-pcx' }, from: '2026-12-10', to: '2026-12-20',
  reference: 'PMR-0112-TEST', note: 'Anna Example, +66 81 000 0000, Hotel Patong room 214',
}
/** What must never leave the Studio: the rental's reference and every part of its note. */
const PRIVATE = ['PMR-0112-TEST', 'Anna Example', '+66 81 000 0000', 'Hotel Patong room 214']
const CHRISTMAS = perLocale((locale) => `Merry Christmas! We reopen on 26 December (${locale}).`)
const STUDIO_DIST = path.join(REPO_ROOT, 'studio', 'dist')

let copy: ProjectCopy | undefined
let outboxDir: string | undefined
const servers: Server[] = []
let site: string
let studio: string
let mailbox: Mailbox
/** The shop's e-mail of the NMAX booking, for the Studio's turn. */
let sent: { email: StoredEmail; html: string } | undefined

test.describe.configure({ mode: 'serial', timeout: 600_000 })

test.beforeAll(async () => {
  copy = await copyProject()
  const seed = path.join(copy.root, 'studio', 'seed')
  await writeFile(path.join(seed, 'rentals.ndjson'), `${JSON.stringify(PCX_RENTAL)}\n`)
  const settingsFile = path.join(seed, 'settings.ndjson')
  const settings = JSON.parse(await readFile(settingsFile, 'utf8'))
  settings.closedDays = [{ _key: 'christmas', _type: 'closedDay', from: '2026-12-25', to: '2026-12-25', note: { _type: 'localizedString', ...CHRISTMAS } }]
  await writeFile(settingsFile, `${JSON.stringify(settings)}\n`)

  const sync = await run('npx', ['tsx', 'scripts/sync.ts', '--today', '2026-12-01'], copy.root)
  expect(sync.code, sync.out).toBe(0)
  expect(sync.out).toContain('rental book: honda-pcx 2026-12-10 to 2026-12-20 added')

  const served = await serveStatic(STUDIO_DIST)
  servers.push(served.server)
  studio = served.url
  outboxDir = await mkdtemp(path.join(tmpdir(), 'outbox-rentals-'))
  const outbox = await startOutbox({ ...E2E_EMAILJS, dir: outboxDir, port: 0, studioUrl: studio, log: () => {} })
  servers.push(outbox.server)
  mailbox = outbox.mailbox

  const env = {
    VITE_EMAILJS_PUBLIC_KEY: E2E_EMAILJS.publicKey, VITE_EMAILJS_SERVICE_ID: E2E_EMAILJS.serviceId,
    VITE_EMAILJS_TEMPLATE_ID: E2E_EMAILJS.templateId, VITE_EMAILJS_ORIGIN: outbox.url,
  }
  const build = await run('npx', ['vite', 'build', '--outDir', 'dist', '--logLevel', 'warn'], copy.root, env)
  expect(build.code, build.out).toBe(0)
  const built = await serveStatic(path.join(copy.root, 'dist'))
  servers.push(built.server)
  site = built.url
})

test.afterAll(async () => {
  servers.forEach((server) => server.close())
  await copy?.remove()
  if (outboxDir) await rm(outboxDir, { recursive: true, force: true })
})

async function openOn(page: Page, when: Date, locale: Locale = 'en') {
  await page.clock.install({ time: when })
  await openIn(page, locale, `${site}${homeIn(locale)}`)
}

const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))

test('15 to 18 December: the PCX shows booked until the 20th, the NMAX offered instead sends, with the link to the rental book', async ({ page }) => {
  await openOn(page, DEC_1)
  await page.getByRole('button', { name: formatText('en', 'bike.bookLabel', { name: 'Honda PCX 150' }) }).click()
  const form = bookingForm(page, 'en')
  await form.field('booking.startDate').fill('2026-12-15')
  await form.field('booking.endDate').fill('2026-12-18')

  const until = formatText('en', 'booking.availability.bookedUntil', { date: formatDate('2026-12-20', 'en') })
  await expect(form.chosenBike).toHaveText(`Honda PCX 150 — ${until}`)
  await expect(form.bikeSelect.locator('option[value="honda-pcx"]')).toBeDisabled()
  await expect(form.dialog).toContainText(formatText('en', 'booking.availability.chosenBooked', { bike: 'Honda PCX 150', date: formatDate('2026-12-20', 'en') }))
  await expect(form.dialog).toContainText(messages.en['booking.availability.note'])

  await form.dialog.getByRole('button', { name: /^Yamaha NMAX 155 · / }).click()
  await expect(form.bikeSelect).toHaveValue('yamaha-nmax')
  await expect(form.dialog).not.toContainText(messages.en['booking.availability.alternatives'])
  await form.field('booking.name').fill('Ben Rider')
  await form.field('booking.phone').fill('+44 7700 900123')
  await form.pastFillTime()
  await form.submit.click()
  await expect(toasts(page).getByText(messages.en['booking.success'], { exact: true })).toBeVisible()

  const [email] = (await mailbox.list()).filter((e) => e.kind === 'shop')
  const params = email.request.template_params as Record<string, string>
  expect(params).toMatchObject({ selected_bike: 'Yamaha NMAX 155', start_date: '2026-12-15', end_date: '2026-12-18' })
  expect(decode(params.rental_payload)).toMatchObject({ bike: 'yamaha-nmax', from: '2026-12-15', to: '2026-12-18', reference: params.booking_reference, start: '2026-12-15', end: '2026-12-18', lang: 'en' })
  const html = (await mailbox.read(email.id, 'html')) as string
  expect(html).toContain(`href="${studio}/static/add-rental.html#${params.rental_payload}"`)
  expect(html).toContain('Add to the rental book')
  sent = { email, html }
})

test(`Christmas Day: the visitor reads the owner's sentence in their language (${newestLocale}), and nothing is sent`, async ({ page }) => {
  const before = (await mailbox.list()).length
  const locale = newestLocale
  await openOn(page, DEC_1, locale)
  await page.getByRole('button', { name: formatText(locale, 'bike.bookLabel', { name: 'Honda PCX 150' }) }).click()
  const form = bookingForm(page, locale)
  await form.field('booking.startDate').fill('2026-12-25')
  await form.field('booking.endDate').fill('2026-12-28')
  const sentence = `${formatText(locale, 'booking.availability.closed', { date: formatDate('2026-12-25', locale) })} ${CHRISTMAS[locale]}`
  await expect(form.dialog.getByText(sentence, { exact: true })).toBeVisible()
  await form.field('booking.name').fill('Ivan')
  await form.field('booking.phone').fill('+7 900 000 00 00')
  await form.pastFillTime()
  await form.submit.click()
  await expect(page.getByText(sentence, { exact: true })).toHaveCount(2) // under the dates and in the toast
  expect((await mailbox.list()).length).toBe(before)
  await expect(form.field('booking.name')).toHaveValue('Ivan')
})

/**
 * The built Studio in a browser of its own, its API answered from the copy. Its clock starts on
 * 1 December, the day the booking was made, and then runs at real pace (the Studio waits on its
 * own timers), so the link's check counts the booked days as ahead whenever the test runs.
 */
async function openStudio(browser: Browser, route: string, viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await page.clock.install({ time: DEC_1 })
  await page.clock.resume()
  const { documents } = await loadSeedDataset(path.join(copy!.root, 'studio', 'seed'))
  const docs = documents as Array<Record<string, unknown> & { _id: string }>
  await answerSanityApi(page, docs, path.join(copy!.root, 'studio', 'seed', 'images'))
  // Open, quiet listeners that confirm each edit (helpers/idle-listener.ts): the form stays editable.
  await keepListenersOpen(page)
  confirmEdits(page)
  await page.goto(route.startsWith('http') ? route : `${studio}${route}`)
  return { page, docs, close: () => context.close() }
}

test("the e-mail's link opens the Studio on the rental filled in; published, it shows in the fleet view", async ({ browser }) => {
  expect(sent, 'the booking test sends the e-mail this test opens').toBeDefined()
  const link = /href="([^"]*\/static\/add-rental\.html#[^"]*)"/.exec(sent!.html)![1]
  const reference = sent!.email.request.template_params.booking_reference as string
  const { page, docs, close } = await openStudio(browser, link)
  try {
    await expect(page.getByLabel('First day')).toHaveValue('2026-12-15', { timeout: 120_000 })
    await expect(page.getByLabel('Last day')).toHaveValue('2026-12-18')
    await expect(page.getByLabel('Booking reference')).toHaveValue(reference)
    await expect(page.getByLabel('From a booking e-mail')).toHaveValue(FILLED_FROM_EMAIL)
    // Opened from the link, the rental is saved as a draft at once, under the private path: the
    // owner sees it saved ("Edited …": the API stand-in stamps it on the machine's date), then publishes.
    await expect.poll(() => docs.find((d) => d._id.startsWith('drafts.rental.') && d.reference === reference)).toBeDefined()
    await expect(page.getByText(/^Edited /)).toBeVisible()
    await expect(page.getByText('Saving...')).toHaveCount(0)
    const publish = page.getByRole('button', { name: 'Publish', exact: true })
    await expect(publish).toBeEnabled()
    await publish.click()
    await expect.poll(() => docs.find((d) => d._type === 'rental' && !d._id.startsWith('drafts.') && d.reference === reference)).toMatchObject({
      _id: expect.stringMatching(/^rental\./),
      bike: { _ref: 'bike.yamaha-nmax' }, from: '2026-12-15', to: '2026-12-18',
    })

    await page.goto(`${studio}/fleet/2026-12-01`)
    const fleet = page.getByTestId('fleet')
    await expect(fleet.getByRole('link', { name: `Yamaha NMAX 155: rented 15 Dec to 18 Dec, ${reference}` })).toBeVisible({ timeout: 120_000 })
    await expect(fleet.getByRole('link', { name: 'Honda PCX 150: rented 10 Dec to 20 Dec, PMR-0112-TEST' })).toBeVisible()
    await expect(fleet.getByRole('columnheader', { name: 'Fri, 25 Dec 2026, shop closed: ' + CHRISTMAS.en })).toBeVisible()
    // A free day starts a rental of that bike from that day.
    await fleet.getByRole('link', { name: 'New rental: Honda PCX 150 from Mon, 21 Dec 2026' }).click()
    await expect(page.getByLabel('First day')).toHaveValue('2026-12-21', { timeout: 120_000 })
    // The free day is the first day; the last is the owner's to choose.
    await expect(page.getByLabel('Last day')).toHaveValue('')
    await expect(page.getByRole('button', { name: /^Honda PCX 150/ }).or(page.getByText('Honda PCX 150', { exact: true })).first()).toBeVisible()
  } finally {
    await close()
  }
})

test("a booking sent in Russian opens a request in Russian, and its message goes out in Russian", async ({ browser, page }) => {
  await openOn(page, DEC_1, 'ru')
  await page.getByRole('button', { name: formatText('ru', 'bike.bookLabel', { name: 'Yamaha NMAX 155' }) }).click()
  const form = bookingForm(page, 'ru')
  await form.field('booking.startDate').fill('2026-12-21')
  await form.field('booking.endDate').fill('2026-12-23')
  await form.field('booking.name').fill('Ivan Petrov')
  await form.field('booking.phone').fill('+7 912 345 6789')
  await form.pastFillTime()
  await form.submit.click()
  await expect(toasts(page).getByText(messages.ru['booking.success'], { exact: true })).toBeVisible()
  const email = (await mailbox.list()).find((e) => e.kind === 'shop' && e.request.template_params.start_date === '2026-12-21')
  expect(email, 'the Russian booking reached the outbox').toBeDefined()
  const params = email!.request.template_params as Record<string, string>
  expect(decode(params.rental_payload)).toMatchObject({ bike: 'yamaha-nmax', from: '2026-12-21', to: '2026-12-23', lang: 'ru' })
  const link = /href="([^"]*\/static\/add-rental\.html#[^"]*)"/.exec((await mailbox.read(email!.id, 'html')) as string)![1]

  const { page: owner, docs, close } = await openStudio(browser, link)
  try {
    await expect(owner.getByLabel('First day')).toHaveValue('2026-12-21', { timeout: 120_000 })
    await expect(owner.getByRole('radio', { name: 'Request', exact: true })).toBeChecked()
    await expect(owner.getByRole('radio', { name: 'Русский' })).toBeChecked()
    await expect.poll(() => docs.find((d) => d._id.startsWith('drafts.rental.') && d.reference === params.booking_reference)).toMatchObject({ stage: 'request', language: 'ru' })
    // The contact never travels in the link: the owner pastes it from the e-mail.
    expect(JSON.stringify(decode(link.split('#')[1]))).not.toContain('912')
    await owner.getByLabel("Customer's phone (WhatsApp, SMS)").fill(params.customer_phone)
    await owner.getByRole('radio', { name: 'Held', exact: true }).click()
    await owner.getByLabel('Prepayment received (baht)').fill('250')
    // The day it came in: one tap writes today's Phuket date (the Studio's clock: 1 December).
    await owner.getByRole('button', { name: 'Today, 1 Dec' }).click()
    await expect(owner.getByLabel('Prepaid on')).toHaveValue('2026-12-01')
    await expect(owner.getByRole('button', { name: 'Today, 1 Dec' })).toHaveCount(0)
    const sentText = owner.getByTestId('message-sent')
    await expect(sentText).toContainText('Мы получили вашу предоплату 250 бат')
    await expect(owner.getByTestId('message-english')).toContainText('We have received your prepayment of 250 baht')
    const href = await owner.getByRole('link', { name: 'Open in WhatsApp' }).getAttribute('href')
    expect(href).toMatch(/^https:\/\/wa\.me\/79123456789\?text=/)
    expect(decodeURIComponent((href as string).split('?text=')[1])).toBe(await sentText.textContent())
  } finally {
    await close()
  }
})

test('the Studio refuses a second rental of the PCX on its days, naming both', async ({ browser }) => {
  const payload = Buffer.from(JSON.stringify({ bike: 'honda-pcx', from: '2026-12-15', to: '2026-12-18', reference: 'PMR-1512-TWCE' })).toString('base64url')
  const { page, close } = await openStudio(browser, `/static/add-rental.html#${payload}`)
  try {
    await expect(page.getByLabel('First day')).toHaveValue('2026-12-15', { timeout: 120_000 })
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled()
    // The document's validation list names both rentals, as the sync would.
    await page.getByRole('button', { name: 'Validation' }).click()
    await expect(page.getByText('Honda PCX 150 is rented twice: 2026-12-15 to 2026-12-18 and 2026-12-10 to 2026-12-20 share a day.', { exact: false }).first()).toBeVisible()
  } finally {
    await close()
  }
})

test('the fleet view on a phone: the table scrolls sideways, the page does not', async ({ browser }) => {
  const { page, close } = await openStudio(browser, '/fleet/2026-12-01', { width: 390, height: 844 })
  try {
    const fleet = page.getByTestId('fleet')
    await expect(fleet.getByRole('link', { name: 'Honda PCX 150: rented 10 Dec to 20 Dec, PMR-0112-TEST' })).toBeAttached({ timeout: 120_000 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const scroller = await fleet.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }))
    expect(scroller.client).toBeLessThanOrEqual(390)
    expect(scroller.scroll).toBeGreaterThan(scroller.client)
    // The bike names stay in view as the days scroll by.
    await fleet.evaluate((el) => el.scrollBy(600, 0))
    const name = fleet.getByRole('rowheader', { name: 'Honda PCX 150' })
    const box = await name.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x).toBeLessThan(40)
  } finally {
    await close()
  }
})

test('no reference, note, name or phone of a rental in the snapshots or the built site', async () => {
  const files = async (dir: string) => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && !/\.(png|jpe?g|webp|avif|woff2?)$/.test(e.name)).map((e) => path.join(e.parentPath, e.name))
  const scanned = [...(await files(path.join(copy!.root, 'src', 'generated'))), ...(await files(path.join(copy!.root, 'dist')))]
  expect(scanned.length).toBeGreaterThan(20)
  const availability = JSON.parse(await readFile(path.join(copy!.root, 'src', 'generated', 'availability.json'), 'utf8'))
  expect(availability.models['honda-pcx']).toEqual([[{ from: '2026-12-10', to: '2026-12-20' }]])
  for (const file of scanned) {
    const text = await readFile(file, 'utf8')
    for (const secret of PRIVATE) expect(text.includes(secret), `${secret} in ${path.relative(copy!.root, file)}`).toBe(false)
  }
})
