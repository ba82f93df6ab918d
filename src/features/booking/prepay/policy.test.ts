// The cancellation policy's one line for the visitor's dates, in the four languages, from the
// owner's numbers: the last free day while it is ahead, the passed window inside it, the general
// rule without a date.
import { describe, expect, it } from 'vitest'
import { createIntl } from 'react-intl'
import { bookingFormMessages } from '../../../content/bookingMessages'
import { locales, type Locale } from '../../../i18n/locales'
import { formatDate } from '../dates'
import { policyLine, type CancellationTerms } from '../../../../rules/prepayment/policy'

const seedTerms: CancellationTerms = { freeUntilDays: 3, keptPercent: 100 }
const say = (locale: Locale, terms: CancellationTerms, startDate: string, today: string) => {
  const line = policyLine(terms, startDate, today)
  const intl = createIntl({ locale, messages: bookingFormMessages[locale] })
  const values = 'date' in line.values ? { ...line.values, date: formatDate(line.values.date, locale, 'long') } : line.values
  return intl.formatMessage({ id: line.key }, values)
}

describe('policyLine', () => {
  it('gives the last free day while it is ahead (three days before pickup, that day included)', () => {
    expect(policyLine(seedTerms, '2026-12-24', '2026-12-01')).toEqual({
      key: 'booking.policy.freeUntil', values: { days: 3, kept: 'all', percent: 100, date: '2026-12-21' },
    })
    expect(policyLine(seedTerms, '2026-12-24', '2026-12-21').key).toBe('booking.policy.freeUntil')
  })

  it('says the free window has passed once the pickup is nearer', () => {
    expect(policyLine(seedTerms, '2026-12-24', '2026-12-22')).toEqual({ key: 'booking.policy.inside', values: { days: 3, kept: 'all', percent: 100 } })
  })

  it('gives the general rule without a pickup date', () => {
    expect(policyLine({ freeUntilDays: 7, keptPercent: 50 }, '', '2026-12-01')).toEqual({
      key: 'booking.policy.general', values: { days: 7, kept: 'part', percent: 50 },
    })
  })

  it('reads in every language, every case a text of that language', () => {
    for (const locale of locales) {
      for (const today of ['2026-12-01', '2026-12-23']) expect(say(locale, seedTerms, '2026-12-24', today)).not.toMatch(/booking\.policy|\{/)
      expect(say(locale, seedTerms, '', '2026-12-01')).not.toMatch(/booking\.policy|\{/)
    }
  })

  it('reads in every language, with the date, the days and what is kept', () => {
    expect(say('en', seedTerms, '2026-12-24', '2026-12-01')).toBe('Free cancellation until December 21, 2026 (3 days before pickup). After that, the prepayment is kept.')
    expect(say('en', seedTerms, '2026-12-24', '2026-12-23')).toBe('Your pickup is less than 3 days away, so free cancellation has passed: if you cancel, the prepayment is kept.')
    expect(say('en', { freeUntilDays: 1, keptPercent: 50 }, '', '2026-12-01')).toBe('Free cancellation until 1 day before pickup. After that, 50% of the prepayment is kept.')
    expect(say('zh', seedTerms, '2026-12-24', '2026-12-01')).toBe('截至 2026年12月21日（取车前 3 天）可免费取消。之后取消，预付款不予退还。')
    expect(say('zh', seedTerms, '2026-12-24', '2026-12-23')).toBe('距取车已不足 3 天，免费取消期已过：此时取消，预付款不予退还。')
    expect(say('th', seedTerms, '2026-12-24', '2026-12-01')).toBe(`ยกเลิกฟรีได้ถึงวันที่ ${formatDate('2026-12-21', 'th', 'long')} (ก่อนวันรับรถ 3 วัน) หลังจากนั้น เราขอเก็บค่าจองล่วงหน้าไว้`)
    expect(say('th', seedTerms, '2026-12-24', '2026-12-23')).toBe('เหลือเวลาไม่ถึง 3 วันก่อนวันรับรถ จึงเลยกำหนดยกเลิกฟรีแล้ว หากยกเลิกตอนนี้ เราขอเก็บค่าจองล่วงหน้าไว้')
    expect(say('ru', seedTerms, '2026-12-24', '2026-12-01')).toBe(`Отменить бронь бесплатно можно до ${formatDate('2026-12-21', 'ru', 'long')} включительно (за 3 дня до получения). При более поздней отмене предоплата не возвращается.`)
    expect(say('ru', { freeUntilDays: 5, keptPercent: 50 }, '2026-12-24', '2026-12-23')).toBe('До получения байка меньше 5 дней, поэтому срок бесплатной отмены уже прошёл: при отмене удерживается 50% предоплаты.')
  })
})
