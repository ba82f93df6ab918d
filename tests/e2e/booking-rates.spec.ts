// Week and month prices in the browser: the card lists them, a month's rental of a bike with a month
// price (to the same date of the next month) is estimated at that price in every language, and the
// shop's e-mail carries the same price and its breakdown; a bike without them is estimated "up to"
// the day-price total, prices on request.
import { expect, test, type Page } from './fixtures'
import { formatText, messages } from './helpers/content'
import { htmlLangOf, openIn } from './helpers/site'
import { bookingForm, chooseOption, emptyOutbox, outboxEmails, outboxHtml, toasts } from './booking-helpers'
import { formatDate } from '../../src/features/booking/dates'
import { locales, type Locale } from '../../src/i18n/locales'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts).
test.use({ pinnedClock: true })

test.beforeEach(async ({ request }) => emptyOutbox(request))

const number = (locale: Locale, value: number) => new Intl.NumberFormat(htmlLangOf[locale]).format(value)

/** Opens the form from a bike's card and chooses a rental period; returns the form and its estimate. */
async function book(page: Page, locale: Locale, bikeName: string, period: string) {
  await page.getByRole('button', { name: formatText(locale, 'bike.bookLabel', { name: bikeName }) }).click()
  const form = bookingForm(page, locale)
  await chooseOption(form.dialog.getByRole('combobox', { name: messages[locale]['booking.rentalPeriod'] }), messages[locale][`booking.period.${period}` as keyof (typeof messages)['en']])
  const estimate = form.dialog.getByRole('region', { name: messages[locale]['booking.estimate.title'] })
  return { form, estimate }
}

async function send(page: Page, form: ReturnType<typeof bookingForm>, locale: Locale) {
  await form.field('booking.name').fill('Ann Smith')
  await form.field('booking.phone').fill('+44 7700 900123')
  await form.pastFillTime()
  await form.submit.click()
  await expect(toasts(page).getByText(messages[locale]['booking.success'], { exact: true })).toBeVisible()
}

for (const locale of locales) {
  test(`a month of the Honda PCX at its month price, shown and sent (${locale})`, async ({ page, request }) => {
    await openIn(page, locale)
    const card = page.getByRole('article').filter({ hasText: 'Honda PCX 150' })
    const from = (key: 'bike.perWeek' | 'bike.perMonth', price: number) =>
      formatText(locale, 'bike.fromPrice', { priceWithUnit: formatText(locale, key, { price: number(locale, price) }) })
    await expect(card).toContainText(`${from('bike.perWeek', 1500)} · ${from('bike.perMonth', 5500)}`)

    const { form, estimate } = await book(page, locale, 'Honda PCX 150', '1-month')
    // March: after the seed's high season, so the month price alone applies; a month runs to the
    // same date of the next month (31 days here), priced as one month.
    await form.field('booking.startDate').fill('2027-03-01')
    await expect(form.field('booking.endDate')).toHaveValue('2027-04-01')
    const price = number(locale, 5500)
    await expect(estimate).toContainText(formatText(locale, 'booking.estimate.months', { count: 1, price, amount: price }))
    await expect(estimate).toContainText(formatText(locale, 'booking.estimate.total', { total: price }))
    await expect(estimate).toContainText(formatText(locale, 'booking.estimate.rule', { dayTotal: number(locale, 7750) }))
    await expect(estimate).toContainText(formatText(locale, 'booking.estimate.dueBackDay', { date: formatDate('2027-04-01', locale, 'long') }))
    await expect(estimate).not.toContainText(formatText(locale, 'booking.estimate.total', { total: number(locale, 5750) }))
    await send(page, form, locale)

    const [email] = await outboxEmails(request)
    expect(email.request.template_params).toMatchObject({
      rental_period: '1 Month', start_date: '2027-03-01', end_date: '2027-04-01',
      price_estimate: '31 days (from 2027-03-01 to 2027-04-01, return day not counted): 1 month x 5,500 THB = 5,500 THB; estimated total 5,500 THB (estimate shown to the customer, not a quote)',
      price_breakdown: [
        '1 month x 5,500 THB (31 days) = 5,500 THB',
        'Cover: Basic cover: included, excess 5,000 THB',
        'Delivery: not chosen',
        'Total: 5,500 THB for 31 days',
        'Deposit: 3,000 THB, paid at pickup and returned with the bike; not in the total',
        'Due back: 2027-04-01 at the pickup time, not chosen yet',
        'Rule: the cheapest mix of months (to the same date of the next month, from the 29th to the 31st to the last day of a shorter month, at least 30 days), weeks (7 days) and days for the whole rental; at the day price it would be 7,750 THB.',
      ].join('\n'),
    })
    // The shop reads it in its e-mail, a line per unit.
    expect(await outboxHtml(request, email.id)).toContain('1 month x 5,500 THB (31 days) = 5,500 THB\nCover: Basic cover: included, excess 5,000 THB\nDelivery: not chosen\nTotal: 5,500 THB for 31 days')
  })
}

test('a month of a bike without week or month prices: "up to" the day-price total, prices on request', async ({ page, request }) => {
  await openIn(page, 'en')
  await page.getByRole('region', { name: messages.en['gallery.title'] }).getByRole('button', { name: messages.en['gallery.viewAll'] }).click()
  await expect(page.getByRole('article').filter({ hasText: 'Suzuki GSX-R600' })).not.toContainText('/ month')
  const { form, estimate } = await book(page, 'en', 'Suzuki GSX-R600', '1-month')
  await expect(estimate).toContainText('1 month (rental period)')
  await expect(estimate).toContainText('30 days × 750 baht = 22,500 baht')
  await expect(estimate).toContainText('Estimated total: up to 22,500 baht')
  await expect(estimate).toContainText(messages.en['booking.estimate.onRequest'])
  await send(page, form, 'en')

  const [email] = await outboxEmails(request)
  expect(email.request.template_params.price_estimate).toMatch(/^1 month \(from the rental period\): 30 days x 750 THB = 22,500 THB; estimated total up to 22,500 THB at the day price/)
  expect(email.request.template_params.price_breakdown).toContain('Total: up to 22,500 THB for 1 month, at the day price')
})
