// How the calendar dates of a booking ('YYYY-MM-DD', rules/calendar.ts) are shown.
// In the visitor's language and its calendar (dateLocale: Thai in the Buddhist era, 2026 -> 2569,
// docs/decisions/thai-dates-buddhist-era.md); the shop's e-mail keeps the ISO dates and English
// Gregorian time. Times are Phuket's.
import { dateLocale, type Locale } from '../../i18n/locales'
export { formatSlotTime } from '../../i18n/slotTime'
import { DAY_MS, toUtc } from '../../../rules/calendar'

export const SHOP_TIME_ZONE = 'Asia/Bangkok'

/**
 * '2026-12-01' -> 'Dec 1, 2026' / '2026年12月1日' / '1 ธ.ค. 2569'; the input itself if it is no date.
 * `month: 'long'` for a date inside a sentence, as each language writes it in full there
 * ('December 1, 2026', '1 ธันวาคม 2569', '1 декабря 2026 г.').
 */
export function formatDate(iso: string, locale: Locale, month: 'short' | 'long' = 'short'): string {
  const time = toUtc(iso)
  if (time === null) return iso
  // Noon UTC is the same calendar day in Phuket (UTC+7), so the shop's zone never shifts the day.
  return new Intl.DateTimeFormat(dateLocale(locale), { timeZone: SHOP_TIME_ZONE, day: 'numeric', month, year: 'numeric' })
    .format(time + DAY_MS / 2)
}

type DatePart = Intl.DateTimeRangeFormatPart
/** ICU puts thin or narrow spaces in a range in some versions and plain ones in others (Node and
 * Chromium differ): one spelling, whatever the browser, as the single dates have. */
const THIN_SPACES = /[\u2009\u202f]/g

/** Russian writes a range as "с 1 по 6 декабря 2026 г.": ICU's dash between the two ends becomes "по". */
function russianRange(parts: readonly DatePart[]): string {
  const lastStart = parts.findLastIndex((part) => part.source === 'startRange')
  const text = (some: readonly DatePart[]) => some.map((part) => part.value).join('')
  // The literal between the ends may carry the first end's "г." before the dash: " г. – ".
  const [startTail = ''] = (parts[lastStart + 1]?.value ?? '').split(/\s*[–-]\s*/)
  return `с ${text(parts.slice(0, lastStart + 1))}${startTail} по ${text(parts.slice(lastStart + 2))}`.replace(THIN_SPACES, ' ')
}

/**
 * Chinese writes "2026年12月15日至30日", "2026年12月15日至2027年1月6日": ICU's Chinese interval
 * pattern falls back to numeric dates ("2026/12/15 – 2026/12/30", beside single dates written
 * 2026年12月15日), so the end is the single date's own parts, less the year and month it shares.
 */
function chineseRange(format: Intl.DateTimeFormat, start: number, end: number): string {
  const first = format.formatToParts(start)
  const last = format.formatToParts(end)
  let shared = 0
  while (shared < last.length && last[shared].type !== 'day' && last[shared].value === first[shared]?.value) shared++
  return `${format.format(start)}至${last.slice(shared).map((part) => part.value).join('')}`
}

/**
 * '2026-12-15' to '2026-12-30' as the language writes a range, through formatRange: 'Dec 15 – 30,
 * 2026', '15–30 ธ.ค. 2569' (the Buddhist era, as every Thai date on the page), 'с 15 по 30 декабря
 * 2026 г.', '2026年12月15日至30日'. One date when both are the same day.
 */
export function formatDateRange(from: string, to: string, locale: Locale): string {
  const [start, end] = [toUtc(from), toUtc(to)]
  if (start === null || end === null) return `${from} – ${to}`
  if (start === end) return formatDate(from, locale)
  // A Russian range names its month in full ("декабря"), as a copywriter writes a span of days.
  const month = locale === 'ru' ? 'long' : 'short'
  const format = new Intl.DateTimeFormat(dateLocale(locale), { timeZone: SHOP_TIME_ZONE, day: 'numeric', month, year: 'numeric' })
  const [noonStart, noonEnd] = [start + DAY_MS / 2, end + DAY_MS / 2]
  if (locale === 'zh') return chineseRange(format, noonStart, noonEnd)
  if (locale === 'ru') return russianRange(format.formatRangeToParts(noonStart, noonEnd))
  return format.formatRange(noonStart, noonEnd).replace(THIN_SPACES, ' ')
}

/**
 * A moment in Phuket time, 24-hour: '23 Nov 2026, 07:45' for the shop (English, Gregorian), or in
 * the visitor's language and calendar when `locale` is given.
 */
export function formatShopTime(moment: Date, locale?: Locale): string {
  return new Intl.DateTimeFormat(locale ? dateLocale(locale) : 'en-GB-u-ca-gregory', {
    timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).format(moment)
}

