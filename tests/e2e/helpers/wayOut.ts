// What a visitor gets when the booking form cannot be had (src/app/booking/BookingWayOut.tsx): the
// failure in the page's language and the shop's phone, LINE and WhatsApp as working links.
import { expect, type Page } from '../fixtures'
import { lineHref, telHref, whatsappHref } from '../../../src/features/contact/contactLinks'
import type { Locale } from '../../../src/i18n/locales'
import { messages, settings } from './content'

/** The message, once shown. */
export function wayOut(page: Page, locale: Locale) {
  return page.getByRole('alert').filter({ hasText: messages[locale]['booking.loadFailed'] })
}

/** Expects the message on screen with its three links, focused so a keyboard or screen reader is in it. */
export async function expectWayOut(page: Page, locale: Locale) {
  const m = messages[locale]
  const message = wayOut(page, locale)
  await expect(message, 'the booking form cannot be had and the visitor is told nothing').toBeVisible()
  await expect(message).toBeInViewport()
  await expect(message).toBeFocused()
  await expect(message.getByRole('link', { name: new RegExp(m['contact.phone.title']) })).toHaveAttribute('href', telHref(settings.phone))
  await expect(message.getByRole('link', { name: new RegExp(m['contact.chat.line']) })).toHaveAttribute('href', lineHref(settings.lineId))
  await expect(message.getByRole('link', { name: new RegExp(m['contact.chat.whatsapp']) })).toHaveAttribute('href', whatsappHref(settings.whatsappNumber))
  return message
}

/**
 * Counts the page's loads of a document from now on (a reload counts one), at the document's
 * request: that comes before anything of the new document can show, whereas its load event may
 * come before or after what the test waits for, as the engine schedules it.
 */
export function countLoads(page: Page): { count: number } {
  const loads = { count: 0 }
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1
  })
  return loads
}
