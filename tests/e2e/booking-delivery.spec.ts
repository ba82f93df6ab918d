// Delivery and deposit in the browser: the card's deposit line from the content, a paid delivery
// area's fee in the estimate with the deposit outside the total, the shop's e-mail carrying both,
// an area free from 3 days in Thai, and a failed send keeping the choice.
import { expect, test, type Page } from './fixtures'
import { delivery, formatText, messages } from './helpers/content'
import { openIn } from './helpers/site'
import { SEND_PATH, bookingForm, chooseOption, emptyOutbox, outboxEmails, outboxHtml, toasts } from './booking-helpers'
import type { Locale } from '../../src/i18n/locales'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts).
test.use({ pinnedClock: true })

test.beforeEach(async ({ request }) => emptyOutbox(request))

async function openPcx(page: Page, locale: Locale) {
  await openIn(page, locale)
  await page.getByRole('button', { name: formatText(locale, 'bike.bookLabel', { name: 'Honda PCX 150' }) }).click()
  const form = bookingForm(page, locale)
  const m = messages[locale]
  const choose = (key: 'booking.rentalPeriod' | 'booking.delivery', option: string | RegExp) =>
    chooseOption(form.dialog.getByRole('combobox', { name: m[key] }), option)
  const estimate = form.dialog.getByRole('region', { name: m['booking.estimate.title'] })
  return { form, choose, estimate }
}

test('a paid area: its fee in the estimate, the deposit outside the total, both in the shop\'s e-mail', async ({ page, request }) => {
  await openIn(page, 'en')
  const card = page.getByRole('article').filter({ hasText: 'Honda PCX 150' })
  await expect(card).toContainText('Deposit 3,000 baht, paid at pickup and returned with the bike')

  const { form, choose, estimate } = await openPcx(page, 'en')
  await choose('booking.rentalPeriod', '1 Day')
  await expect(estimate).toContainText('Delivery or pickup: not chosen yet (pickup at our shop is free)')
  // The option reads the area alone, whole on a phone; its fee is written under the select.
  await choose('booking.delivery', /^Phuket Airport$/)
  await expect(form.dialog.locator('[data-option-details] > *').filter({ visible: true })).toContainText(['500 baht'])
  await expect(estimate).toContainText('Delivery to Phuket Airport: 500 baht')
  // One total, with the fee in it.
  await expect(estimate.locator('[data-receipt-total]')).toHaveText('Estimated total: 750 baht')
  await expect(estimate).toContainText('Deposit 3,000 baht, paid at pickup and returned with the bike: not part of the total')
  await expect(estimate).toContainText(delivery.depositPolicy.en)
  await expect(estimate).not.toContainText('3,750')

  await form.field('booking.hotelForDelivery').fill('Airport Hotel, room 5')
  await form.field('booking.name').fill('Ann Smith')
  await form.field('booking.phone').fill('+44 7700 900123')
  await form.pastFillTime()
  await form.submit.click()
  await expect(page.getByText('We will contact you within 30 minutes')).toBeVisible()

  const [email] = await outboxEmails(request)
  expect(email.request.template_params).toMatchObject({
    rental_period: '1 Day',
    hotel_room: 'Airport Hotel, room 5',
    delivery: 'Delivery to Phuket Airport: 500 THB',
    deposit: `3,000 THB for the Honda PCX 150, paid at pickup and returned with the bike; not in the estimated total. Documents: ${delivery.depositPolicy.en}`,
    price_breakdown: [
      '1 day x 250 THB = 250 THB',
      'Cover: Basic cover: included, excess 5,000 THB',
      'Delivery: Phuket Airport: 500 THB',
      'Total: 750 THB for 1 day',
      'Deposit: 3,000 THB, paid at pickup and returned with the bike; not in the total',
      // A rental period without dates: the seed's seasons may change the price.
      'No dates given: season prices may apply (the customer was told so).',
    ].join('\n'),
  })
  // The spec's summary is unchanged by the choice.
  expect(email.request.template_params.message).not.toMatch(/Delivery|Deposit/)
  const html = await outboxHtml(request, email.id)
  expect(html).toContain('Delivery to Phuket Airport: 500 THB')
  expect(html).toContain('3,000 THB for the Honda PCX 150, paid at pickup')
})

test('in Thai, an area free from 3 days is free for 3 days, and the choice survives a failed send', async ({ page, request }) => {
  const { form, choose, estimate } = await openPcx(page, 'th')
  await choose('booking.rentalPeriod', messages.th['booking.period.3-days'])
  const area = delivery.areas.find((a) => a.id === 'kata-karon')!
  await choose('booking.delivery', new RegExp(`^${area.name.th}$`))
  await expect(estimate).toContainText(formatText('th', 'booking.estimate.deliveryWaived', { area: area.name.th, days: 3 }))
  await expect(estimate.locator('[data-receipt-total]')).toHaveText(formatText('th', 'booking.estimate.total', { total: '750' }))

  await form.field('booking.name').fill('สมชาย ใจดี')
  await form.field('booking.phone').fill('+66 81 000 0000')
  await form.pastFillTime()
  // A delivery needs the place to deliver to: nothing is sent without it, and the field says so.
  await form.submit.click()
  await expect(form.dialog.getByText(messages.th['booking.hotelRequired'])).toBeVisible()
  await expect(form.field('booking.hotelForDelivery')).toBeFocused()
  await form.field('booking.hotelForDelivery').fill('Kata Palm, room 8')
  await expect(form.dialog.getByText(messages.th['booking.hotelRequired'])).toBeHidden()
  await page.route(SEND_PATH, (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue()))
  await form.submit.click()
  await expect(page.getByText(messages.th['booking.errorSend'])).toBeVisible()
  await expect(form.dialog.getByRole('combobox', { name: messages.th['booking.delivery'] })).toHaveValue('kata-karon')
  expect(await outboxEmails(request)).toEqual([])

  await page.unroute(SEND_PATH)
  await form.submit.click()
  await expect(toasts(page).getByText(messages.th['booking.success'], { exact: true })).toBeVisible()
  const [email] = await outboxEmails(request)
  expect(email.request.template_params.delivery).toBe('Delivery to Kata & Karon: free (rental of 3 days or more; otherwise 200 THB)')
})
