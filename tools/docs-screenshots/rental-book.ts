// The owner guide's pictures of the rental book (called by tools/docs-screenshots.ts): the booking
// form on a phone marking the Honda PCX booked (the seed's example rentals of December 2030), the
// shop's e-mail with its "Add to the rental book" link, the Studio opened by that link, and the
// fleet view on a desk and on a phone, over a December with the high season and New Year's Day.
// Every date is fixed: the pictures come out the same whatever the day they are made.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { loadSeedDataset } from '../../pipeline/sources/seed-source.ts'
import { encodeRentalPayload } from '../../src/features/booking/rentalPayload.ts'
import { CHECK_PASSED, REVISION_ORIGINAL } from '../../src/features/booking/shopWords.ts'
import { READY_ATTRIBUTE } from '../../src/i18n/languageSwap.ts'
import { confirmEdits, keepListenersOpen } from '../../tests/e2e/helpers/idle-listener.ts'
import { answerSanityApi } from '../../tests/e2e/helpers/sanity-api-route.ts'
import { TEMPLATE_URL, withStudio } from '../outbox/app.ts'
import { renderTemplate } from '../outbox/render.ts'

type Doc = Record<string, unknown> & { _id: string }
type Options = { browser: Browser; site: string; studio: string; out: string; settle: (page: Page) => Promise<unknown> }

const SEED = path.join(REPO_ROOT, 'studio', 'seed')
const STUDIO_ADDRESS = 'https://phuket-moto.sanity.studio'
const REFERENCE = 'PMR-0112-H7WK'
const LINK = { bike: 'yamaha-nmax', first: '2026-12-15', last: '2026-12-18', reference: REFERENCE }

/** A busy December as the owner would have it: some rentals with the e-mail's reference, some walk-ins. */
const rental = (id: string, bike: string, from: string, to: string, reference?: string): Doc => ({
  _id: `rental.${id}`, _type: 'rental', bike: { _type: 'reference', _ref: `bike.${bike}` }, from, to, ...(reference ? { reference } : {}),
})
const DECEMBER = [
  rental('a', 'honda-pcx', '2026-12-10', '2026-12-20', 'PMR-0212-K7QX'),
  rental('b', 'honda-pcx', '2026-12-22', '2027-01-04', 'PMR-0512-3MPA'),
  rental('c', 'kawasaki-ninja', '2026-12-02', '2026-12-08'),
  rental('d', 'honda-cbr500r', '2026-12-19', '2026-12-23', 'PMR-0912-RT4E'),
  rental('e', 'yamaha-mt07', '2026-12-26', '2027-01-02', 'PMR-1112-9QZC'),
  rental('f', 'bmw-r1250gs', '2026-12-22', '2027-01-05'),
  rental('g', 'kawasaki-z650', '2026-12-28', '2027-01-10', 'PMR-1412-WX2F'),
  rental('h', 'ktm-duke390', '2027-01-14', '2027-01-21', 'PMR-2012-6HJN'),
]

async function studioPage(browser: Browser, studio: string, viewport: { width: number; height: number }, extra: Doc[] = []) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 })
  const page = await context.newPage()
  const { documents } = await loadSeedDataset(SEED)
  const docs = [...(documents as Doc[]).filter((doc) => doc._type !== 'rental'), ...DECEMBER, ...extra]
  await answerSanityApi(page, docs, path.join(SEED, 'images'))
  await page.route('https://api.github.com/**', (route) => route.fulfill({ status: 404, body: '{}' }))
  await keepListenersOpen(page)
  confirmEdits(page)
  return { page, docs, close: () => context.close(), open: (route: string) => page.goto(`${studio}${route}`) }
}

export async function rentalBookShots({ browser, site, studio, out, settle }: Options): Promise<void> {
  // The form: 12 to 16 December 2030, when the seed's example rental has the PCX out.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 })
  const visitor = await phone.newPage()
  await visitor.clock.install({ time: new Date('2030-12-01T10:00:00+07:00') })
  await visitor.goto(`${site}/`, { waitUntil: 'load' })
  await visitor.keyboard.press('Shift')
  await visitor.locator(`html[${READY_ATTRIBUTE}]`).waitFor({ state: 'attached' })
  await visitor.getByRole('button', { name: 'Book Honda PCX 150' }).click()
  const form = visitor.getByRole('dialog')
  await form.locator('input[name="startDate"]').fill('2030-12-12')
  await form.locator('input[name="endDate"]').fill('2030-12-16')
  const offer = form.getByRole('button', { name: /^Yamaha NMAX 155 · / })
  await offer.waitFor({ state: 'visible' })
  await offer.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  await visitor.evaluate('document.activeElement && document.activeElement.blur()')
  await settle(visitor)
  await visitor.screenshot({ path: path.join(out, 'booking-booked-phone.png') })
  await phone.close()

  // The shop's e-mail, rendered as the outbox renders it, around its link to the Studio.
  const mail = await browser.newContext({ viewport: { width: 640, height: 900 }, deviceScaleFactor: 1 })
  const inbox = await mail.newPage()
  const params = {
    to_name: 'Phuket Moto Rental', from_name: 'Ben Rider', customer_name: 'Ben Rider', customer_phone: '+44 7700 900123', customer_email: 'ben@example.com',
    selected_bike: 'Yamaha NMAX 155', rental_period: '', start_date: LINK.first, end_date: LINK.last, pickup_time: '10:00 AM', additional_notes: 'None',
    booking_reference: REFERENCE, hotel_room: 'Not specified', delivery: 'Pickup at the shop (free)', booking_check: CHECK_PASSED, booking_revision: REVISION_ORIGINAL,
    price_estimate: '3 days (from 2026-12-15 to 2026-12-18, return day not counted): 3 days of High season x 364 THB = 1,092 THB; estimated total 1,092 THB',
    price_breakdown: '3 days of High season x 364 THB (2026-12-15 to 2026-12-17) = 1,092 THB\nTotal: 1,092 THB for 3 days',
    deposit: '3,000 THB for the Yamaha NMAX 155, paid at pickup and returned with the bike; not in the estimated total.',
    rental_payload: encodeRentalPayload(LINK),
  }
  await inbox.setContent(renderTemplate(withStudio(await readFile(TEMPLATE_URL, 'utf8'), STUDIO_ADDRESS), params))
  const link = inbox.getByRole('link', { name: 'Add to the rental book' })
  const box = (await link.boundingBox())!
  await inbox.setViewportSize({ width: 640, height: Math.ceil(box.y + box.height + 80) })
  await inbox.screenshot({ path: path.join(out, 'email-rental-link.png'), clip: { x: 0, y: Math.max(0, box.y - 300), width: 640, height: 300 + box.height + 70 } })
  await mail.close()

  // The link, opened in the Studio: the new rental filled in and saved as a draft, Publish ready.
  const desk = await studioPage(browser, studio, { width: 1280, height: 900 })
  await desk.open(`/static/add-rental.html#${encodeRentalPayload(LINK)}`)
  await desk.page.getByText('Edited just now').waitFor({ timeout: 90_000 })
  const publish = desk.page.getByRole('button', { name: 'Publish', exact: true })
  await desk.page.waitForTimeout(1500) // the Studio focuses the first field once loaded: let it, then blur it
  await desk.page.evaluate('document.activeElement && document.activeElement.blur()')
  await desk.page.mouse.move(0, 0)
  // As the owner finds it: the draft saved, the form editable, Publish ready.
  const ready = async () => (await publish.isEnabled()) && (await desk.page.getByLabel('First day').isEditable())
  for (let waited = 0; !(await ready()); waited += 100) {
    if (waited > 90_000) throw new Error('the filled-in rental never became ready to publish')
    await desk.page.waitForTimeout(100)
  }
  await desk.page.screenshot({ path: path.join(out, 'studio-rental-filled.png') })
  await publish.click()
  const published = () => desk.docs.some((doc) => doc._type === 'rental' && doc.reference === REFERENCE && !doc._id.startsWith('drafts.'))
  for (let waited = 0; !published(); waited += 100) {
    if (waited > 90_000) throw new Error('the Studio did not publish the rental')
    await desk.page.waitForTimeout(100)
  }

  // The fleet view of December, on the desk and on a phone (the phone scrolled to 10 December).
  await desk.open('/fleet/2026-12-01')
  await desk.page.getByTestId('fleet').getByRole('link', { name: /Yamaha NMAX 155: rented 15 Dec/ }).waitFor({ timeout: 90_000 })
  await desk.page.mouse.move(0, 0)
  await desk.page.screenshot({ path: path.join(out, 'studio-fleet.png') })
  await desk.close()
  // The phone's Studio holds the rental the desk published.
  const counter = await studioPage(browser, studio, { width: 390, height: 844 }, [rental('from-link', LINK.bike, LINK.first, LINK.last, REFERENCE)])
  await counter.open('/fleet/2026-12-01')
  const fleet = counter.page.getByTestId('fleet')
  await fleet.getByRole('link', { name: /Honda PCX 150: rented 10 Dec/ }).waitFor({ timeout: 90_000 })
  await fleet.evaluate((element) => element.scrollBy(36 * 9, 0)) // from 10 December
  await counter.page.screenshot({ path: path.join(out, 'studio-fleet-phone.png') })
  await counter.close()
}
