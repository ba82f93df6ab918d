// A range of times of day ('08:00' to '20:00', the shop's opening hours) as the language writes it,
// from Intl: '8:00 AM – 8:00 PM' in English, '08:00–20:00' in Chinese and Russian, '8:00–20:00' in
// Thai. The owner's texts hold the range as one {hours}, so no text writes its own dash.
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
  const format = new Intl.DateTimeFormat(dateLocale(language), { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' })
  // ICU versions space it differently (a narrow no-break space or a space before AM/PM, thin or
  // plain spaces around the dash): one spelling, the same in the prerendered page and in every
  // browser, that never breaks '8:00 AM' apart.
  return format
    .formatRange(Date.UTC(2000, 0, 1, 0, start), Date.UTC(2000, 0, 1, 0, end))
    .replace(/\s+(?=[AP]M)/g, '\u00a0')
    .replace(/\s+([–-])\s+/, ' $1 ')
}
