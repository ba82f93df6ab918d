// Stands in for src/content/bookingMessages.ts in the preview build: the booking form reads its
// texts from the drafts too (every text per language; the form needs only its own).
import type { Messages } from '../../src/content/index.ts'
import { perLocale, type Locale } from '../../src/i18n/locales.ts'

export let bookingFormMessages: Record<Locale, Messages> = perLocale(() => ({}))

export function showBookingMessages(messages: Record<Locale, Messages>): void {
  bookingFormMessages = messages
}
