// A pickup slot's time of day ('09:30') as each language writes it, the same in the booking form,
// its summary and the messages the shop sends from the Studio: '9:30 AM', '9:30' (Thai adds น.).
import { dateLocale, type Locale } from './locales'

/**
 * A pickup slot ('09:00', '13:00') as the visitor's language writes a time of day: '9:00 AM' and
 * '1:00 PM' in English (the spec's AM/PM), '13:00' in Chinese, Thai and Russian. The shop's e-mail
 * keeps English AM/PM whatever the language (model.ts formatSlot).
 */
export function formatSlotTime(slot: string, locale: Locale): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(slot)
  if (!match) return slot
  const time = Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))
  // ICU puts a narrow no-break space before AM/PM in some versions and a space in others: one
  // spelling, whatever the browser, so '9:00 AM' reads and matches the same everywhere.
  return new Intl.DateTimeFormat(dateLocale(locale), { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(time).replace(/\u202f/g, ' ')
}
