// The sent request stays with the tourist: after a Send, a reload with no touch on the page shows
// the request kept on this device (the loader starts the app at once when one is kept), in the
// page's language, with a QR that a reader decodes to the same PromptPay ID and amount as before
// the reload; "Forget this request" removes it; a change of dates is priced and handed to the chat.
import jsQR from 'jsqr'
import sharp from 'sharp'
import promptPay from 'promptpay-js'
import { expect, test, type Page } from './fixtures'
import { formatText, messages, settings } from './helpers/content'
import { openIn } from './helpers/site'
import { bookingForm, emptyOutbox, movePageClock, outboxEmails } from './booking-helpers'
import { THROTTLE_MS } from '../../src/features/booking/abuse'
import { INTENT_ATTRIBUTE } from '../../src/app/documentScripts'
import { READY_ATTRIBUTE } from '../../src/i18n/languageSwap'
import { KEPT_REQUESTS_KEY } from '../../src/shared/keptRequests'
import type { Locale } from '../../src/i18n/locales'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts), 1 March 2026.
test.use({ pinnedClock: true })
test.beforeEach(async ({ request }) => emptyOutbox(request))

async function sendPcx(page: Page, locale: Locale): Promise<string> {
  await openIn(page, locale)
  await page.getByRole('button', { name: formatText(locale, 'bike.bookLabel', { name: 'Honda PCX 150' }) }).click()
  const form = bookingForm(page, locale)
  await form.fill('Ann Smith', 'None')
  await form.submit.click()
  await expect(form.dialog.getByRole('heading', { name: messages[locale]['booking.success'] })).toBeVisible()
  // Newest first: the one just sent.
  const [email] = await outboxEmails(page.request)
  return email.request.template_params.booking_reference
}

/** The QR inside `scope` as a reader sees it on the screen, parsed to the PromptPay ID and amount. */
async function scanQr(scope: ReturnType<Page['locator']>): Promise<{ id: string; amount: string }> {
  const image = scope.getByRole('img').first()
  await expect(image).toBeVisible()
  const { data, info } = await sharp(await image.screenshot()).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
  expect(found, 'no QR code found in the screenshot').not.toBeNull()
  const tags = promptPay.parse(found!.data) as Record<string, { value: unknown }>
  return { id: (tags['29'].value as Record<string, { value: string }>)['01'].value, amount: String(tags['54']?.value) }
}

/** A reload as the browser does it, with no key press or touch after it (the fixtures' reload starts the app by a key). */
async function reloadUntouched(page: Page) {
  await Promise.all([page.waitForEvent('load'), page.evaluate(() => setTimeout(() => location.reload(), 0))])
}

test('sent, reloaded with no touch: the reference and the same QR; forgotten, it is gone', async ({ page }) => {
  const reference = await sendPcx(page, 'th')
  const sent = page.getByRole('dialog').locator('[data-prepay]')
  const before = await scanQr(sent)
  expect(before.amount).toBe('250.00')

  await reloadUntouched(page)
  const kept = page.locator(`[data-kept-request="${reference}"]`)
  await expect(kept.getByRole('heading', { name: formatText('th', 'booking.kept.title', { reference }) })).toBeVisible()
  // Nothing was touched: the app started by itself because a request was kept.
  await expect(page.locator('html')).toHaveAttribute(READY_ATTRIBUTE, '')
  await expect(page.locator('html')).not.toHaveAttribute(INTENT_ATTRIBUTE, '')
  await expect(page.getByRole('heading', { name: formatText('th', 'booking.kept.heading', { count: 1 }) })).toBeVisible()
  expect(await scanQr(kept)).toEqual(before)
  await expect(kept.getByText(formatText('th', 'booking.prepay.note', { reference }))).toBeVisible()
  await expect(kept.locator('[data-kept-policy]')).toBeVisible()

  await kept.getByRole('button', { name: messages.th['booking.kept.forget'] }).click()
  await expect(kept).toHaveCount(0)
  expect(await page.evaluate((key) => localStorage.getItem(key), KEPT_REQUESTS_KEY)).toBeNull()
  await reloadUntouched(page)
  await expect(page.locator('[data-kept-requests]')).toHaveCount(0)
  // With nothing kept, the page waits for a touch as before.
  await expect(page.locator('html')).not.toHaveAttribute(READY_ATTRIBUTE, '')
})

test('on a phone the sent view says what happened, with the reference and the amount to prepay on the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const reference = await sendPcx(page, 'ru')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: messages.ru['booking.title'] })).toHaveCount(0)
  await expect(dialog.getByRole('heading', { name: formatText('ru', 'booking.handoff.reference', { reference }) })).toBeInViewport({ ratio: 1 })
  const steps = dialog.locator('[data-next-steps] li')
  await expect(steps).toHaveText([formatText('ru', 'booking.sent.stepPrepay', { amount: '250' }), formatText('ru', 'booking.sent.stepConfirm', { minutes: settings.responseMinutes })])
  await expect(steps.first()).toBeInViewport({ ratio: 1 })
  // The success toast over the sheet's top stops above the amount to prepay.
  const toast = (await page.getByRole('region', { name: /Notifications/ }).locator('[data-part=root]').first().boundingBox())!
  expect((await steps.first().boundingBox())!.y, 'the toast covers the amount to prepay').toBeGreaterThanOrEqual(toast.y + toast.height)
})

test('a change of dates: the new estimate and its difference, asked on WhatsApp with the reference and the dates', async ({ page }) => {
  const reference = await sendPcx(page, 'en')
  await page.reload()
  const kept = page.locator(`[data-kept-request="${reference}"]`)
  await kept.getByRole('button', { name: messages.en['booking.change.open'] }).click()
  const change = kept.locator('[data-kept-change]')
  // One day longer than the week sent (14-21 March): the estimate of 14-22 March.
  await change.getByLabel(messages.en['booking.endDate']).fill('2026-03-22')
  await expect(change.locator('[data-change-difference]')).toHaveText(/^That is [\d,]+ baht more than the request you sent\.$/)
  await expect(change.locator('[data-change-free]')).toHaveAttribute('data-change-free', 'yes')
  const text = new URL((await change.getByRole('link', { name: messages.en['booking.change.whatsapp'] }).getAttribute('href'))!).searchParams.get('text')
  expect(text).toContain(reference)
  expect(text).toContain('Mar 14 – 21, 2026')
  expect(text).toContain('Mar 14 – 22, 2026')
  await expect(change.getByText(messages.en['booking.change.pending'])).toBeVisible()

  await kept.getByRole('button', { name: messages.en['booking.cancel.open'] }).click()
  const cancel = kept.locator('[data-kept-cancel]')
  // 1 March, pickup 14 March: well before the last free day.
  await expect(cancel.locator('[data-cancel-refund]')).toHaveText(formatText('en', 'booking.cancel.refund', { refund: 'all', amount: '250', back: '250' }))
})

test('two requests sent: both show after a reload', async ({ page }) => {
  const first = await sendPcx(page, 'en')
  await page.getByRole('dialog').getByRole('button', { name: messages.en['booking.sentAnother'] }).click()
  // A second booking within THROTTLE_MS is asked to wait: the visitor books the next bike later.
  await movePageClock(page, THROTTLE_MS)
  const form = bookingForm(page, 'en')
  await form.bikeSelect.selectOption('yamaha-nmax')
  await form.fill('Ann Smith', 'Second bike')
  await form.submit.click()
  await expect(form.dialog.getByRole('heading', { name: messages.en['booking.success'] })).toBeVisible()
  const second = (await outboxEmails(page.request)).map((email) => email.request.template_params.booking_reference).find((reference) => reference !== first)
  expect(second).toBeDefined()
  await reloadUntouched(page)
  await expect(page.locator('[data-kept-request]')).toHaveCount(2)
  await expect(page.getByRole('heading', { name: formatText('en', 'booking.kept.heading', { count: 2 }) })).toBeVisible()
})
