// The prepayment that holds the bike, in the browser: before Send, the cancellation policy's line
// for the visitor's dates and its full text in the rental terms; after it, a PromptPay QR that a
// QR reader decodes from a screenshot of the page, and a second library (promptpay-js, with the
// CRC checked by crc) parses to the shop's ID and the exact amount the page and both e-mails name.
import jsQR from 'jsqr'
import sharp from 'sharp'
import { crc16xmodem } from 'crc'
import promptPay from 'promptpay-js'
import { expect, test, type Page } from './fixtures'
import { delivery, formatText, messages } from './helpers/content'
import { openIn } from './helpers/site'
import { bookingForm, emptyOutbox, outboxConfirmations, outboxEmails } from './booking-helpers'
import { formatDate } from '../../src/features/booking/dates'
import { parsePromptPayId } from '../../rules/prepayment/promptPayId'
import type { Locale } from '../../src/i18n/locales'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts), 1 March 2026.
test.use({ pinnedClock: true })
test.beforeEach(async ({ request }) => emptyOutbox(request))

const shopId = parsePromptPayId(delivery.prepayment.promptPayId)!

async function sendPcx(page: Page, locale: Locale, dates?: { startDate: string; endDate: string }) {
  await openIn(page, locale)
  await page.getByRole('button', { name: formatText(locale, 'bike.bookLabel', { name: 'Honda PCX 150' }) }).click()
  const form = bookingForm(page, locale)
  await form.fill('Ann Smith', 'None')
  if (dates) {
    await form.field('booking.startDate').fill(dates.startDate)
    await form.field('booking.endDate').fill(dates.endDate)
  }
  return form
}

/** The QR as a reader sees it on the screen: a screenshot of the image, decoded by jsQR. */
async function scanQr(page: Page, locale: Locale, amount: string): Promise<string> {
  const image = page.getByRole('img', { name: formatText(locale, 'booking.prepay.qrAlt', { amount }) })
  await expect(image).toBeVisible()
  const { data, info } = await sharp(await image.screenshot()).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
  expect(found, 'no QR code found in the screenshot').not.toBeNull()
  return found!.data
}

/** The payload's tags by promptpay-js, and whether its last four characters are its CRC-16 (CCITT, init 0xFFFF). */
function readPayload(payload: string) {
  const tags = promptPay.parse(payload) as Record<string, { value: unknown }>
  const merchant = tags['29'].value as Record<string, { value: string }>
  const crc = crc16xmodem(payload.slice(0, -4), 0xffff).toString(16).toUpperCase().padStart(4, '0')
  return { merchant, amount: tags['54']?.value, currency: tags['53']?.value, crcValid: crc === tags['63']?.value }
}

test('before Send: the cancellation policy for the dates, and its full text in the rental terms', async ({ page }) => {
  const form = await sendPcx(page, 'en')
  const { freeUntilDays } = delivery.prepayment
  // Pickup on 14 March: free until 11 March, which is still ahead on 1 March.
  const line = formatText('en', 'booking.policy.freeUntil', { days: freeUntilDays, kept: 'all', percent: 100, date: formatDate('2026-03-11', 'en', 'long') })
  await expect(form.dialog.getByText(line, { exact: true })).toBeVisible()
  expect(line).toBe('Free cancellation until March 11, 2026 (3 days before pickup). After that, the prepayment is kept.')
  // Two days before pickup, the window has passed, and the line says so.
  await form.field('booking.startDate').fill('2026-03-02')
  await form.field('booking.endDate').fill('2026-03-09')
  await expect(form.dialog.getByText(formatText('en', 'booking.policy.inside', { days: freeUntilDays, kept: 'all', percent: 100 }), { exact: true })).toBeVisible()

  await form.dialog.getByRole('button', { name: messages.en['booking.policy.link'] }).click()
  const terms = page.getByRole('dialog', { name: messages.en['terms.title'] })
  await expect(terms.getByText(/^Cancel 3 or more days before pickup/)).toBeVisible()
})

test('after Send: a PromptPay QR for exactly the first day, the reference for the note, the slip by chat, in both e-mails', async ({ page, request }) => {
  const form = await sendPcx(page, 'en')
  await form.submit.click()
  const panel = page.getByRole('region', { name: formatText('en', 'booking.prepay.title', { amount: '250' }) })
  await expect(panel).toBeVisible()

  const payload = await scanQr(page, 'en', '250')
  const { merchant, amount, currency, crcValid } = readPayload(payload)
  // A phone number travels as 0066 and the number without its 0 (the standard's 13 digits).
  expect(merchant['01'].value).toBe(`0066${shopId.digits.slice(1)}`)
  expect(amount).toBe('250.00')
  expect(currency).toBe('764') // Thai baht
  expect(crcValid).toBe(true)

  const [email] = await outboxEmails(request)
  const reference = email.request.template_params.booking_reference
  await expect(panel.getByText(formatText('en', 'booking.prepay.note', { reference }))).toBeVisible()
  expect(email.request.template_params.prepayment).toContain(`250 THB asked by PromptPay to hold the bike (the first day's price), with ${reference}`)
  expect(email.request.template_params.message).toContain(`Prepayment asked: 250 THB by PromptPay, ${reference} in the note (not paid yet)`)
  const [confirmation] = await outboxConfirmations(request)
  expect(confirmation.request.template_params.reply_prepayment).toBe(
    formatText('en', 'booking.reply.prepayment', { amount: '250', id: delivery.prepayment.promptPayId, reference }),
  )

  const slip = formatText('en', 'booking.prepay.slipMessage', { reference, amount: '250' })
  const whatsapp = new URL((await panel.getByRole('link', { name: messages.en['booking.prepay.slipWhatsapp'] }).getAttribute('href'))!)
  expect(whatsapp.searchParams.get('text')).toBe(slip)
  const line = (await panel.getByRole('link', { name: messages.en['booking.prepay.slipLine'] }).getAttribute('href'))!
  expect(decodeURIComponent(line.split('?')[1])).toBe(slip)
  const save = panel.getByRole('link', { name: messages.en['booking.prepay.save'] })
  await expect(save).toHaveAttribute('download', `promptpay-${reference}.png`)
  await expect(save).toHaveAttribute('href', /^data:image\/png;base64,/)
  // The page asks for the money; it never says the money came.
  await expect(panel).not.toContainText(/\b(paid|received|confirmed)\b/i)
})

test('Thai, over Christmas: the high season\'s first day (325 baht) in the QR', async ({ page }) => {
  const form = await sendPcx(page, 'th', { startDate: '2026-12-24', endDate: '2026-12-31' })
  await form.submit.click()
  const amount = new Intl.NumberFormat('th').format(325)
  await expect(page.getByRole('region', { name: formatText('th', 'booking.prepay.title', { amount }) })).toBeVisible()
  const { merchant, amount: paid, crcValid } = readPayload(await scanQr(page, 'th', amount))
  expect(merchant['01'].value).toBe(`0066${shopId.digits.slice(1)}`)
  expect(paid).toBe('325.00')
  expect(crcValid).toBe(true)
})
