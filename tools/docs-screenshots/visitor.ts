// The visitor's first steps in the guides' pictures of the booking form: the site opened on a
// phone, started by a first intent (a key press, as a tap starts it), and a bike's booking form open.
import type { Locator, Page } from '@playwright/test'
import { READY_ATTRIBUTE } from '../../src/i18n/languageSwap.ts'

/** The booking form of `bike` (its card's button name, e.g. "Book Honda PCX 150"), or of the first card's bike. */
export async function openBookingForm(page: Page, site: string, bike?: string): Promise<Locator> {
  await page.goto(`${site}/`, { waitUntil: 'load' })
  await page.keyboard.press('Shift') // a first intent starts the app
  await page.locator(`html[${READY_ATTRIBUTE}]`).waitFor({ state: 'attached' })
  await (bike ? page.getByRole('button', { name: bike }) : page.getByRole('article').first().getByRole('button')).click()
  const form = page.getByRole('dialog')
  await form.waitFor({ state: 'visible' })
  return form
}

/** The extras and cover, unfolded, with the Full cover chosen. */
export async function chooseFullCover(form: Locator): Promise<Locator> {
  const extras = form.locator('section[aria-labelledby="booking-extras-title"]')
  await extras.getByRole('button', { name: 'Add extras or choose your cover' }).click()
  await extras.locator('input[name="cover"][value="full"]').check()
  return extras
}
