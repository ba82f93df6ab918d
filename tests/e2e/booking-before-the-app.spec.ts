// A Book tap before the app has run (a tap at first paint, a tap with no touch before it, a phone
// still downloading the app on hotel Wi-Fi): the prerendered booking form shows at once with fields
// that take input, and the app's form takes it over with every character, the focus and a Send
// already tapped, so the booking sent carries exactly what was typed, once. The app's files are
// held back here (their download never answers until the test lets it), which is what a slow
// connection does: the visitor's typing comes before the app however fast this machine is.
import type { Browser, BrowserContextOptions } from '@playwright/test'
import { expect, test, type Page } from './fixtures'
import { bookingForm, countSends, emptyOutbox, outboxEmails } from './booking-helpers'
import { formatText, messages } from './helpers/content'
import { expectNoAxeViolations } from './helpers/site'
import { READY_ATTRIBUTE } from '../../src/i18n/languageSwap'
import { PRERENDERED_FORM_ID } from '../../src/shared/prerenderedForm'
import type { Locale } from '../../src/i18n/locales'

const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

/** A phone's page whose app files are held back until `release()`. */
async function pageWithAppHeld(browser: Browser, baseURL: string, locale: Locale) {
  const context = await browser.newContext(phone)
  const page = await context.newPage()
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
  await expect(page.getByText(messages.en['booking.success'], { exact: true })).toBeVisible()
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
