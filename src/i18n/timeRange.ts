// A range of times of day ('08:00' to '20:00', the shop's opening hours) as the language writes it:
// in English exactly as the spec writes the hours ('08:00 - 20:00', docs/spec.md §2), in the others
// from Intl: '08:00–20:00' in Chinese and Russian, '8:00–20:00' in Thai. The owner's texts hold the
// range as one {hours}, so no text writes its own dash.
import { dateLocale, defaultLocale, isLocale } from './locales'

const minutesOf = (time: string) => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/** `locale`: the page's language (intl.locale); anything else reads as the default language. */
export function formatTimeRange(from: string, to: string, locale: string): string {
  const [start, end] = [minutesOf(from), minutesOf(to)]
  if (start === null || end === null) return `${from}–${to}`
  const language = isLocale(locale) ? locale : defaultLocale
  if (language === defaultLocale) return `${from.padStart(5, '0')} - ${to.padStart(5, '0')}`
  const format = new Intl.DateTimeFormat(dateLocale(language), { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' })
  // ICU versions may space the dash differently (thin or plain spaces): one spelling, the same in
  // the prerendered page and in every browser.
  return format.formatRange(Date.UTC(2000, 0, 1, 0, start), Date.UTC(2000, 0, 1, 0, end)).replace(/\s+([–-])\s+/, ' $1 ')
}
