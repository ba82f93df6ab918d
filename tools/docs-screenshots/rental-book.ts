// The owner guide's pictures of the rental book (called by tools/docs-screenshots.ts): the booking
// form on a phone marking the Honda PCX booked (the seed's example rentals of December 2030), the
// shop's e-mail of a booking sent by the site (booking-email.ts) with its "Add to the rental book"
// link, the Studio opened by that link, and the fleet view on a desk and on a phone, over a
// December with the high season and New Year's Day. Every date is fixed: the pictures come out
// the same whatever the day they are made, but for the booking reference's four random characters.
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { loadSeedDataset } from '../../pipeline/sources/seed-source.ts'
import { confirmEdits, keepListenersOpen } from '../../tests/e2e/helpers/idle-listener.ts'
import { answerSanityApi } from '../../tests/e2e/helpers/sanity-api-route.ts'
import { sendBookingEmail } from './booking-email.ts'
import { assertShown, scrollToPaneTop } from './frame.ts'
import { openBookingForm } from './visitor.ts'

type Doc = Record<string, unknown> & { _id: string }
type Options = { browser: Browser; site: string; studio: string; out: string; settle: (page: Page) => Promise<unknown> }

const SEED = path.join(REPO_ROOT, 'studio', 'seed')
const STUDIO_ADDRESS = 'https://phuket-moto.sanity.studio'

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
  const form = await openBookingForm(visitor, site, 'Book Honda PCX 150')
  await form.locator('input[name="startDate"]').fill('2030-12-12')
  await form.locator('input[name="endDate"]').fill('2030-12-16')
  const offer = form.getByRole('button', { name: /^Yamaha NMAX 155 · / })
  await offer.waitFor({ state: 'visible' })
  await visitor.evaluate('document.activeElement && document.activeElement.blur()')
  await settle(visitor)
  // The visitor's dates at the top of the form, the bike marked booked and the one offered under them.
  await scrollToPaneTop(form.getByText('Start Date', { exact: true }))
  const bar = (await form.getByRole('button', { name: 'Send Booking Request' }).boundingBox())!
  await assertShown('booking-booked-phone.png', [form.locator('input[name="startDate"]'), form.locator('input[name="endDate"]'), offer], { bottom: bar.y })
  await visitor.screenshot({ path: path.join(out, 'booking-booked-phone.png') })
  await phone.close()

  // The shop's e-mail of a real booking (booking-email.ts): the whole e-mail, its link at the foot.
  const sent = await sendBookingEmail(browser, site, STUDIO_ADDRESS)
  const mail = await browser.newContext({ viewport: { width: 640, height: 900 }, deviceScaleFactor: 1 })
  const inbox = await mail.newPage()
  await inbox.setContent(sent.html)
  await inbox.getByRole('link', { name: 'Add to the rental book' }).waitFor({ state: 'visible' })
  await inbox.screenshot({ path: path.join(out, 'email-rental-link.png'), fullPage: true })
  await mail.close()

  // That e-mail's link, opened in the Studio: the new rental filled in and saved as a draft, Publish ready.
  const desk = await studioPage(browser, studio, { width: 1280, height: 900 })
  await desk.open(`/static/add-rental.html#${sent.payload}`)
  await desk.page.getByText(/^Edited /).waitFor({ timeout: 90_000 })
  // The rental book lists the new draft, as Sanity's listener tells it of a new document; the
  // quiet stand-in's (tests/e2e/helpers/idle-listener.ts) does not, so the page is read afresh.
  await desk.page.reload()
  await desk.page.locator('a').filter({ hasText: sent.reference }).waitFor({ timeout: 90_000 })
  await desk.page.getByText(/^Edited /).waitFor({ timeout: 90_000 })
  await desk.page.waitForTimeout(1500) // the Studio focuses the first field once loaded: let it, then blur it
  await desk.page.evaluate('document.activeElement && document.activeElement.blur()')
  await desk.page.mouse.move(0, 0)
  // As the owner finds it, and as tests/e2e/booking-availability.spec.ts waits for it: saved, the
  // form editable, Publish enabled (the Studio disables the button itself while it cannot publish).
  await desk.page.getByText('Saving...').waitFor({ state: 'detached' })
  await desk.page.getByLabel('First day').and(desk.page.locator(':not([readonly]):not([disabled])')).waitFor({ timeout: 90_000 })
  const publish = desk.page.getByRole('button', { name: 'Publish', exact: true, disabled: false })
  await publish.waitFor({ timeout: 90_000 })
  // The top of the form: the stage (Request), the bike and the days, under the rental's title (the
  // reference and what to compare with the e-mail are further down), on a desk screen a little
  // taller than the others' to hold them.
  await desk.page.setViewportSize({ width: 1280, height: 1120 })
  const stage = desk.page.getByRole('radio', { name: 'Request', exact: true })
  const filled = [desk.page.getByText('Stage', { exact: true }), stage, ...['First day', 'Last day'].map((label) => desk.page.getByLabel(label, { exact: true }))]
  await scrollToPaneTop(desk.page.getByText('Stage', { exact: true }), 36) // the box above it wholly out of view
  await assertShown('studio-rental-filled.png', filled, { top: 100, bottom: (await publish.boundingBox())!.y - 8 })
  await desk.page.screenshot({ path: path.join(out, 'studio-rental-filled.png') })
  await desk.page.setViewportSize({ width: 1280, height: 900 }) // the fleet view's
  await publish.click()
  const published = () => desk.docs.some((doc) => doc._type === 'rental' && doc.reference === sent.reference && !doc._id.startsWith('drafts.'))
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
  // The phone's Studio holds the rental the desk published, at the stage the e-mail's link gave it.
  const counter = await studioPage(browser, studio, { width: 390, height: 844 }, [{ ...rental('from-link', 'yamaha-nmax', '2026-12-15', '2026-12-18', sent.reference), stage: 'request' }])
  await counter.open('/fleet/2026-12-01')
  const fleet = counter.page.getByTestId('fleet')
  await fleet.getByRole('link', { name: /Honda PCX 150: rented 10 Dec/ }).waitFor({ timeout: 90_000 })
  await fleet.evaluate((element) => element.scrollBy(36 * 9, 0)) // from 10 December
  await counter.page.screenshot({ path: path.join(out, 'studio-fleet-phone.png') })
  await counter.close()
}
