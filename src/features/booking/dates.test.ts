// Dates in every language are Gregorian (never the Buddhist era) and days are counted in UTC math.
import { describe, expect, it } from 'vitest'
import { addDays, addMonths, daysBetween, formatDate, formatShopTime, gregorianLocale, isIsoDate } from './dates'
import { htmlLang, locales } from '../../i18n/locales'

describe('formatDate', () => {
  it('uses the Gregorian year in Thai, where a bare th locale would print the Buddhist era', () => {
    // The trap this guards against: what th-TH gives without -u-ca-gregory.
    expect(new Intl.DateTimeFormat('th-TH', { year: 'numeric' }).format(Date.UTC(2026, 11, 1))).toContain('2569')
    const thai = formatDate('2026-12-01', 'th')
    expect(thai).toContain('2026')
    expect(thai).not.toContain('2569')
    expect(thai).toMatch(/ธ\.ค\./)
  })

  it.each([
    ['en', 'Dec 1, 2026'],
    ['zh', '2026年12月1日'],
    ['th', '1 ธ.ค. 2026'],
  ] as const)('formats in %s as %s', (locale, expected) => {
    expect(formatDate('2026-12-01', locale)).toBe(expected)
  })

  it('keeps the first and last day of a year in their year (formatted in Phuket time)', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('Jan 1, 2026')
    expect(formatDate('2026-12-31', 'th')).toBe('31 ธ.ค. 2026')
  })

  it('returns anything that is not a date unchanged', () => {
    expect(formatDate('', 'th')).toBe('')
    expect(formatDate('2026-02-30', 'en')).toBe('2026-02-30')
  })

  it('builds the Gregorian locale tags', () => {
    expect(locales.map(gregorianLocale)).toEqual(locales.map((locale) => `${htmlLang[locale]}-u-ca-gregory`))
    expect(gregorianLocale('zh')).toBe('zh-Hans-u-ca-gregory')
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

it('shows a moment in Phuket time (UTC+7), Gregorian, 24-hour', () => {
  expect(formatShopTime(new Date('2026-11-22T20:30:00Z'))).toBe('23 Nov 2026, 03:30')
})
