// The booking form's extras in the browser: the live estimate and suggested return date, the rider notice, the hotel
// field reaching the shop's e-mail, and the WhatsApp/LINE hand-off after a send and when it fails.
import { expect, test, type Page } from './fixtures'
import { formatText, messages, settings } from './helpers/content'
import { expectNoAxeViolations, openIn } from './helpers/site'
import { SEND_PATH, bookingForm, chooseOption, emptyOutbox, outboxEmails } from './booking-helpers'
import { REFERENCE_PATTERN } from '../../src/features/booking/reference'
import type { Locale } from '../../src/i18n/locales'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts).
test.use({ pinnedClock: true })

test.beforeEach(async ({ request }) => emptyOutbox(request))

async function openPcx(page: Page, locale: Locale) {
  await openIn(page, locale)
  await page.getByRole('button', { name: formatText(locale, 'bike.bookLabel', { name: 'Honda PCX 150' }) }).click()
  const form = bookingForm(page, locale)
  const estimate = form.dialog.getByRole('region', { name: messages[locale]['booking.estimate.title'] })
  return { form, estimate }
}

async function choosePeriod(page: Page, locale: Locale, id: string) {
  const dialog = page.getByRole('dialog')
  await chooseOption(dialog.getByRole('combobox', { name: messages[locale]['booking.rentalPeriod'] }), messages[locale][`booking.period.${id}` as keyof (typeof messages)['en']])
}

test('estimate, suggested return date, notice and hotel: shown live and sent to the shop', async ({ page, request }) => {
  const { form, estimate } = await openPcx(page, 'en')
  await expect(form.dialog.getByText(/International Driving Permit \(IDP\)/)).toBeVisible()
  await expect(form.dialog.getByText(/Helmets for rider and passenger are included/)).toBeVisible()
  await expect(estimate).toContainText('Choose a bike and your dates or a rental period')

  await choosePeriod(page, 'en', '3-days')
  await expect(estimate).toContainText('3 days (rental period)')
  await expect(estimate).toContainText('3 days × 250 baht = 750 baht')
  await expect(estimate).toContainText('Estimated total: 750 baht')
  await expect(estimate).toContainText('This is an estimate, not a final price')

  await form.field('booking.startDate').fill('2026-12-01')
  await expect(form.field('booking.endDate')).toHaveValue('2026-12-04')
  await expect(form.dialog.getByText('Suggested from the start date and rental period; you can change it.')).toBeVisible()
  await expect(estimate).toContainText('3 days: Dec 1 – 4, 2026 (return day not counted)')

  // Still editable, and any date is accepted (no validation added).
  await form.field('booking.endDate').fill('2026-12-08')
  await expect(form.dialog.getByText('Suggested from the start date')).toHaveCount(0)
  // A week of the PCX is its week price, not 7 days at 250.
  await expect(estimate).toContainText('1 week × 1,500 baht = 1,500 baht')
  await form.field('booking.endDate').fill('2026-11-20')
  await expect(estimate).toContainText('The return date is before the pickup date')
  await form.field('booking.endDate').fill('2026-12-08')

  await form.field('booking.hotel').fill('Patong Beach Hotel, room 312')
  await form.field('booking.name').fill('Ann Smith')
  await form.field('booking.phone').fill('+44 7700 900123')
  await form.pastFillTime()
  await form.submit.click()
  await expect(page.getByText('We will contact you within 30 minutes')).toBeVisible()
  await expect(form.field('booking.hotel')).toHaveValue('')

  const [email] = await outboxEmails(request)
  expect(email.request.template_params).toMatchObject({
    hotel_room: 'Patong Beach Hotel, room 312',
    price_estimate: expect.stringMatching(/^7 days \(from 2026-12-01 to 2026-12-08, return day not counted\): 1 week x 1,500 THB = 1,500 THB; estimated total 1,500 THB/),
    // A return date the period does not end on clears the period: the e-mail names what was priced.
    rental_period: '7 days (from the dates)', start_date: '2026-12-01', end_date: '2026-12-08',
  })
})

test('Thai dates are in the Buddhist era, as Thai readers write them: 2569, never 2026', async ({ page }) => {
  const { form, estimate } = await openPcx(page, 'th')
  await choosePeriod(page, 'th', '7-days')
  await form.field('booking.startDate').fill('2026-12-01')
  await expect(form.field('booking.endDate')).toHaveValue('2026-12-08')
  await expect(estimate).toContainText('1–8 ธ.ค. 2569')
  await expect(estimate).toContainText('8 ธ.ค. 2569')
  await expect(estimate).not.toContainText('2026')
  await expect(estimate).toContainText('1 สัปดาห์ × 1,500 บาท = 1,500 บาท')
})

function handoff(page: Page) {
  const panel = page.getByRole('dialog').getByRole('region', { name: /Send it by chat|send your booking by chat/i })
  return {
    panel,
    whatsapp: panel.getByRole('link', { name: 'Send via WhatsApp' }),
    line: panel.getByRole('link', { name: 'Send via LINE' }),
    summary: panel.getByRole('textbox', { name: 'Booking summary' }),
  }
}

test('after a send: WhatsApp and LINE links with the summary, a reference and a working Copy', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const { form } = await openPcx(page, 'en')
  await form.fill('Ann Smith', 'Room 12')
  await form.submit.click()
  await expect(page.getByText('We will contact you within 30 minutes')).toBeVisible()

  const { panel, whatsapp, line, summary } = handoff(page)
  await expect(panel).toBeVisible()
  const [email] = await outboxEmails(request)
  const reference = email.request.template_params.booking_reference
  expect(reference).toMatch(REFERENCE_PATTERN)
  await expect(panel.getByText(`Booking reference: ${reference}`, { exact: true }).and(panel.locator('p'))).toBeVisible()

  const text = await summary.inputValue()
  expect(text).toContain(`Booking reference: ${reference}`)
  expect(text).toContain('Name: Ann Smith')
  expect(text).toContain('Bike: Honda PCX 150')
  const wa = new URL((await whatsapp.getAttribute('href'))!)
  expect(`${wa.origin}${wa.pathname}`).toBe(`https://wa.me/${settings.whatsappNumber}`)
  expect(wa.searchParams.get('text')).toBe(text)
  const lineHref = (await line.getAttribute('href'))!
  expect(lineHref.startsWith('https://line.me/R/msg/text/?')).toBe(true)
  expect(decodeURIComponent(lineHref.split('?')[1])).toBe(text)
  await expect(whatsapp).toHaveAttribute('target', '_blank')

  await panel.getByRole('button', { name: 'Copy summary' }).click()
  await expect(panel.getByRole('status')).toHaveText('Summary copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text)
  await expectNoAxeViolations(page)

  // The sent booking stays until the visitor books another bike: then the reset form, without it.
  await page.getByRole('dialog').getByRole('button', { name: 'Book another bike' }).click()
  await expect(panel).toHaveCount(0)
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Send Booking Request' })).toBeVisible()
})

test('when the send fails: the spec error toast, values kept, and the chat hand-off as the way out', async ({ page }) => {
  const { form } = await openPcx(page, 'zh')
  await form.fill('王小明', '12 号房')
  await page.route(SEND_PATH, (route) => route.fulfill({ status: 500, body: 'Internal Server Error', headers: { 'Access-Control-Allow-Origin': '*' } }))
  await form.submit.click()
  await expect(page.getByText(messages.zh['booking.errorSend'])).toBeVisible()
  await expect(form.field('booking.name')).toHaveValue('王小明')

  const panel = page.getByRole('dialog').getByRole('region', { name: messages.zh['booking.handoff.failureTitle'] })
  await expect(panel).toBeVisible()
  const wa = new URL((await panel.getByRole('link', { name: messages.zh['booking.handoff.whatsapp'] }).getAttribute('href'))!)
  // The summary in the visitor's language (the shop's e-mail is the English one).
  const text = wa.searchParams.get('text')!
  expect(text).toContain(formatText('zh', 'booking.summary.name', { value: '王小明' }))
  expect(text).toContain(formatText('zh', 'booking.summary.bike', { value: 'Honda PCX 150' }))
  expect(text).toMatch(new RegExp(formatText('zh', 'booking.handoff.reference', { reference: 'PMR-\\d{4}-\\w{4}' })))
  expect(text).not.toMatch(/Name:|Booking reference/)
  await expect(panel.getByRole('link', { name: messages.zh['booking.handoff.line'] })).toHaveAttribute('href', /^https:\/\/line\.me\/R\/msg\/text\/\?/)
  await expectNoAxeViolations(page)
})
