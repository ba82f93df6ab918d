// The shop's e-mail checked in one tap: a booking the site sends, opened in the local outbox as the
// shop reads it, whose "Check this request" link opens the site's check page, which marks nothing;
// then the same e-mail forged through the outbox's send endpoint, as anyone holding the public key
// can (a Full cover with no excess, a prepayment "paid", a smaller total), whose check page marks
// exactly those lines; and a forged code naming a bike the shop does not have, refused.
import { expect, test, type Page } from './fixtures'
import { E2E_EMAILJS, OUTBOX_PORT } from '../../playwright.config'
import { bookingForm, emptyOutbox, outboxEmails, type StoredEmail } from './booking-helpers'
import { formatText, messages } from './helpers/content'
import { openIn } from './helpers/site'
import { CHECKED_LINES } from '../../src/features/booking/check/checkLink'

test.use({ pinnedClock: true })
test.describe.configure({ mode: 'serial' })

const OUTBOX = `http://127.0.0.1:${OUTBOX_PORT}`
let genuine: StoredEmail['request']['template_params'] | undefined

/** Opens the stored e-mail as the shop reads it and taps its Check link; returns the check page. */
async function checkFromEmail(page: Page, email: StoredEmail): Promise<Page> {
  // A page of its own: the suite's page.goto waits for the site's app, which the outbox has not.
  const mail = await page.context().newPage()
  await mail.goto(`${OUTBOX}/emails/${email.id}.html`)
  await mail.getByRole('link', { name: 'Check this request' }).click()
  await expect(mail.getByRole('heading', { level: 1, name: 'Check this request' })).toBeVisible()
  return mail
}

/** Sends template parameters to the outbox as a script holding the site's public key would. */
async function forge(page: Page, params: Record<string, string>): Promise<StoredEmail> {
  await emptyOutbox(page.request)
  const body = { lib_version: '4.4.1', user_id: E2E_EMAILJS.publicKey, service_id: E2E_EMAILJS.serviceId, template_id: E2E_EMAILJS.templateId, template_params: params }
  expect((await page.request.post(`${OUTBOX}/api/v1.0/email/send`, { data: body })).status()).toBe(200)
  const [email] = await outboxEmails(page.request)
  return email as StoredEmail
}

const marked = (check: Page) => check.locator('[data-line][data-differs="true"]')

test('a booking the site sent: its check page shows the request priced, every line as the e-mail has it, none marked', async ({ page }) => {
  await emptyOutbox(page.request)
  await openIn(page, 'en')
  await page.getByRole('button', { name: formatText('en', 'bike.bookLabel', { name: 'Honda PCX 150' }) }).click()
  const form = bookingForm(page, 'en')
  await form.fill('Ann Smith', 'Arriving late')
  await form.submit.click()
  await expect(page.getByText(messages.en['booking.success'], { exact: true }).first()).toBeVisible()

  const [email] = await outboxEmails(page.request)
  genuine = email.request.template_params
  const check = await checkFromEmail(page, email)
  await expect(check.locator('[data-verdict="matches"]')).toBeVisible()
  await expect(check.locator('[data-line]')).toHaveCount(CHECKED_LINES.length)
  await expect(marked(check)).toHaveCount(0)
  const summary = check.locator('[data-part="summary"]')
  await expect(summary).toContainText(genuine.booking_reference)
  await expect(summary).toContainText('Honda PCX 150')
  await expect(summary).toContainText("Customer's languageEnglish")
  await expect(check.locator('[data-line="cover"]')).toContainText(genuine.cover)
  await expect(check.locator('[data-line="prepayment"]')).toContainText(genuine.prepayment)
})

test('the same e-mail forged through the outbox: exactly the cover, prepayment and total lines are marked, with the website\'s instead', async ({ page }) => {
  expect(genuine, 'the genuine booking of the test before').toBeDefined()
  const params = genuine as Record<string, string>
  const forged = {
    ...params,
    cover: 'Full cover: 7 days x 0 THB = 0 THB, excess 0 THB',
    prepayment: '2,000 THB paid by PromptPay (slip checked) - release the bike',
    price_estimate: params.price_estimate.replace(/estimated total [\d,]+ THB/, 'estimated total 500 THB'),
    booking_check: 'Passed',
  }
  expect(forged.price_estimate).not.toBe(params.price_estimate)
  const check = await checkFromEmail(page, await forge(page, forged))
  await expect(check.locator('[data-verdict="differs"]')).toContainText('3 lines of the e-mail differ')
  await expect(marked(check)).toHaveCount(3)
  expect(await marked(check).evaluateAll((lines) => lines.map((line) => line.getAttribute('data-line')))).toEqual(['cover', 'prepayment', 'price_estimate'])
  const cover = check.locator('[data-line="cover"]')
  await expect(cover.locator('[data-part="stated"]')).toHaveText(`The e-mail says: ${forged.cover}`)
  await expect(cover.locator('[data-part="computed"]')).toHaveText(`By the website's prices: ${params.cover}`)
  await expect(check.locator('[data-line="prepayment"] [data-part="computed"]')).toContainText(params.prepayment)
})

test('a forged code naming a bike the shop does not have: refused, naming it', async ({ page }) => {
  const params = genuine as Record<string, string>
  const code = Buffer.from(JSON.stringify({ bike: 'bmw-s1000rr', from: '2026-03-14', to: '2026-03-21', reference: params.booking_reference, start: '2026-03-14', end: '2026-03-21' })).toString('base64url')
  const check = await checkFromEmail(page, await forge(page, { ...params, rental_payload: code }))
  await expect(check.locator('[data-verdict="refused"]')).toContainText('bike: "bmw-s1000rr" is none of the published bikes')
  await expect(check.locator('[data-line]')).toHaveCount(0)
})

const recode = (code: string, change: (fields: Record<string, string>) => Record<string, string>) =>
  Buffer.from(JSON.stringify(change(JSON.parse(Buffer.from(code, 'base64url').toString('utf8'))))).toString('base64url')

test('a forged code naming a language the website does not speak: refused, naming it', async ({ page }) => {
  const params = genuine as Record<string, string>
  const code = recode(params.rental_payload, (fields) => ({ ...fields, lang: 'de' }))
  const check = await checkFromEmail(page, await forge(page, { ...params, rental_payload: code }))
  await expect(check.locator('[data-verdict="refused"]')).toContainText('language: "de" is none of the website\'s languages')
})

test('an e-mail sent before the code carried the language: checked as before, the language not named', async ({ page }) => {
  const params = genuine as Record<string, string>
  const code = recode(params.rental_payload, ({ lang: _lang, ...fields }) => fields)
  const check = await checkFromEmail(page, await forge(page, { ...params, rental_payload: code }))
  await expect(check.locator('[data-verdict="matches"]')).toBeVisible()
  await expect(check.locator('[data-part="summary"]')).toContainText("Customer's languagenot in this link")
})
