// The booking's fault matrix in the browser, in en, zh and th: the EmailJS endpoint answers 400,
// 403, 429, 451, 500 or 503, the connection is aborted, or the browser is offline. Each time: the right localized line, every value and the draft kept, then a
// retry that succeeds with exactly one e-mail in the outbox. The run prints the matrix as a table.
// (The SDK's string rejection cannot happen in a correctly built site: see BookingDialog.faults.test.)
import { expect, test, type Page, type Route } from './fixtures'
import { DEFAULT_SEND_TIMEOUT_MS } from '../../src/features/booking/send/timeout'
import { REVISION_ORIGINAL } from '../../src/features/booking/shopWords'
import { locales } from '../../src/i18n/locales'
import { messages } from './helpers/content'
import { openIn } from './helpers/site'
import { SEND_PATH, booking, bookingForm, chooseOption, countSends, emptyOutbox, movePageClock, outboxEmails, toasts } from './booking-helpers'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts).
test.use({ pinnedClock: true })

type Fault = { name: string; key: keyof (typeof messages)['en']; values?: Record<string, string | number>; arrange: (page: Page) => Promise<() => Promise<void>> }

const cors = { 'Access-Control-Allow-Origin': '*' }
const answer = (status: number, body: string) => async (page: Page) => {
  await page.route(SEND_PATH, (route) => route.fulfill({ status, body, headers: cors }))
  return () => page.unroute(SEND_PATH)
}

const faults: Fault[] = [
  { name: 'HTTP 400', key: 'booking.errorRejected', values: { status: 400 }, arrange: answer(400, 'The template ID is invalid') },
  { name: 'HTTP 403', key: 'booking.errorRejected', values: { status: 403 }, arrange: answer(403, 'Forbidden') },
  { name: 'HTTP 429', key: 'booking.errorRateLimited', arrange: answer(429, 'Too Many Requests') },
  { name: 'HTTP 451', key: 'booking.errorRejected', values: { status: 451 }, arrange: answer(451, 'Unavailable For Legal Reasons') },
  { name: 'HTTP 500', key: 'booking.errorServer', values: { status: 500 }, arrange: answer(500, 'Internal Server Error') },
  { name: 'HTTP 503', key: 'booking.errorServer', values: { status: 503 }, arrange: answer(503, 'Service Unavailable') },
  {
    name: 'connection aborted',
    key: 'booking.errorNetwork',
    arrange: async (page) => {
      await page.route(SEND_PATH, (route) => route.abort('connectionaborted'))
      return () => page.unroute(SEND_PATH)
    },
  },
  {
    name: 'offline',
    key: 'booking.errorOffline',
    arrange: async (page) => {
      await page.context().setOffline(true)
      return () => page.context().setOffline(false)
    },
  },
]

const format = (text: string, values: Record<string, string | number> = {}) => text.replace(/\{(\w+)\}/g, (_all, name: string) => String(values[name]))
const matrix: string[][] = []

test.beforeEach(async ({ request }) => emptyOutbox(request))
test.afterAll(() => {
  const header = ['fault', 'locale', 'message', 'values kept', 'draft kept', 'retry', 'POSTs', 'e-mails']
  const rows = [header, ...matrix]
  const widths = header.map((_h, i) => Math.max(...rows.map((row) => [...row[i]].length)))
  const line = (row: string[]) => row.map((cell, i) => cell + ' '.repeat(widths[i] - [...cell].length)).join(' | ')
  console.log(['', 'Booking fault matrix (Playwright, real outbox):', line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...matrix.map(line)].join('\n'))
})

for (const locale of locales) {
  for (const fault of faults) {
    test(`${fault.name} in ${locale}: localized message, values and draft kept, one e-mail after the retry`, async ({ page, request }) => {
      const m = messages[locale]
      const sends = countSends(page)
      await openIn(page, locale)
      await page.getByRole('button', { name: m['hero.bookNow'], exact: true }).first().click()
      const form = bookingForm(page, locale)
      await chooseOption(form.bikeSelect, /Honda PCX 150/)
      await form.fill('สมชาย 王 Ann', `Room 12 · ${fault.name}`)

      const heal = await fault.arrange(page)
      await form.submit.click()
      const expected = format(m[fault.key], fault.values)
      await expect(page.getByText(expected), `after a send that met "${fault.name}" the visitor is not told why`).toBeVisible()
      await expect(page.getByText(m['booking.errorSend'])).toBeVisible()
      await expect(form.submit).toBeEnabled()
      for (const [key, value] of [['booking.name', 'สมชาย 王 Ann'], ['booking.phone', booking.phone], ['booking.endDate', booking.endDate]] as const) {
        await expect(form.field(key)).toHaveValue(value)
      }
      await expect(form.bikeSelect).toHaveText(/Honda PCX 150/)
      const draft = await page.evaluate(() => sessionStorage.getItem('pmr-booking-draft'))
      expect(draft).toContain('สมชาย 王 Ann')
      expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('สมชาย')

      await heal()
      await form.submit.click()
      await expect(toasts(page).getByText(m['booking.success'])).toBeVisible()
      await expect(form.field('booking.name')).toHaveValue('')
      expect(await page.evaluate(() => sessionStorage.getItem('pmr-booking-draft'))).toBeNull()
      const emails = await outboxEmails(request)
      expect(emails).toHaveLength(1)
      expect(emails[0].request.template_params.customer_name).toBe('สมชาย 王 Ann')
      matrix.push([fault.name, locale, expected.slice(0, 48), 'yes', 'yes', 'ok', String(sends.count), String(emails.length)])
    })
  }
}

// The answer comes after the wait (15 s, the production value, on the page's clock moved by the
// test): the form says it is still sending and keeps listening; the late answer decides, and the
// shop gets one e-mail in every case.
// Each language gets one late answer, success and failure in turn.
for (const [locale, late] of locales.map((locale, i) => [locale, i % 2 ? 'failure' : 'success'] as const)) {
  test(`an answer after the wait in ${locale} (${late}): still sending, then the normal ${late}, one request`, async ({ page, request }) => {
    const m = messages[locale]
    const sends = countSends(page)
    await openIn(page, locale)
    await page.getByRole('button', { name: m['bike.bookLabel'].replace('{name}', 'Honda PCX 150') }).click()
    const form = bookingForm(page, locale)
    await form.fill('Ann Smith', 'slow network')
    let held: Route | undefined
    await page.route(SEND_PATH, (route) => void (held = route))
    await form.submit.click()
    await expect.poll(() => held !== undefined, 'the visitor pressed Send and no booking left the page').toBe(true)
    await expect(page.getByText(m['booking.stillSending']), 'the visitor is told it is slow before the wait is over').toHaveCount(0)
    await movePageClock(page, DEFAULT_SEND_TIMEOUT_MS)

    await expect(page.getByText(m['booking.stillSending']), 'no answer for 15 s and the visitor is not told the booking is still on its way').toBeVisible()
    await expect(page.getByText(m['booking.errorSend'])).toHaveCount(0)
    await expect(form.submit).toBeDisabled()
    // Leaving now asks first: the page has a beforeunload handler that cancels by default.
    const asks = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    })
    expect(asks).toBe(true)

    if (late === 'success') await held!.continue()
    else await held!.fulfill({ status: 500, body: 'Internal Server Error', headers: cors })
    const outcome = late === 'success' ? m['booking.success'] : m['booking.errorSend']
    await expect(toasts(page).getByText(outcome)).toBeVisible()
    await expect(page.getByText(m['booking.stillSending'])).toHaveCount(0)
    expect(sends.count).toBe(1)
    expect(await outboxEmails(request)).toHaveLength(late === 'success' ? 1 : 0)
    if (late === 'failure') await expect(form.field('booking.name')).toHaveValue('Ann Smith')
  })
}

test('a booking edited while its e-mail is on its way (zh): kept, then sent as a correction of the same reference', async ({ page, request }) => {
  const m = messages.zh
  const sends = countSends(page)
  await openIn(page, 'zh')
  await page.getByRole('button', { name: m['bike.bookLabel'].replace('{name}', 'Honda PCX 150') }).click()
  const form = bookingForm(page, 'zh')
  await form.fill('王小明', 'first details')
  let held: Route | undefined
  await page.route(SEND_PATH, (route) => void (held = route))
  await form.submit.click()
  await expect.poll(() => held !== undefined).toBe(true)

  // While it is on its way the visitor corrects the phone number, then the first answer arrives.
  await form.field('booking.phone').fill('+66 99 999 9999')
  await held!.continue()
  await page.unroute(SEND_PATH)
  await expect(page.getByText(m['booking.correctionPending'])).toBeVisible()
  await expect(form.field('booking.phone')).toHaveValue('+66 99 999 9999')

  await form.submit.click()
  await expect(form.field('booking.name')).toHaveValue('')
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText(m['booking.success'], { exact: true }).last()).toBeVisible()
  const emails = await outboxEmails(request)
  expect(emails).toHaveLength(2)
  expect(sends.count).toBe(2)
  const [first, second] = emails.map((email) => email.request.template_params).sort((a, b) => a.booking_revision.localeCompare(b.booking_revision))
  expect(second.booking_revision).toBe(REVISION_ORIGINAL)
  expect(second.customer_phone).toBe(booking.phone)
  expect(first.booking_revision).toBe(`Correction of ${second.booking_reference}: replaces the earlier e-mail with this reference`)
  expect(first.customer_phone).toBe('+66 99 999 9999')
  expect(first.booking_reference).toBe(second.booking_reference)
})
