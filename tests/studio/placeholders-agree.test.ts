// The Studio (studio/schemaTypes/icuArguments.ts) and the sync (pipeline/validate/messages.ts)
// must accept and refuse the same website texts; otherwise an owner could publish a text the next
// sync rejects. Both read placeholders with the ICU parser; this holds them to the same verdicts.
import { describe, expect, it } from 'vitest'
import { readPlaceholders } from '../../studio/schemaTypes/icuArguments.ts'
import { validateMessages } from '../../pipeline/validate/messages.ts'
import { defaultLocale, perLocale } from '../../src/i18n/locales.ts'

const cases: Array<{ en: string; other: string }> = [
  { en: 'From {price} baht', other: '{price} 泰铢起' },
  { en: 'From {price} baht', other: '泰铢起' },
  { en: 'Wait {seconds, plural, one {# second} other {# seconds}}', other: 'รอ {seconds} วินาที' },
  { en: 'Wait {seconds, plural, one {# second} other {# seconds}}', other: 'กรุณารอสักครู่' },
  { en: '{kind, select, scooter {Scooter {name}} other {{name}}}', other: '{name}（{kind, select, scooter {踏板} other {摩托}}）' },
  { en: '<b>{price}</b> per day', other: '每天 {price}' },
  { en: 'Hello', other: 'สวัสดี {name}' },
  { en: 'From {price baht', other: '{price} 泰铢起' },
  { en: 'From {price} baht', other: '{price 泰铢起' },
  { en: "It''s {price}", other: '{price}' },
]

function studioAccepts(en: string, other: string): boolean {
  const english = readPlaceholders(en)
  const translated = readPlaceholders(other)
  return english.ok && translated.ok && english.placeholders.join() === translated.placeholders.join()
}

function syncAccepts(en: string, other: string): boolean {
  const problems: string[] = []
  validateMessages([{ key: 'test.text', ...perLocale((locale) => (locale === defaultLocale ? en : other)) }], problems)
  return problems.length === 0
}

describe('Studio and sync read placeholders alike', () => {
  it.each(cases)('en "$en" with "$other"', ({ en, other }) => {
    expect(studioAccepts(en, other)).toBe(syncAccepts(en, other))
  })

  it('both refuse what they should (the cases are not all accepted)', () => {
    expect(cases.filter(({ en, other }) => !syncAccepts(en, other)).length).toBeGreaterThanOrEqual(5)
  })
})
