// Seasons in the browser: a booking across the start of the seed's high season (15 December, +30 %)
// shows its ordinary days and its season days in the visitor's language, and the shop's e-mail and
// the visitor's confirmation carry the same lines; a rental period without dates says season prices
// may apply.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from './fixtures'
import { formatText, messages } from './helpers/content'
import { htmlLangOf, openIn } from './helpers/site'
import { bookingForm, chooseOption, emptyOutbox, outboxEmails, outboxHtml } from './booking-helpers'
import { defaultLocale, locales, type Locale } from '../../src/i18n/locales'

test.beforeEach(async ({ request }) => emptyOutbox(request))

const number = (locale: Locale, value: number) => new Intl.NumberFormat(htmlLangOf[locale]).format(value)
/** The seed's high season, its name in each language as the snapshot the build was made from has it. */
const highSeason = JSON.parse(readFileSync(new URL('../../src/generated/seasons.json', import.meta.url), 'utf8')).items[0]

async function openPcx(page: Page, locale: Locale) {
  await openIn(page, locale)
  await page.getByRole('button', { name: formatText(locale, 'bike.bookLabel', { name: 'Honda PCX 150' }) }).click()
  const form = bookingForm(page, locale)
  return { form, estimate: form.dialog.getByRole('region', { name: messages[locale]['booking.estimate.title'] }) }
}

/** 12 to 17 December 2026: the 12th, 13th and 14th at 250 baht, the 15th and 16th in the high season at 325. */
async function acrossTheStart(form: ReturnType<typeof bookingForm>) {
  await form.field('booking.startDate').fill('2026-12-12')
  await form.field('booking.endDate').fill('2026-12-17')
}

test('across the start of the high season: the season line shown, and sent in price_breakdown and the confirmation (en)', async ({ page, request }) => {
  const { form, estimate } = await openPcx(page, 'en')
  await acrossTheStart(form)
  await expect(estimate).toContainText('3 days × 250 baht = 750 baht')
  await expect(estimate).toContainText('2 days of High season × 325 baht = 650 baht')
  await expect(estimate).toContainText('Estimated total: 1,400 baht')
  await expect(estimate).toContainText(messages.en['booking.estimate.seasonRule'])

  await form.field('booking.name').fill('Ann Smith')
  await form.field('booking.phone').fill('+44 7700 900123')
  await form.field('booking.email').fill('ann@example.com')
  await form.pastFillTime()
  await form.submit.click()
  await expect(page.getByText(messages.en['booking.success'], { exact: true })).toBeVisible()

  const [email] = await outboxEmails(request)
  expect(email.request.template_params).toMatchObject({
    start_date: '2026-12-12', end_date: '2026-12-17',
    price_estimate: '5 days (from 2026-12-12 to 2026-12-17, return day not counted): 3 days x 250 THB + 2 days of High season x 325 THB = 1,400 THB; estimated total 1,400 THB (estimate shown to the customer, not a quote)',
    price_breakdown: [
      '3 days x 250 THB = 750 THB',
      '2 days of High season x 325 THB (2026-12-15 to 2026-12-16) = 650 THB',
      'Total: 1,400 THB for 5 days',
      'Season days are charged one by one at the season\'s day price.',
      'Delivery: not chosen',
      'Deposit: 3,000 THB, paid at pickup and returned with the bike; not in the total',
    ].join('\n'),
  })
  expect(email.request.template_params.reply_summary).toContain('· 2 days of High season × 325 baht = 650 baht')
  expect(await outboxHtml(request, email.id)).toContain('2 days of High season x 325 THB (2026-12-15 to 2026-12-16) = 650 THB')
})

for (const locale of locales.filter((l) => l !== defaultLocale)) {
  test(`across the start of the high season: the season line in the visitor's language (${locale})`, async ({ page }) => {
    const { form, estimate } = await openPcx(page, locale)
    await acrossTheStart(form)
    const days = formatText(locale, 'booking.estimate.days', { days: 2 })
    const line = formatText(locale, 'booking.estimate.season', { days, season: highSeason.name[locale], price: number(locale, 325), amount: number(locale, 650) })
    await expect(estimate).toContainText(line)
    await expect(estimate).toContainText(formatText(locale, 'booking.estimate.total', { total: number(locale, 1400) }))
  })
}

test('a rental period without dates: season prices may apply', async ({ page }) => {
  const { form, estimate } = await openPcx(page, 'en')
  await chooseOption(form.dialog.getByRole('combobox', { name: messages.en['booking.rentalPeriod'] }), messages.en['booking.period.3-days'])
  await expect(estimate).toContainText('3 days × 250 baht = 750 baht')
  await expect(estimate).toContainText(messages.en['booking.estimate.seasonMayApply'])
})
