// A Book tap before the app has run (a tap at first paint, a tap with no touch before it, a phone
// still downloading the app on hotel Wi-Fi): the prerendered booking form shows at once with fields
// that take input, and the app's form takes it over with every character, the focus and a Send
// already tapped, so the booking sent carries exactly what was typed, once. The app's files are
// held back here (their download never answers until the test lets it), which is what a slow
// connection does: the visitor's typing comes before the app however fast this machine is.
import type { Browser, BrowserContextOptions } from '@playwright/test'
import { expect, pinClock, test, type Locator, type Page } from './fixtures'
import { bookingForm, chooseOption, countSends, emptyOutbox, outboxConfirmations, outboxEmails, toasts } from './booking-helpers'
import { formatText, messages } from './helpers/content'
import { expectNoAxeViolations } from './helpers/site'
import { READY_ATTRIBUTE } from '../../src/i18n/languageSwap'
import { MIN_FILL_MS } from '../../src/features/booking/abuse'
import { PRERENDERED_FORM_ID } from '../../src/shared/prerenderedForm'
import type { Locale } from '../../src/i18n/locales'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts).
test.use({ pinnedClock: true })

const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

const desktop: BrowserContextOptions = { viewport: { width: 1440, height: 900 } }

/** A phone's (or `size`'s) page whose app files are held back until `release()`. */
async function pageWithAppHeld(browser: Browser, baseURL: string, locale: Locale, size = phone) {
  const context = await browser.newContext(size)
  const page = await context.newPage()
  // On the suite's clock from the first script on: moved later, the clock would run back past the
  // moment the prerendered form opened.
  await pinClock(page)
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue().catch(() => undefined) // the page may be gone by then
  })
  await page.goto(`${baseURL}/${locale === 'en' ? '' : `?lang=${locale}`}`, { waitUntil: 'load' })
  return { context, page, release }
}

const prerendered = (page: Page) => page.locator(`#${PRERENDERED_FORM_ID}`)

/** Each of `keys`' fields marked invalid, its error message (aria-errormessage) saying it is needed to send. */
async function expectMarked(page: Page, form: ReturnType<typeof bookingForm>, m: (typeof messages)['en'], keys: Array<'booking.bike' | 'booking.name' | 'booking.phone'>) {
  for (const key of keys) {
    const field = key === 'booking.bike' ? form.bikeSelect : form.field(key)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    const message = await field.getAttribute('aria-errormessage')
    await expect(page.locator(`[id="${message}"]`)).toHaveText(m['booking.fieldRequired'])
  }
}
const bookButton = (page: Page, locale: Locale, bike: string) => page.getByRole('button', { name: formatText(locale, 'bike.bookLabel', { name: bike }) })

test.beforeEach(async ({ request }) => emptyOutbox(request))

test("a card's Book with no touch before it: the form at once; typed and sent before the app ran, the booking goes out once with exactly those values", async ({ browser, baseURL, request }) => {
  const { context, page, release } = await pageWithAppHeld(browser, baseURL!, 'en')
  const sends = countSends(page)
  const book = bookButton(page, 'en', 'Yamaha NMAX 155')
  await book.evaluate((button) => button.scrollIntoView({ block: 'center' })) // reached by script: no swipe
  await book.tap()

  const form = bookingForm(page, 'en')
  await expect(form.dialog, 'the tap waited for the app').toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute(READY_ATTRIBUTE)
  await expect(form.chosenBike).toHaveText(/Yamaha NMAX 155/)
  await form.field('booking.name').tap()
  await page.keyboard.type('Somchai Jaidee')
  await form.field('booking.phone').fill('+66 81 234 5678')
  await form.field('booking.hotel').fill('Patong Beach Hotel, room 12')
  await form.bikeSelect.selectOption('honda-pcx') // changed their mind after the tap
  await form.pastFillTime()
  await form.submit.tap()
  await expect(form.submit, 'Send tapped before the app ran did not look busy').toHaveAttribute('aria-busy', 'true')
  expect(sends.count).toBe(0)

  release()
  await expect(toasts(page).getByText(messages.en['booking.success'], { exact: true })).toBeVisible()
  await expect(prerendered(page)).toHaveCount(0)
  const emails = await outboxEmails(request)
  expect(emails).toHaveLength(1)
  expect(sends.count).toBe(1)
  expect(emails[0].request.template_params).toMatchObject({
    customer_name: 'Somchai Jaidee',
    customer_phone: '+66 81 234 5678',
    hotel_room: 'Patong Beach Hotel, room 12',
    selected_bike: 'Honda PCX 150',
  })
  await context.close()
})

test('Book Now in Chinese: the form in Chinese at once, accessible; typing on while the app takes over loses no character', async ({ browser, baseURL }) => {
  const { context, page, release } = await pageWithAppHeld(browser, baseURL!, 'zh')
  await page.getByRole('button', { name: messages.zh['hero.bookNow'], exact: true }).tap()
  const form = bookingForm(page, 'zh')
  await expect(form.dialog).toBeVisible()
  await expect(form.dialog.getByRole('heading', { name: messages.zh['booking.title'] })).toBeVisible()
  await expect(form.chosenBike).toHaveText(messages.zh['booking.bikePlaceholder'])
  await expectNoAxeViolations(page)

  await form.field('booking.notes').tap()
  await page.keyboard.type('请送到')
  release()
  // Key by key while the app starts and takes the form over, and a few keys after.
  let typed = '请送到'
  for (let keys = 0; keys < 400 && (await prerendered(page).count()) > 0; keys++) {
    const key = 'abcdefghij'[keys % 10]
    await page.keyboard.type(key)
    typed += key
  }
  await expect(prerendered(page), 'the app never took the form over').toHaveCount(0)
  await page.keyboard.type('xyz')
  typed += 'xyz'
  await expect(form.field('booking.notes')).toHaveValue(typed)
  await expect(form.field('booking.notes')).toBeFocused()
  await context.close()
})

test('closed before the app ran: the app opens nothing by itself, and the next Book finds what was typed', async ({ browser, baseURL }) => {
  const { context, page, release } = await pageWithAppHeld(browser, baseURL!, 'th')
  const book = bookButton(page, 'th', 'Honda PCX 150')
  await book.evaluate((button) => button.scrollIntoView({ block: 'center' }))
  await book.tap()
  const form = bookingForm(page, 'th')
  await form.field('booking.name').fill('สมชาย ใจดี')
  await page.keyboard.press('Escape')
  await expect(form.dialog).toBeHidden()

  release()
  await expect(page.locator('html')).toHaveAttribute(READY_ATTRIBUTE, '')
  await expect(form.dialog, 'the app opened a form the visitor had closed').toBeHidden()
  await book.tap()
  await expect(form.dialog).toBeVisible()
  await expect(form.field('booking.name')).toHaveValue('สมชาย ใจดี')
  await expect(prerendered(page)).toHaveCount(0)
  await context.close()
})

for (const { locale, size, name } of [
  { locale: 'en', size: phone, name: 'phone' },
  { locale: 'th', size: desktop, name: 'desktop' },
] as const) {
  test(`an empty or half-filled Send before the app ran gets the spec's toast at once (${locale}, ${name}); nothing is sent, then or at the take-over`, async ({ browser, baseURL, request }) => {
    const { context, page, release } = await pageWithAppHeld(browser, baseURL!, locale, size)
    const sends = countSends(page)
    const m = messages[locale]
    const bookNow = page.getByRole('button', { name: m['hero.bookNow'], exact: true })
    if (size === phone) await bookNow.tap()
    else await bookNow.click()
    const form = bookingForm(page, locale)
    await expect(form.dialog).toBeVisible()
    await form.pastFillTime()
    const required = (within: Page | Locator) => within.getByText(m['booking.errorRequired'], { exact: true })

    await form.submit.click()
    await expect(required(prerendered(page)), 'an empty Send before the app got no answer').toBeVisible()
    await expect(prerendered(page).getByText(m['booking.error'], { exact: true })).toBeVisible()
    await expect(form.submit, 'the Send answered and is not waiting for anything').not.toHaveAttribute('aria-busy', 'true')
    await expect(page.locator('html')).not.toHaveAttribute(READY_ATTRIBUTE)
    // The fields it needs are marked, with their message, and the first has the focus, as in the app's form.
    await expectMarked(page, form, m, ['booking.bike', 'booking.name', 'booking.phone'])
    await expect(form.bikeSelect).toBeFocused()
    await page.screenshot({ path: test.info().outputPath(`required-${locale}-${name}.png`) })

    // Only the name: still not a booking; the same answer again.
    await form.field('booking.name').fill('Somchai Jaidee')
    const toast = prerendered(page).getByRole('status')
    await toast.getByRole('button', { name: m['booking.close'] }).click()
    await expect(toast).toBeHidden()
    await expect(form.dialog, 'closing the toast closed the form').toBeVisible()
    await form.submit.click()
    await expect(required(prerendered(page))).toBeVisible()
    await expectMarked(page, form, m, ['booking.bike', 'booking.phone'])
    await expect(form.field('booking.name')).not.toHaveAttribute('aria-invalid', 'true')

    // The app takes over and sends nothing (the toast, if still up, stays: BookingDialog.takeover.test.tsx).
    release()
    await expect(prerendered(page)).toHaveCount(0)
    await expect(form.field('booking.name')).toHaveValue('Somchai Jaidee')
    await expect(form.submit).toHaveText(m['booking.submit'])

    // The booking completed in the app's form is the one e-mail the shop gets.
    await form.field('booking.phone').fill('+66 81 234 5678')
    await chooseOption(form.bikeSelect, /^Honda PCX 150/)
    await form.submit.click()
    await expect(toasts(page).getByText(m['booking.success'], { exact: true })).toBeVisible()
    const emails = await outboxEmails(request)
    expect(emails).toHaveLength(1)
    expect(sends.count).toBe(1)
    expect(emails[0].request.template_params).toMatchObject({ customer_name: 'Somchai Jaidee', customer_phone: '+66 81 234 5678', selected_bike: 'Honda PCX 150' })
    await context.close()
  })
}

test('a delivery area and no place, sent before the app ran: the app\'s answer at once (ru), nothing sent, then or at the take-over; with the place, sent once', async ({ browser, baseURL, request }) => {
  const { context, page, release } = await pageWithAppHeld(browser, baseURL!, 'ru')
  const sends = countSends(page)
  const m = messages.ru
  await page.getByRole('button', { name: m['hero.bookNow'], exact: true }).tap()
  const form = bookingForm(page, 'ru')
  await expect(form.dialog).toBeVisible()
  const hotel = form.dialog.locator('[name=hotel]')
  await form.bikeSelect.selectOption('honda-pcx')
  await form.field('booking.name').fill('Иван Петров')
  await form.field('booking.phone').fill('+66 81 234 5678')
  await expect(hotel).not.toHaveAttribute('aria-required', 'true')
  await form.dialog.locator('[name=delivery]').selectOption('kata-karon')
  await expect(hotel, 'an area makes the place required').toHaveAttribute('aria-required', 'true')
  await form.pastFillTime()
  await form.submit.tap()

  const toast = prerendered(page).getByRole('status')
  await expect(toast.getByText(m['booking.hotelRequired'], { exact: true })).toBeVisible()
  await expect(toast.getByText(m['booking.errorRequired'], { exact: true })).toBeHidden()
  await expect(form.submit).not.toHaveAttribute('aria-busy', 'true')
  await expect(page.locator('html')).not.toHaveAttribute(READY_ATTRIBUTE)
  await expect(hotel).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator(`[id="${await hotel.getAttribute('aria-errormessage')}"]`)).toHaveText(m['booking.hotelRequired'])
  await expect(hotel).toBeFocused()

  // The app takes over with the answer still on the screen, and sends nothing.
  release()
  await expect(prerendered(page)).toHaveCount(0)
  await expect(toasts(page).getByText(m['booking.hotelRequired'], { exact: true })).toBeVisible()
  await expect(form.field('booking.hotelForDelivery')).toHaveAttribute('aria-invalid', 'true')
  expect(sends.count).toBe(0)

  await form.field('booking.hotelForDelivery').fill('Kata Beach Resort, номер 7')
  await form.submit.click()
  await expect(toasts(page).getByText(m['booking.success'], { exact: true })).toBeVisible()
  const emails = await outboxEmails(request)
  expect(emails).toHaveLength(1)
  expect(sends.count).toBe(1)
  expect(emails[0].request.template_params).toMatchObject({ customer_name: 'Иван Петров', hotel_room: 'Kata Beach Resort, номер 7' })
  await context.close()
})

test("a bot's Send before the app ran, faster than a person and with the hidden field filled: not sent at the take-over, asked to press again; then sent, marked doubtful", async ({ browser, baseURL, request }) => {
  const { context, page, release } = await pageWithAppHeld(browser, baseURL!, 'en', desktop)
  const sends = countSends(page)
  // The page's clock stands still (its timers run): the Send comes at the very time of the open.
  const start = Date.now()
  await page.clock.setFixedTime(start)
  const book = bookButton(page, 'en', 'Honda PCX 150')
  await book.evaluate((button) => button.scrollIntoView({ block: 'center' }))
  await book.click()
  const form = bookingForm(page, 'en')
  await expect(prerendered(page)).toBeVisible()
  await form.field('booking.name').fill('Bot')
  await form.field('booking.phone').fill('+1 555 0100')
  await form.dialog.locator('input[name=pmr_leave_empty]').evaluate((input: HTMLInputElement) => {
    input.value = 'https://spam.example'
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await form.submit.click()
  await expect(form.submit).toHaveAttribute('aria-busy', 'true')

  release()
  await expect(prerendered(page)).toHaveCount(0)
  await expect(page.getByText(messages.en['booking.pressAgain'], { exact: true }), 'a Send faster than a person went unanswered').toBeVisible()
  expect(sends.count).toBe(0)

  // Pressed again a person's time after the open: the booking goes, marked doubtful for the shop.
  await page.clock.setFixedTime(start + MIN_FILL_MS)
  await form.submit.click()
  await expect(toasts(page).getByText(messages.en['booking.success'], { exact: true })).toBeVisible()
  const emails = await outboxEmails(request)
  expect(emails).toHaveLength(1)
  expect(emails[0].request.template_params).toMatchObject({ customer_name: 'Bot', booking_check: expect.stringMatching(/^Doubtful/) })
  await context.close()
})

/** The Studio's rental payload (base64url JSON) back to its fields. */
const payloadOf = (encoded: string) => JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Record<string, string>

test('a pickup date and a period typed before the app ran, no return date: priced, sent and linked as the full dates (PCX from 5 January 2027 for 1 week: 1,950 baht)', async ({ browser, baseURL, request }) => {
  const { context, page, release } = await pageWithAppHeld(browser, baseURL!, 'en', desktop)
  await bookButton(page, 'en', 'Honda PCX 150').click()
  const form = bookingForm(page, 'en')
  await expect(form.dialog).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute(READY_ATTRIBUTE)
  await chooseOption(form.dialog.getByRole('combobox', { name: messages.en['booking.rentalPeriod'] }), messages.en['booking.period.7-days'])
  await form.field('booking.startDate').fill('2027-01-05')
  await form.field('booking.name').fill('Ann Smith')
  await form.field('booking.phone').fill('+44 7700 900123')
  await form.field('booking.email').fill('ann@example.com')
  await form.pastFillTime()
  await form.submit.click()

  release()
  await expect(toasts(page).getByText(messages.en['booking.success'], { exact: true })).toBeVisible()
  const [email] = await outboxEmails(request)
  const params = email.request.template_params
  expect(params.rental_period).toBe('1 Week')
  expect(params.start_date).toBe('2027-01-05')
  expect(params.end_date).toMatch(/^2027-01-12\b/)
  expect(params.price_estimate).toContain('estimated total 1,950 THB')
  expect(params.price_breakdown).toContain('Total: 1,950 THB for 7 days')
  expect(params.price_breakdown).not.toContain('No dates given')
  expect(payloadOf(params.rental_payload)).toMatchObject({ bike: 'honda-pcx', from: '2027-01-05', to: '2027-01-12' })
  const [confirmation] = await outboxConfirmations(request)
  expect(confirmation.request.template_params.reply_summary.split('\n')).toContain('Estimated total: 1,950 baht')
  expect(confirmation.request.template_params.reply_summary).toContain('Dates: Jan 5 – 12, 2027')
  await context.close()
})
