// The hidden anti-bot field filled the way a browser's autofill or a password manager fills a field:
// the visitor still gets the normal success, and the shop gets the booking, marked doubtful.
import { expect, test } from './fixtures'
import { formatText, messages } from './helpers/content'
import { openIn } from './helpers/site'
import { bookingForm, emptyOutbox, outboxEmails, outboxHtml } from './booking-helpers'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts).
test.use({ pinnedClock: true })

test('a filled hidden field still sends the booking, marked doubtful for the shop (zh)', async ({ page, request }) => {
  await emptyOutbox(request)
  const m = messages.zh
  await openIn(page, 'zh')
  await page.getByRole('button', { name: formatText('zh', 'bike.bookLabel', { name: 'Honda PCX 150' }) }).click()
  const form = bookingForm(page, 'zh')
  await form.fill('王小明', 'Patong')
  // Autofill sets the value and fires input/change, without focusing or typing.
  await form.dialog.locator('input[name=pmr_leave_empty]').evaluate((input: HTMLInputElement) => {
    input.value = 'https://example.com'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    input.dispatchEvent(new Event('change', { bubbles: true }))
  })
  await form.submit.click()

  await expect(page.getByRole('region', { name: /Notifications/ }).getByText(m['booking.success'], { exact: true })).toBeVisible()
  const emails = await outboxEmails(request)
  expect(emails).toHaveLength(1)
  expect(emails[0].request.template_params.customer_name).toBe('王小明')
  expect(emails[0].request.template_params.booking_check).toMatch(/^Doubtful/)
  expect(await outboxHtml(request, emails[0].id)).toContain('Doubtful: a field people never see was filled in')
})
