// Extras and cover levels in the browser: a week of a scooter in the high season on a phone in
// Russian (a top box, a rain poncho, Full cover; each priced in the estimate, both e-mails listing
// them), a change to a sports bike dropping the top box with a line, the prerendered form saying
// what comes free and offering no choice until the app takes over, and the cover levels in the
// Rental terms and their FAQ JSON-LD.
import { expect, pinClock, test, type Page } from './fixtures'
import { formatText, messages } from './helpers/content'
import { openIn } from './helpers/site'
import { bookingForm, chooseOption, emptyOutbox, outboxConfirmations, outboxEmails, outboxHtml } from './booking-helpers'
import { PRERENDERED_FORM_ID } from '../../src/shared/prerenderedForm'
import { locales, type Locale } from '../../src/i18n/locales'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts), 1 March 2026.
test.use({ pinnedClock: true })

test.beforeEach(async ({ request }) => emptyOutbox(request))

const number = (locale: Locale, value: number) => new Intl.NumberFormat(locale).format(value)

async function openBike(page: Page, locale: Locale, bike: string) {
  await openIn(page, locale)
  await page.getByRole('button', { name: formatText(locale, 'bike.bookLabel', { name: bike }) }).click()
  const form = bookingForm(page, locale)
  const m = messages[locale]
  const extras = form.dialog.getByRole('region', { name: m['booking.extras.title'] })
  const estimate = form.dialog.getByRole('region', { name: m['booking.estimate.title'] })
  return { form, extras, estimate, m }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('ru, a week of the PCX in the high season: a top box, a poncho and Full cover, each its own line, in both e-mails', async ({ page, request }) => {
    const { form, extras, estimate, m } = await openBike(page, 'ru', 'Honda PCX 150')
    await expect(extras).toContainText(formatText('ru', 'booking.extras.included', { items: formatText('ru', 'booking.extras.item', { count: 2, name: 'Шлем' }) }))
    await expect(extras).toContainText(formatText('ru', 'booking.cover.included', { name: 'Базовая страховка', excess: number('ru', 5000) }))
    await extras.getByRole('button', { name: m['booking.extras.open'] }).tap()
    await extras.getByRole('group', { name: m['booking.cover.label'] }).getByRole('radio', { name: formatText('ru', 'booking.cover.paid', { name: 'Полная страховка', price: 150, excess: number('ru', 1000) }) }).check()
    await chooseOption(extras.getByRole('combobox', { name: 'Кофр' }), '1')
    await chooseOption(extras.getByRole('combobox', { name: 'Дождевик' }), '2')
    // 20 to 27 December 2026: a week inside the seed's high season (+30 % on the bike, not on extras or cover).
    await form.field('booking.startDate').fill('2026-12-20')
    await form.field('booking.endDate').fill('2026-12-27')
    const week = formatText('ru', 'booking.estimate.days', { days: 7 })
    await expect(estimate).toContainText(formatText('ru', 'booking.estimate.extraDays', { item: 'Кофр', days: week, price: 30, amount: 210 }))
    await expect(estimate).toContainText(formatText('ru', 'booking.estimate.extraOnce', { item: formatText('ru', 'booking.extras.item', { count: 2, name: 'Дождевик' }), amount: 200 }))
    await expect(estimate).toContainText(formatText('ru', 'booking.estimate.cover', { name: 'Полная страховка', days: week, price: 150, amount: number('ru', 1050), excess: number('ru', 1000) }))
    // The PCX's week 1,500 baht + 30 % = 1,950; with 210 + 200 + 1,050: one total.
    await expect(estimate.locator('[data-receipt-total]')).toHaveText(formatText('ru', 'booking.estimate.total', { total: number('ru', 3410) }))
    await expect(estimate).toContainText(formatText('ru', 'booking.estimate.deposit', { amount: number('ru', 3000) }))

    await form.field('booking.name').fill('Иван Петров')
    await form.field('booking.phone').fill('+7 900 123 45 67')
    await form.field('booking.email').fill('ivan@example.com')
    await form.pastFillTime()
    await form.submit.tap()
    await expect(page.getByText(m['booking.success'], { exact: true }).first()).toBeVisible()

    const [email] = await outboxEmails(request)
    expect(email.request.template_params).toMatchObject({
      extras: '1 x Top box: 7 days x 30 THB = 210 THB; 2 x Rain poncho: 100 THB per rental each = 200 THB',
      cover: 'Full cover: 7 days x 150 THB = 1,050 THB, excess 1,000 THB',
    })
    expect(email.request.template_params.price_breakdown).toContain('Total: 3,410 THB for 7 days')
    expect(email.request.template_params.message).toContain('Extras: 1 x Top box')
    const html = await outboxHtml(request, email.id)
    expect(html).toContain('Full cover: 7 days x 150 THB = 1,050 THB, excess 1,000 THB')
    const [confirmation] = await outboxConfirmations(request)
    expect(confirmation.request.template_params.reply_summary.split('\n')).toContain(formatText('ru', 'booking.estimate.total', { total: number('ru', 3410) }))
  })
})

/** A receipt line's own amount: after its last "=", or else after its colon (a delivery fee). */
function lineAmount(line: string): number {
  const tail = line.includes('=') ? line.slice(line.lastIndexOf('=') + 1) : line.slice(Math.max(line.indexOf(':'), line.indexOf('：')) + 1)
  return Number((/\d[\d\s\u00a0\u202f,]*/.exec(tail)?.[0] ?? '').replace(/\D/g, ''))
}

// The issue's own case on a phone: the PCX from 14 to 21 March 2027, Full cover, a top box, and
// delivery to the airport. The receipt shows one total in large type, the sum of the lines above
// it, and the shop's e-mail and the visitor's confirmation say the same total.
for (const locale of locales) {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test(`${locale}: the receipt's one total is the sum of its lines, and both e-mails say it`, async ({ page, request }, testInfo) => {
      const { form, extras, estimate, m } = await openBike(page, locale, 'Honda PCX 150')
      await extras.getByRole('button', { name: m['booking.extras.open'] }).tap()
      const full = extras.getByRole('group', { name: m['booking.cover.label'] }).getByRole('radio').nth(1)
      await full.check()
      await extras.getByRole('combobox').nth(1).selectOption('1') // the top box (the scooter's second extra)
      await form.field('booking.startDate').fill('2027-03-14')
      await form.field('booking.endDate').fill('2027-03-21')
      await form.dialog.getByRole('combobox', { name: m['booking.delivery'] }).selectOption('airport')
      // A week 1,500 + top box 210 + Full cover 1,050 + the airport 500.
      const total = formatText(locale, 'booking.estimate.total', { total: number(locale, 3260) })
      await expect(estimate.locator('[data-receipt-total]')).toHaveText(total)
      const lines = await estimate.getByRole('listitem').allTextContents()
      expect(lines).toHaveLength(4)
      expect(lines.map(lineAmount).reduce((sum, amount) => sum + amount, 0)).toBe(3260)
      // The total is in sight under the lines, the rules folded below it.
      await estimate.locator('[data-receipt-total]').scrollIntoViewIfNeeded()
      await expect(estimate.locator('[data-receipt-total]')).toBeInViewport()
      await expect(estimate.locator('[data-receipt-details] > :not(summary)')).toBeHidden()
      await page.screenshot({ path: testInfo.outputPath(`receipt-${locale}.png`) })

      await form.field('booking.hotelForDelivery').fill('Airport Hotel, room 5')
      await form.field('booking.name').fill('Ann Smith')
      await form.field('booking.phone').fill('+44 7700 900123')
      await form.field('booking.email').fill('ann@example.com')
      await form.pastFillTime()
      await form.submit.tap()
      await expect(page.getByText(m['booking.success'], { exact: true }).first()).toBeVisible()
      const [email] = await outboxEmails(request)
      expect(email.request.template_params.price_breakdown).toContain('Total: 3,260 THB for 7 days')
      expect(email.request.template_params.hotel_room).toBe('Airport Hotel, room 5')
      const [confirmation] = await outboxConfirmations(request)
      expect(confirmation.request.template_params.reply_summary.split('\n')).toContain(total)
    })
  })
}

test('en: a top box chosen for the PCX is dropped, with a line, when the bike changes to the Ninja; it never reaches the shop', async ({ page, request }) => {
  const { form, extras, m } = await openBike(page, 'en', 'Honda PCX 150')
  await extras.getByRole('button', { name: m['booking.extras.open'] }).click()
  await chooseOption(extras.getByRole('combobox', { name: 'Top box' }), '1')
  await chooseOption(extras.getByRole('combobox', { name: 'Phone holder' }), '1')
  await chooseOption(form.bikeSelect, /Kawasaki Ninja 400/)
  await expect(extras).toContainText(formatText('en', 'booking.extras.dropped', { bike: 'Kawasaki Ninja 400', items: 'Top box' }))
  await expect(extras.getByRole('combobox', { name: 'Top box' })).toHaveCount(0)
  await expect(extras.getByRole('combobox', { name: 'Phone holder' })).toHaveValue('1')

  await form.field('booking.name').fill('Ann Smith')
  await form.field('booking.phone').fill('+44 7700 900123')
  await form.pastFillTime()
  await form.submit.click()
  await expect(page.getByText(m['booking.success'], { exact: true }).first()).toBeVisible()
  const [email] = await outboxEmails(request)
  expect(email.request.template_params.extras).toBe('1 x Phone holder (not priced: no dates or rental period)')
})

test('before the app: the prerendered form says what comes free and offers no choice; the app\'s form then offers them', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  await pinClock(page)
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue().catch(() => undefined)
  })
  await page.goto(`${baseURL}/`, { waitUntil: 'load' })
  await page.getByRole('button', { name: messages.en['hero.bookNow'], exact: true }).tap()
  const prerendered = page.locator(`#${PRERENDERED_FORM_ID}`)
  await expect(prerendered).toBeVisible()
  await expect(prerendered).toContainText('Included free: 2 × Helmet')
  await expect(prerendered).toContainText('Basic cover: included, excess 5,000 baht')
  await expect(prerendered.getByRole('button', { name: messages.en['booking.extras.open'] })).toHaveCount(0)
  await prerendered.getByLabel(/^Full Name/).fill('Ann Smith')

  release()
  await expect(prerendered).toHaveCount(0)
  const form = bookingForm(page, 'en')
  await expect(form.field('booking.name')).toHaveValue('Ann Smith')
  await expect(form.dialog.getByRole('button', { name: messages.en['booking.extras.open'] })).toBeVisible()
  await context.close()
})

test('the Rental terms and their FAQ JSON-LD state the cover levels with their excess', async ({ page }) => {
  await openIn(page, 'en')
  const question = messages.en['booking.cover.question']
  const terms = page.locator('#terms')
  await terms.getByText(question).click()
  await expect(terms).toContainText('Full cover: 150 baht/day, excess 1,000 baht')
  const faq = await page.locator('script[type="application/ld+json"]').allTextContents()
  const entry = faq.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage')
  const answer = entry.mainEntity.find((item: { name: string }) => item.name === question)?.acceptedAnswer.text
  expect(answer).toContain('Basic cover: included, excess 5,000 baht')
  expect(answer).toContain('Full cover: 150 baht/day, excess 1,000 baht')
})
