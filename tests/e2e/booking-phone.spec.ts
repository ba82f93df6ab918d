// The booking form as a phone shows it (390x844): text a phone does not zoom into, an empty date
// that looks empty, and toasts that leave the form's title and close button free. The same checks
// run in WebKit and Firefox (tests/engines/).
import { expect, test, type Page } from './fixtures'
import { formatText, messages } from './helpers/content'
import { openIn, settle } from './helpers/site'
import { bookingForm, emptyOutbox } from './booking-helpers'

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

test("the validation toast leaves the form's title and close button free", async ({ page }) => {
  const form = await openForm(page)
  // A tap where the button is: Playwright's click would first scroll the whole dialog up to reach it.
  await form.submit.dispatchEvent('click')
  const toast = page.getByRole('region', { name: /Notifications/ }).getByText(m['booking.errorRequired'])
  await expect(toast).toBeVisible()
  await settle(page) // the toast's slide-in
  const toastBox = (await page.getByRole('region', { name: /Notifications/ }).locator('[data-part=root]').first().boundingBox())!
  for (const part of [form.dialog.getByRole('heading', { name: m['booking.title'] }), form.dialog.getByRole('button', { name: m['booking.close'] }).first()]) {
    await expect(part).toBeInViewport()
    const box = (await part.boundingBox())!
    const overlaps = box.x < toastBox.x + toastBox.width && toastBox.x < box.x + box.width && box.y < toastBox.y + toastBox.height && toastBox.y < box.y + box.height
    expect(overlaps, `toast ${JSON.stringify(toastBox)} over ${JSON.stringify(box)}`).toBe(false)
  }
})

test('after a send, the success toast leaves the hand-off panel and the title free, in Thai', async ({ page }) => {
  const th = messages.th
  await openIn(page, 'th')
  await page.getByRole('button', { name: formatText('th', 'bike.bookLabel', { name: 'Honda PCX 150' }) }).click()
  const form = bookingForm(page, 'th')
  await form.fill('สมชาย ใจดี', 'ห้อง 12')
  await form.submit.dispatchEvent('click')
  const region = page.getByRole('region', { name: /Notifications/ })
  await expect(region.getByText(th['booking.success'], { exact: true })).toBeVisible()
  const panel = form.dialog.getByRole('region', { name: th['booking.handoff.successTitle'] })
  await expect(panel).toBeVisible()
  await settle(page) // the toast's slide-in and the body's scroll back to the panel
  const toastBox = (await region.locator('[data-part=root]').first().boundingBox())!
  const parts = [
    form.dialog.getByRole('heading', { name: th['booking.title'] }),
    panel.getByRole('heading', { name: th['booking.handoff.successTitle'] }),
    panel.getByText(th['booking.handoff.reference'].split('{')[0], { exact: false }).first(),
  ]
  for (const part of parts) {
    await expect(part).toBeInViewport()
    const box = (await part.boundingBox())!
    const overlaps = box.x < toastBox.x + toastBox.width && toastBox.x < box.x + box.width && box.y < toastBox.y + toastBox.height && toastBox.y < box.y + box.height
    expect(overlaps, `toast ${JSON.stringify(toastBox)} over ${JSON.stringify(box)}`).toBe(false)
  }
})
