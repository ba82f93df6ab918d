// A visitor whose browser blocks storage ("Block all cookies", some in-app browsers): touching
// localStorage or sessionStorage throws, and so does the EmailJS SDK's module as it loads. The
// booking must still go out, once, with exactly the parameters of a normal booking.
import { expect, test } from './fixtures'
import { formatText, messages, settings } from './helpers/content'
import { bookingForm, countSends, emptyOutbox, expectedRequest, outboxEmails } from './booking-helpers'
import { homeIn, newestLocale } from './helpers/site'
import { defaultLocale } from '../../src/i18n/locales'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts).
test.use({ pinnedClock: true })

const bikeName = 'Honda PCX 150'

test.beforeEach(async ({ page, request }) => {
  await emptyOutbox(request)
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`The user denied access to ${name}`, 'SecurityError')
        },
      })
    }
  })
})

for (const locale of [newestLocale, defaultLocale]) {
  test(`books in ${locale} with storage blocked: one e-mail, the exact parameters, the normal success`, async ({ page, request }) => {
    const m = messages[locale]
    const sends = countSends(page)
    await page.goto(homeIn(locale))
    expect(await page.evaluate(() => { try { return typeof localStorage } catch { return 'blocked' } })).toBe('blocked')
    await page.getByRole('button', { name: formatText(locale, 'bike.bookLabel', { name: bikeName }) }).click()
    const form = bookingForm(page, locale)
    await form.fill('Ann Smith', 'Patong, room 12')
    await form.submit.click()

    const toast = page.getByRole('region', { name: /Notifications/ })
    await expect(toast.getByText(m['booking.success'], { exact: true })).toBeVisible()
    await expect(toast.getByText(formatText(locale, 'booking.successDescription', { minutes: settings.responseMinutes }), { exact: true })).toBeVisible()
    const emails = await outboxEmails(request)
    expect(emails).toHaveLength(1)
    expect(sends.count).toBe(1)
    expect(emails[0].request).toEqual(expectedRequest(bikeName, 'Ann Smith', 'Patong, room 12', locale))
    // The page cannot keep the request: the sent view says so at once, beside the QR.
    await expect(form.dialog.getByRole('alert').filter({ hasText: formatText(locale, 'booking.sent.notKept', { qr: 'yes' }) })).toBeVisible()
  })
}
