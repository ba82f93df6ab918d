// Dates in each language's own calendar (Thai: Buddhist era; docs/decisions/thai-dates-buddhist-era.md),
// the shop's time English and Gregorian, pickup slots as each language writes a time, and days
// counted in UTC math.
import { describe, expect, it } from 'vitest'
import { formatDate, formatDateRange, formatShopTime, formatSlotTime } from './dates'
import { addDays, addMonths, daysBetween, isIsoDate } from '../../../rules/calendar'
import { dateLocale, locales, type Locale } from '../../i18n/locales'

describe('formatDate', () => {
  it('writes a Thai date in the Buddhist era, as Thai readers write it', () => {
    const thai = formatDate('2026-12-01', 'th')
    expect(thai).toBe('1 ธ.ค. 2569')
    expect(thai).not.toContain('2026')
  })

  it.each([
    ['en', 'Dec 1, 2026'],
    ['zh', '2026年12月1日'],
    ['ru', '1 дек. 2026 г.'],
  ] as const)('formats in %s as %s (Gregorian)', (locale, expected) => {
    expect(formatDate('2026-12-01', locale)).toBe(expected)
  })

  it('keeps the first and last day of a year in their year (formatted in Phuket time)', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('Jan 1, 2026')
    expect(formatDate('2026-12-31', 'th')).toBe('31 ธ.ค. 2569')
  })

  it('returns anything that is not a date unchanged', () => {
    expect(formatDate('', 'th')).toBe('')
    expect(formatDate('2026-02-30', 'en')).toBe('2026-02-30')
  })

  it("spells each language's calendar out, so no browser default decides it", () => {
    expect(locales.map(dateLocale)).toEqual(locales.map((locale) => (locale === 'th' ? 'th-u-ca-buddhist' : expect.stringMatching(/-u-ca-gregory$/))))
    expect(dateLocale('zh')).toBe('zh-Hans-u-ca-gregory')
  })
})

describe('date arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-03-28', 30)).toBe('2026-04-27')
    expect(addDays('nope', 1)).toBeNull()
  })

  it('adds months to the same date, or to the last day of a shorter month', () => {
    expect(addMonths('2027-01-01', 1)).toBe('2027-02-01')
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15')
    expect(addMonths('2027-03-01', 1)).toBe('2027-04-01')
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28')
    // The month-end cases: the last day of the shorter month, counted from the start each time.
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonths('2027-01-29', 1)).toBe('2027-02-28')
    expect(addMonths('2027-01-31', 2)).toBe('2027-03-31')
    expect(addMonths('2027-03-31', 1)).toBe('2027-04-30')
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28')
    expect(addMonths('2027-01-31', 0)).toBe('2027-01-31')
    expect(addMonths('2027-02-30', 1)).toBeNull()
  })

  it('counts calendar days between two dates', () => {
    expect(daysBetween('2026-03-14', '2026-03-21')).toBe(7)
    expect(daysBetween('2026-03-21', '2026-03-14')).toBe(-7)
    expect(daysBetween('2026-03-14', '')).toBeNull()
  })

  it('rejects impossible dates', () => {
    expect(isIsoDate('2026-02-29')).toBe(false)
    expect(isIsoDate('2028-02-29')).toBe(true)
  })
})

describe('formatShopTime', () => {
  it("shows a moment in Phuket time (UTC+7), 24-hour: English and Gregorian for the shop's e-mail", () => {
    expect(formatShopTime(new Date('2026-11-22T20:30:00Z'))).toBe('23 Nov 2026, 03:30')
  })

  it("in the visitor's language and calendar when one is given", () => {
    expect(formatShopTime(new Date('2026-11-22T20:30:00Z'), 'th')).toBe('23 พ.ย. 2569 03:30')
    expect(formatShopTime(new Date('2026-11-22T20:30:00Z'), 'ru')).toBe('23 нояб. 2026 г., 03:30')
  })
})

describe('formatSlotTime', () => {
  it("keeps the spec's AM/PM in English", () => {
    expect(['09:00', '12:00', '13:00', '16:00'].map((slot) => formatSlotTime(slot, 'en'))).toEqual(['9:00 AM', '12:00 PM', '1:00 PM', '4:00 PM'])
  })

  it.each(locales.filter((locale) => locale !== 'en'))('writes a 24-hour time in %s', (locale) => {
    expect(formatSlotTime('09:00', locale)).toBe('9:00')
    expect(formatSlotTime('13:00', locale)).toBe('13:00')
  })

  it('returns anything that is not a slot unchanged', () => {
    expect(formatSlotTime('noon', 'ru')).toBe('noon')
  })
})

describe('formatDateRange: each language writes a range as its copywriters do', () => {
  // Spaces as ICU writes them (no-break, narrow) read as spaces here.
  const range = (from: string, to: string, locale: Locale) => formatDateRange(from, to, locale).replace(/[\u00a0\u202f]/g, ' ')
  it('within a month', () => {
    expect(range('2026-12-15', '2026-12-30', 'en')).toBe('Dec 15 – 30, 2026')
    expect(range('2026-12-01', '2026-12-06', 'ru')).toBe('с 1 по 6 декабря 2026 г.')
    expect(range('2026-12-15', '2026-12-30', 'zh')).toBe('2026年12月15日至30日')
    // The Buddhist era, as every Thai date on the page: 2026 is 2569.
    expect(range('2026-12-15', '2026-12-30', 'th')).toBe('15–30 ธ.ค. 2569')
  })
  it('across months and years', () => {
    expect(range('2026-12-15', '2027-01-06', 'en')).toBe('Dec 15, 2026 – Jan 6, 2027')
    expect(range('2026-12-15', '2027-01-06', 'ru')).toBe('с 15 декабря 2026 г. по 6 января 2027 г.')
    expect(range('2026-12-15', '2027-01-06', 'zh')).toBe('2026年12月15日至2027年1月6日')
    expect(range('2027-01-15', '2027-02-06', 'zh')).toBe('2027年1月15日至2月6日')
    expect(range('2026-12-15', '2027-01-06', 'th')).toBe('15 ธ.ค. 2569 – 6 ม.ค. 2570')
  })
  it('one day is one date', () => {
    expect(range('2026-12-15', '2026-12-15', 'ru')).toBe(formatDate('2026-12-15', 'ru').replace(/[\u00a0\u202f]/g, ' '))
  })
})
