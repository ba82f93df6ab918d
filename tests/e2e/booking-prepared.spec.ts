// The booking form is rendered closed at the visitor's first sign of intent and kept after a close
// (BookingDialogProvider): a tap only shows it. What that must never cost: a language switch that
// skips the closed form, a typed value lost between opens, or a closed form that a screen reader
// or the keyboard can reach.
import { expect, test } from './fixtures'
import { formatText, messages } from './helpers/content'
import { chooseLanguage, settle } from './helpers/site'
import type { Locale } from '../../src/i18n/locales'
import { bookingForm } from './booking-helpers'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts).
test.use({ pinnedClock: true })

const pcx = (locale: Locale) => formatText(locale, 'bike.bookLabel', { name: 'Honda PCX 150' })

test('the closed form is in the page but hidden from sight, screen readers and the keyboard', async ({ page }) => {
  await page.goto('/')
  // The fixtures' goto gave the app an intent (a key press): the form is rendered, closed.
  const closed = page.locator('[role="dialog"]')
  await expect(closed).toBeAttached()
  await expect(closed).toBeHidden()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: messages.en['booking.name'] })).toHaveCount(0)
  // Tabbing through the whole page never lands inside it.
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(false)
  }
})

test('a language switch while the form is closed reaches it: it opens in the new language', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('[role="dialog"]')).toBeAttached()
  await chooseLanguage(page, 'zh')
  await page.getByRole('button', { name: pcx('zh') }).click()
  const form = bookingForm(page, 'zh')
  await expect(form.dialog.getByRole('heading', { name: messages.zh['booking.title'] })).toBeVisible()
  await expect(form.field('booking.name')).toBeVisible()
  await expect(form.chosenBike).toHaveText(/Honda PCX 150/)
})

test('what was typed survives a close, a language switch and the next open', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: pcx('en') }).click()
  const en = bookingForm(page, 'en')
  await en.field('booking.name').fill('Somchai Test')
  await en.field('booking.hotel').fill('Kata Beach Resort, room 214')
  await page.getByRole('button', { name: messages.en['booking.close'] }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await chooseLanguage(page, 'th')
  await page.getByRole('button', { name: pcx('th') }).click()
  const th = bookingForm(page, 'th')
  await expect(th.dialog.getByRole('heading', { name: messages.th['booking.title'] })).toBeVisible()
  await expect(th.field('booking.name')).toHaveValue('Somchai Test')
  await expect(th.field('booking.hotel')).toHaveValue('Kata Beach Resort, room 214')
})

test('a rental term opened before the app ran stays open while the app starts and prepares the form', async ({ browser }) => {
  // Outside the fixtures: the visitor's first act is opening a question of the prerendered section.
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/', { waitUntil: 'load' })
  const terms = page.getByRole('region', { name: messages.en['terms.title'] })
  const first = terms.locator('details').first()
  await first.locator('summary').click()
  await expect(first).toHaveAttribute('open', '')
  // That click was the first intent: the app starts and the booking form is rendered closed.
  await expect(page.locator('html')).toHaveAttribute('data-ready', '')
  await expect(page.locator('[role="dialog"]')).toBeAttached()
  // The form is rendered: let the page settle, then the question must still be open (a re-render
  // that swapped the section would have closed it by now).
  await settle(page)
  await expect(terms.locator('details').first(), 'the question the visitor opened closed as the app started').toHaveAttribute('open', '')
  await context.close()
})
