// The booking form as a phone shows it (390x844): a full-height sheet, text a phone does not zoom
// into, an empty date that looks empty, required fields marked at a Send, the booking as sent
// after it, and toasts that never cover what they are about. The same checks
// run in WebKit and Firefox (tests/engines/).
import { expect, test, type Page } from './fixtures'
import { formatText, messages } from './helpers/content'
import { openIn, settle } from './helpers/site'
import { escapeRegExp } from './helpers/regexp'
import { bookingForm, emptyOutbox } from './booking-helpers'
import { locales } from '../../src/i18n/locales'
import { FORM_BODY_ATTRIBUTE } from '../../src/shared/prerenderedForm'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts).
test.use({ pinnedClock: true })

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
test.beforeEach(async ({ request }) => emptyOutbox(request))

const m = messages.en

async function openForm(page: Page) {
  await openIn(page, 'en')
  await page.getByRole('button', { name: formatText('en', 'bike.bookLabel', { name: 'Honda PCX 150' }) }).click()
  const form = bookingForm(page, 'en')
  await expect(form.dialog).toBeVisible()
  return form
}

test('every field of the form is at least 16 px, so iPhone Safari does not zoom into it', async ({ page }) => {
  const form = await openForm(page)
  const sizes = await form.dialog.locator('input:not([aria-hidden] *):not([type=hidden]), textarea, select').evaluateAll((fields) =>
    fields.filter((field) => !field.closest('[aria-hidden=true]')).map((field) => [field.getAttribute('name') ?? field.id, parseFloat(getComputedStyle(field).fontSize)] as const),
  )
  expect(sizes.length).toBeGreaterThanOrEqual(8)
  for (const [name, size] of sizes) expect([name, size >= 16]).toEqual([name, true])
})

test('an empty date looks like a placeholder, a chosen one like text', async ({ page }) => {
  const form = await openForm(page)
  const start = form.field('booking.startDate')
  const colours = () =>
    start.evaluate((date) => {
      const name = date.closest('[role=dialog]')!.querySelector<HTMLInputElement>('input[name=name]')!
      return { date: getComputedStyle(date).color, placeholder: getComputedStyle(name, '::placeholder').color, text: getComputedStyle(name).color }
    })
  const empty = await colours()
  expect(empty.date).toBe(empty.placeholder)
  expect(empty.placeholder).not.toBe(empty.text)
  await start.fill('2026-03-14')
  const chosen = await colours()
  expect(chosen.date).toBe(chosen.text)
})

/** Whether two boxes overlap on the screen. */
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
type Box = { x: number; y: number; width: number; height: number }

for (const locale of locales) {
  test(`the form is a full-height sheet: its scrolling part is at least 80 % of the screen's height (${locale})`, async ({ page }) => {
    await openIn(page, locale)
    await page.getByRole('button', { name: formatText(locale, 'bike.bookLabel', { name: 'Honda PCX 150' }) }).click()
    const form = bookingForm(page, locale)
    await expect(form.dialog).toBeVisible()
    await settle(page) // the dialog's open animation
    const dialog = (await form.dialog.boundingBox())!
    expect(dialog.height).toBeGreaterThanOrEqual(844 - 1)
    const body = (await form.dialog.locator(`[${FORM_BODY_ATTRIBUTE}]`).boundingBox())!
    expect(body.height / 844).toBeGreaterThanOrEqual(0.8)
  })
}

test('an empty Send marks the required fields, focuses the first, and its toast covers none of them', async ({ page }) => {
  await openIn(page, 'en')
  await page.getByRole('button', { name: m['hero.bookNow'] }).first().click()
  const form = bookingForm(page, 'en')
  await expect(form.dialog).toBeVisible()
  await form.field('booking.name').fill('Ann')
  // A tap where the button is: Playwright's click would first scroll the whole dialog up to reach it.
  await form.submit.dispatchEvent('click')
  const region = page.getByRole('region', { name: /Notifications/ })
  await expect(region.getByText(m['booking.errorRequired'])).toBeVisible()
  const bike = form.dialog.getByRole('combobox', { name: m['booking.bike'] })
  const phone = form.field('booking.phone')
  await expect(bike).toBeFocused()
  for (const field of [bike, phone]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    // Its message, as Chakra's Field names it (aria-errormessage).
    const message = await field.getAttribute('aria-errormessage')
    await expect(page.locator(`[id="${message}"]`)).toHaveText(m['booking.fieldRequired'])
  }
  await expect(form.field('booking.name')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(form.dialog.getByText(m['booking.fieldRequired'])).toHaveCount(2)
  await settle(page) // the toast's slide-in and the body's scroll to the field
  const toastBox = (await region.locator('[data-part=root]').first().boundingBox())!
  await expect(bike).toBeInViewport()
  expect(overlap((await bike.boundingBox())!, toastBox)).toBe(false)
  // Filling a field clears its mark, live.
  await phone.fill('+66 81 234 5678')
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true')
  await expect(form.dialog.getByText(m['booking.fieldRequired'])).toHaveCount(1)
})

test('after a send, the dialog shows what was sent, the reference and what happens next, in Thai, until Book another bike', async ({ page }) => {
  const th = messages.th
  await openIn(page, 'th')
  await page.getByRole('button', { name: formatText('th', 'bike.bookLabel', { name: 'Honda PCX 150' }) }).click()
  const form = bookingForm(page, 'th')
  await form.fill('สมชาย ใจดี', 'ห้อง 12')
  await form.submit.dispatchEvent('click')
  const region = page.getByRole('region', { name: /Notifications/ })
  await expect(region.getByText(th['booking.success'], { exact: true })).toBeVisible()
  const sent = form.dialog.getByRole('region', { name: th['booking.success'] })
  await expect(sent).toBeVisible()
  await expect(sent.locator('[data-sent-summary]')).toContainText('สมชาย ใจดี')
  // The dialog's title says what happened, the reference leads the answer, then the next steps in order.
  await expect(form.dialog.getByRole('heading', { name: th['booking.success'] })).toBeVisible()
  const reference = sent.getByRole('heading', { name: new RegExp(`^${escapeRegExp(th['booking.handoff.reference'].split('{')[0])}`) })
  await expect(reference).toBeVisible()
  const firstStep = sent.locator('[data-next-steps] li').first()
  await expect(firstStep).toHaveText(formatText('th', 'booking.sent.stepPrepay', { amount: '250' }))
  await expect(form.submit).toBeHidden()
  await settle(page) // the toast's slide-in
  // The toast at the top covers the sheet's title and the reference, which it repeats; never the
  // amount to prepay below them.
  const toast = region.locator('[data-part=root]').first()
  await expect(toast).toContainText(th['booking.success'])
  await expect(toast).toContainText((await reference.textContent())!)
  await expect(firstStep).toBeInViewport({ ratio: 1 })
  expect(overlap((await firstStep.boundingBox())!, (await toast.boundingBox())!), 'the toast covers the amount to prepay').toBe(false)
  // Both footer buttons whole on the screen (the full-width one once pushed Close off it).
  await expect(form.dialog.getByRole('button', { name: th['booking.close'] }).filter({ hasText: th['booking.close'] })).toBeInViewport({ ratio: 1 })
  await expect(form.dialog.getByRole('button', { name: th['booking.sentAnother'] })).toBeInViewport({ ratio: 1 })
  // Book another bike: the form again, reset as the spec says (the bike stays the preselected one).
  await form.dialog.getByRole('button', { name: th['booking.sentAnother'] }).click()
  await expect(sent).toBeHidden()
  await expect(form.field('booking.name')).toHaveValue('')
  await expect(form.dialog.getByRole('combobox', { name: th['booking.bike'] })).toHaveValue('honda-pcx')
})
