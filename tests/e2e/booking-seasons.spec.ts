// Seasons in the browser, with the seed's Honda PCX (250 a day, 1,500 a week, 5,500 a month) and
// high season (15 December to 28 February, +30 %): a month wholly in the high season is the month
// price × 1.3, shown and sent in two languages; a rental across 15 December shows the season's line
// with its share in two languages, and the shop's e-mail and the visitor's confirmation carry it; a
// rental period without dates says season prices may apply.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from './fixtures'
import { delivery, formatText, messages } from './helpers/content'
import { htmlLangOf, openIn } from './helpers/site'
import { bookingForm, chooseOption, emptyOutbox, outboxConfirmations, outboxEmails, outboxHtml, toasts } from './booking-helpers'
import { formatDate, formatDateRange, formatSlotTime } from '../../src/features/booking/dates'
import { defaultLocale, locales, type Locale } from '../../src/i18n/locales'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts).
test.use({ pinnedClock: true })

test.beforeEach(async ({ request }) => emptyOutbox(request))

const number = (locale: Locale, value: number) => new Intl.NumberFormat(htmlLangOf[locale]).format(value)
const percent = (locale: Locale, value: number) =>
  new Intl.NumberFormat(htmlLangOf[locale], { style: 'percent', signDisplay: 'exceptZero' }).format(value / 100)
/** The seed's high season, its name in each language as the snapshot the build was made from has it. */
const highSeason = JSON.parse(readFileSync(new URL('../../src/generated/seasons.json', import.meta.url), 'utf8')).items[0]

async function openPcx(page: Page, locale: Locale) {
  await openIn(page, locale)
  await page.getByRole('button', { name: formatText(locale, 'bike.bookLabel', { name: 'Honda PCX 150' }) }).click()
  const form = bookingForm(page, locale)
  return { form, estimate: form.dialog.getByRole('region', { name: messages[locale]['booking.estimate.title'] }) }
}

async function send(page: Page, form: ReturnType<typeof bookingForm>, locale: Locale) {
  await form.field('booking.name').fill('Ann Smith')
  await form.field('booking.phone').fill('+44 7700 900123')
  await form.field('booking.email').fill('ann@example.com')
  await form.pastFillTime()
  await form.submit.click()
  await expect(toasts(page).getByText(messages[locale]['booking.success'], { exact: true })).toBeVisible()
}

/** The season's line in `locale`: its days, their dates, its percentage of their own length price, its share. */
const seasonLine = (locale: Locale, days: number, from: string, to: string, base: number, amount: number) =>
  formatText(locale, 'booking.estimate.season', {
    season: highSeason.name[locale], days: formatText(locale, 'booking.estimate.days', { days }), dates: formatDateRange(from, to, locale),
    change: percent(locale, 30), base: number(locale, base), amount: `+${number(locale, amount)}`,
  })

// English, and the last language of the list (Russian: its own plural, spaces and percent sign).
for (const locale of [defaultLocale, locales[locales.length - 1]]) {
  test(`a month wholly in the high season: the month price × 1.3, 7,150 baht, shown and sent (${locale})`, async ({ page, request }) => {
    const { form, estimate } = await openPcx(page, locale)
    await chooseOption(form.dialog.getByRole('combobox', { name: messages[locale]['booking.rentalPeriod'] }), messages[locale]['booking.period.1-month'])
    await form.field('booking.startDate').fill('2026-12-15')
    // A month is to the same date of the next month.
    await expect(form.field('booking.endDate')).toHaveValue('2027-01-15')
    await chooseOption(form.dialog.getByRole('combobox', { name: messages[locale]['booking.pickupTime'] }), formatSlotTime('10:00', locale))
    const month = number(locale, 5500)
    await expect(estimate).toContainText(formatText(locale, 'booking.estimate.months', { count: 1, price: month, amount: month }))
    await expect(estimate).toContainText(seasonLine(locale, 31, '2026-12-15', '2027-01-14', 5500, 1650))
    await expect(estimate).toContainText(formatText(locale, 'booking.estimate.total', { total: number(locale, 7150) }))
    await expect(estimate).toContainText(`${formatText(locale, 'booking.estimate.rule', { dayTotal: number(locale, 31 * 325) })} ${messages[locale]['booking.estimate.seasonRule']}`)
    await expect(estimate).toContainText(formatText(locale, 'booking.estimate.dueBack', { date: formatDate('2027-01-15', locale, 'long'), time: formatSlotTime('10:00', locale) }))
    await expect(estimate).toContainText(delivery.lateReturn[locale])
    await send(page, form, locale)

    const [email] = await outboxEmails(request)
    expect(email.request.template_params).toMatchObject({
      rental_period: '1 Month', start_date: '2026-12-15', end_date: '2027-01-15', pickup_time: '10:00 AM',
      price_estimate: '31 days (from 2026-12-15 to 2027-01-15, return day not counted): 1 month x 5,500 THB + High season +30 % of 5,500 THB = 7,150 THB; estimated total 7,150 THB (estimate shown to the customer, not a quote)',
    })
    expect(email.request.template_params.price_breakdown.split('\n').slice(0, 2)).toEqual([
      '1 month x 5,500 THB (31 days) = 5,500 THB',
      'High season, 31 days (2026-12-15 to 2027-01-14): +30 % of 5,500 THB (those days by their own length) = +1,650 THB',
    ])
    expect(email.request.template_params.price_breakdown).toContain('Total: 7,150 THB for 31 days')
    expect(email.request.template_params.price_breakdown).toContain('Due back: 2027-01-15 at 10:00 AM (Phuket time)')
    expect(await outboxHtml(request, email.id)).toContain('Total: 7,150 THB for 31 days')
    // The visitor's confirmation, in their language, with the same total and season line.
    const [confirmation] = await outboxConfirmations(request)
    expect(confirmation.request.template_params.reply_summary.split('\n')).toContain(formatText(locale, 'booking.estimate.total', { total: number(locale, 7150) }))
    // Spaces as the browser's Intl writes them (thin, no-break) may differ from Node's: compared as spaces.
    const spaced = (text: string) => text.replace(/\s/g, ' ')
    expect(spaced(confirmation.request.template_params.reply_summary)).toContain(spaced(`· ${seasonLine(locale, 31, '2026-12-15', '2027-01-14', 5500, 1650)}`))
  })
}

test('across the start of the high season: the season line with its share, shown and sent (en)', async ({ page, request }) => {
  const { form, estimate } = await openPcx(page, 'en')
  // 12 to 17 December 2026: 5 days, the 15th and 16th in the high season.
  await form.field('booking.startDate').fill('2026-12-12')
  await form.field('booking.endDate').fill('2026-12-17')
  await expect(estimate).toContainText('5 days × 250 baht = 1,250 baht')
  await expect(estimate).toContainText(seasonLine('en', 2, '2026-12-15', '2026-12-16', 500, 150))
  await expect(estimate).toContainText('Estimated total: 1,400 baht')
  await expect(estimate).toContainText(messages.en['booking.estimate.seasonRule'])
  await send(page, form, 'en')

  const [email] = await outboxEmails(request)
  expect(email.request.template_params).toMatchObject({
    start_date: '2026-12-12', end_date: '2026-12-17',
    price_estimate: '5 days (from 2026-12-12 to 2026-12-17, return day not counted): 5 days x 250 THB + High season +30 % of 500 THB = 1,400 THB; estimated total 1,400 THB (estimate shown to the customer, not a quote)',
    price_breakdown: [
      '5 days x 250 THB = 1,250 THB',
      'High season, 2 days (2026-12-15 to 2026-12-16): +30 % of 500 THB (those days by their own length) = +150 THB',
      'Cover: Basic cover: included, excess 5,000 THB',
      'Delivery: not chosen',
      'Total: 1,400 THB for 5 days',
      'Deposit: 3,000 THB, paid at pickup and returned with the bike; not in the total',
      'Due back: 2026-12-17 at the pickup time, not chosen yet',
      'Rule: each season adds its percentage of what its days cost by their own length; every day at its day price (a season\'s inside one) would be 1,400 THB.',
    ].join('\n'),
  })
  expect(await outboxHtml(request, email.id)).toContain('High season, 2 days (2026-12-15 to 2026-12-16): +30 % of 500 THB (those days by their own length) = +150 THB')
})

test('across the start of the high season: the season line with its share in Thai', async ({ page }) => {
  const { form, estimate } = await openPcx(page, 'th')
  await form.field('booking.startDate').fill('2026-12-12')
  await form.field('booking.endDate').fill('2026-12-17')
  await expect(estimate).toContainText(seasonLine('th', 2, '2026-12-15', '2026-12-16', 500, 150))
  await expect(estimate).toContainText(formatText('th', 'booking.estimate.total', { total: number('th', 1400) }))
  await expect(estimate).toContainText(messages.th['booking.estimate.seasonRule'])
})

test('a rental period without dates: season prices may apply', async ({ page }) => {
  const { form, estimate } = await openPcx(page, 'en')
  await chooseOption(form.dialog.getByRole('combobox', { name: messages.en['booking.rentalPeriod'] }), messages.en['booking.period.3-days'])
  await expect(estimate).toContainText('3 days × 250 baht = 750 baht')
  await expect(estimate).toContainText(messages.en['booking.estimate.seasonMayApply'])
})

test('a pickup date and a period with the return date cleared: the season priced, both e-mails 1,950 baht (PCX from 5 January 2027 for 1 week)', async ({ page, request }) => {
  const { form, estimate } = await openPcx(page, 'en')
  await chooseOption(form.dialog.getByRole('combobox', { name: messages.en['booking.rentalPeriod'] }), messages.en['booking.period.7-days'])
  await form.field('booking.startDate').fill('2027-01-05')
  await expect(form.field('booking.endDate')).toHaveValue('2027-01-12')
  await form.field('booking.endDate').fill('')
  await expect(estimate).toContainText(formatText('en', 'booking.estimate.total', { total: '1,950' }))
  await expect(estimate).toContainText(formatText('en', 'booking.estimate.dueBackDay', { date: formatDate('2027-01-12', 'en', 'long') }))
  await expect(estimate).not.toContainText(messages.en['booking.estimate.seasonMayApply'])
  await send(page, form, 'en')

  const [email] = await outboxEmails(request)
  expect(email.request.template_params).toMatchObject({
    rental_period: '1 Week', start_date: '2027-01-05', end_date: '2027-01-12 (from the rental period; the customer gave no return date)',
  })
  expect(email.request.template_params.price_estimate).toContain('estimated total 1,950 THB')
  const [confirmation] = await outboxConfirmations(request)
  expect(confirmation.request.template_params.reply_summary.split('\n')).toContain('Estimated total: 1,950 baht')
})

test('PCX from 31 December for 1 day: 325 baht, and the return day, 1 January, is a closed day the form names', async ({ page }) => {
  const { form, estimate } = await openPcx(page, 'en')
  await chooseOption(form.dialog.getByRole('combobox', { name: messages.en['booking.rentalPeriod'] }), messages.en['booking.period.1-day'])
  await form.field('booking.startDate').fill('2026-12-31')
  await form.field('booking.endDate').fill('')
  await expect(estimate).toContainText(formatText('en', 'booking.estimate.total', { total: '325' }))
  await expect(form.dialog).toContainText(formatText('en', 'booking.availability.returnClosed', { date: formatDate('2027-01-01', 'en') }))
})

test('a return before the pickup: the form says so and a Send waits', async ({ page, request }) => {
  const { form } = await openPcx(page, 'en')
  await form.field('booking.startDate').fill('2027-01-05')
  await form.field('booking.endDate').fill('2027-01-03')
  await expect(form.dialog).toContainText(messages.en['booking.availability.returnBeforePickup'])
  await form.field('booking.name').fill('Ann Smith')
  await form.field('booking.phone').fill('+44 7700 900123')
  await form.pastFillTime()
  await form.submit.click()
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: messages.en['booking.availability.returnBeforePickup'] }).first()).toBeVisible()
  expect(await outboxEmails(request)).toHaveLength(0)
})
