// Every way the send can fail (docs/spec.md §8): the error toast, a console error, all values kept, no
// e-mail; and a retry once the service answers again goes through.
import { expect, test, type Route } from './fixtures'
import { collectConsoleErrors, openIn } from './helpers/site'
import { SEND_PATH, bookingForm, countSends, emptyOutbox, outboxEmails } from './booking-helpers'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts).
test.use({ pinnedClock: true })

const failures: [string, (route: Route) => Promise<void>][] = [
  ['HTTP 500', (route) => route.fulfill({ status: 500, body: 'Internal Server Error', headers: { 'Access-Control-Allow-Origin': '*' } })],
  ['HTTP 403 (blocked)', (route) => route.fulfill({ status: 403, body: 'Forbidden', headers: { 'Access-Control-Allow-Origin': '*' } })],
  ['HTTP 429 (rate limit)', (route) => route.fulfill({ status: 429, body: 'Too Many Requests', headers: { 'Access-Control-Allow-Origin': '*' } })],
  ['a network error', (route) => route.abort('connectionreset')],
]

test.beforeEach(async ({ request }) => emptyOutbox(request))

for (const [name, fail] of failures) {
  test(`on ${name}: error toast, values kept, nothing stored; a retry then succeeds`, async ({ page, request }) => {
    const errors = collectConsoleErrors(page)
    const sends = countSends(page)
    await openIn(page, 'en')
    await page.getByRole('button', { name: 'Book Honda PCX 150' }).click()
    const form = bookingForm(page, 'en')
    await form.fill('Ann Smith', 'Room 12')

    await page.route(SEND_PATH, (route) => (route.request().method() === 'POST' ? fail(route) : route.continue()))
    await form.submit.click()
    await expect(page.getByText('Unable to send booking request. Please try again')).toBeVisible()
    await expect.poll(() => errors.join('\n')).toContain('Booking request failed')
    await expect(form.submit).toBeEnabled()
    await expect(form.field('booking.name')).toHaveValue('Ann Smith')
    await expect(form.field('booking.notes')).toHaveValue('Room 12')
    await expect(form.field('booking.endDate')).toHaveValue('2026-03-21')
    await expect(form.chosenBike).toHaveText(/Honda PCX 150/)
    expect(await outboxEmails(request)).toEqual([])

    await page.unroute(SEND_PATH)
    await form.submit.click()
    await expect(page.getByText('We will contact you within 30 minutes')).toBeVisible()
    expect(await outboxEmails(request)).toHaveLength(1)
    expect(sends.count).toBe(2)
  })
}
