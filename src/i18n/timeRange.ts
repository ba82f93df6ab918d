// A range of times of day ('08:00' to '20:00', the shop's opening hours) as the language writes it:
// English exactly as the spec writes the hours ('08:00 - 20:00', docs/spec.md §2); Chinese and
// Russian 24-hour with an en dash ('08:00–20:00'); Thai without the hour's leading zero
// ('8:00–20:00', and the text adds น.). Written out rather than through Intl's formatRange, whose
// spacing differs between ICU versions and whose English is AM/PM: the first load carries this.
// The owner's texts hold the range as one {hours}, so no text writes its own dash.
import { defaultLocale, isLocale } from './locales'

/** `locale`: the page's language (intl.locale); anything else reads as the default language. */
export function formatTimeRange(from: string, to: string, locale: string): string {
  const language = isLocale(locale) ? locale : defaultLocale
  if (language === defaultLocale) return `${from} - ${to}`
  const time = (value: string) => (language === 'th' ? value.replace(/^0(?=\d:)/, '') : value)
  return `${time(from)}–${time(to)}`
}
