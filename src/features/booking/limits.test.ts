// Length limits: counted as people count characters, reported per field in form order, and said in
// the visitor's language with the field's name.
import { describe, expect, it } from 'vitest'
import { locales } from '../../i18n/locales'
import { FIELD_LIMITS, characterCount, describeTooLong, tooLongFields } from './limits'
import { initialValues } from './model'
import { visitorLanguage } from './visitorLanguage.testing'

describe('tooLongFields', () => {
  it('accepts every field at its limit', () => {
    const atLimit = Object.fromEntries(Object.entries(FIELD_LIMITS).map(([field, max]) => [field, 'x'.repeat(max)]))
    expect(tooLongFields({ ...initialValues(null), ...atLimit })).toEqual([])
  })

  it('names each field over its limit with the limit and the length', () => {
    const values = { ...initialValues('honda-pcx'), name: 'n'.repeat(101), notes: 'ก'.repeat(2500) }
    expect(tooLongFields(values)).toEqual([
      { field: 'name', max: 100, length: 101 },
      { field: 'notes', max: 2000, length: 2500 },
    ])
  })

  it('counts an emoji or a CJK character once', () => {
    expect(characterCount('🏍️王')).toBe(3) // motorbike, variation selector, one Han character
    expect(characterCount('😀😀')).toBe(2)
  })
})

describe('describeTooLong', () => {
  it.each(locales)("%s: names every field without its label's '(optional)', numbers grouped as the language groups them", async (locale) => {
    const language = await visitorLanguage(locale)
    // The optional marker as the email label writes it: '(optional)', '（选填）', '(необязательно)', '(ไม่บังคับ)'.
    const marker = /[(（][^()（）]+[)）]$/.exec(language.t('booking.email'))![0]
    for (const field of Object.keys(FIELD_LIMITS) as Array<keyof typeof FIELD_LIMITS>) {
      const text = describeTooLong({ field, max: 2000, length: 2001 }, language.t)
      expect(text, field).not.toContain(marker)
      expect(text, field).toContain(language.formatNumber(2000))
      expect(text, field).toContain(language.formatNumber(2001))
    }
  })

  it('reads as a sentence in English', () => {
    const t = (key: string, values?: Record<string, string | number>) => `${key}${values ? JSON.stringify(values) : ''}`
    expect(describeTooLong({ field: 'notes', max: 2000, length: 2001 }, t)).toBe('booking.errorTooLong{"field":"booking.fieldName.notes","max":2000,"length":2001}')
  })
})
