// Two tabs of the same browser: while one sends, the other waits instead of sending a second
// e-mail; once the first booking went out, the other tab is throttled, not sent. One e-mail.
import { expect, test, type Route } from './fixtures'
import { messages } from './helpers/content'
import { openIn } from './helpers/site'
import { SEND_PATH, bookingForm, countSends, emptyOutbox, outboxEmails, toasts } from './booking-helpers'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts).
test.use({ pinnedClock: true })

const m = messages.en

test('a second tab never sends while the first is sending', async ({ context, request }) => {
  await emptyOutbox(request)
  const [first, second] = [await context.newPage(), await context.newPage()]
  const sends = [countSends(first), countSends(second)]
  for (const page of [first, second]) {
    await openIn(page, 'en')
    await page.getByRole('button', { name: 'Book Honda PCX 150' }).click()
    await bookingForm(page, 'en').fill(page === first ? 'First Tab' : 'Second Tab', 'two tabs')
  }

  let held: Route | undefined
  await first.route(SEND_PATH, (route) => void (held = route))
  await bookingForm(first, 'en').submit.click()
  await expect.poll(() => held !== undefined).toBe(true)

  await bookingForm(second, 'en').submit.click()
  await expect(second.getByText(m['booking.errorBusy'])).toBeVisible()
  expect(sends[1].count).toBe(0)
  await expect(bookingForm(second, 'en').field('booking.name')).toHaveValue('Second Tab')

  await held!.continue()
  await first.unroute(SEND_PATH)
  await expect(toasts(first).getByText(m['booking.success'])).toBeVisible()

  await bookingForm(second, 'en').submit.click()
  await expect(second.getByText(/Your booking was just sent/)).toBeVisible()
  expect(sends[1].count).toBe(0)
  const emails = await outboxEmails(request)
  expect(emails.map((email) => email.request.template_params.customer_name)).toEqual(['First Tab'])
})
