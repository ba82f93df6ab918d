// The booking modal on a 390×844 phone and its accessibility with a toast showing: the bike is
// chosen from a native select, the long form scrolls inside the modal, and axe finds nothing on either state.
import { expect, test } from './fixtures'
import { messages } from './helpers/content'
import { expectNoAxeViolations, openIn } from './helpers/site'
import { bookingForm, chooseOption, emptyOutbox } from './booking-helpers'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts).
test.use({ pinnedClock: true })

test.beforeEach(async ({ request }) => emptyOutbox(request))

test('on a 390×844 phone the bike is chosen from the native list and the form scrolls to its submit button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openIn(page, 'th')
  await page.getByRole('button', { name: messages.th['hero.bookNow'], exact: true }).click()
  const form = bookingForm(page, 'th')
  await expect(form.dialog).toBeVisible()

  // A native select: the phone's own picker lists the bikes, above everything on the page.
  await expect(form.bikeSelect).toHaveJSProperty('tagName', 'SELECT')
  await chooseOption(form.bikeSelect, /Kawasaki Versys 650/)
  await expect(form.chosenBike).toHaveText(/Kawasaki Versys 650/)

  // A full-height sheet on a phone (docs/decisions/phone-form-sheet.md): the screen, never more.
  const box = await form.dialog.boundingBox()
  expect(box!.y).toBeGreaterThanOrEqual(0)
  expect(box!.y + box!.height).toBeLessThanOrEqual(844 + 1)
  await form.field('booking.notes').scrollIntoViewIfNeeded()
  await expect(form.field('booking.notes')).toBeInViewport()
  await expect(form.submit).toBeInViewport()
})

test('the open modal, and the modal with a toast, pass axe', async ({ page }) => {
  await openIn(page, 'en')
  await page.getByRole('button', { name: 'Book Honda PCX 150' }).click()
  const form = bookingForm(page, 'en')
  await expect(form.dialog).toBeVisible()
  await expectNoAxeViolations(page)

  await form.field('booking.name').fill('Ann Smith')
  await form.field('booking.phone').fill('+66 81 000 0000')
  await form.submit.click()
  await expect(page.getByText('We will contact you within 30 minutes')).toBeVisible()
  await expectNoAxeViolations(page)
})
