import { describe, expect, it } from 'vitest'
import { keepThaiPlaceNames, keepThaiPlaceNamesIn, THAI_PLACE_NAMES, WORD_JOINER } from './thaiPlaceNames.ts'

const plain = (text: string) => text.split(WORD_JOINER).join('')

describe('Thai place names kept whole', () => {
  it('joins the letters of every name, and nothing else changes', () => {
    const text = 'ส่งรถถึงโรงแรมในป่าตองฟรี และหาดกะตะกับกะรน ตัวเมืองภูเก็ต สุรินทร์'
    const kept = keepThaiPlaceNames(text)
    // The tone mark ่ sits on ป; า is a letter of its own.
    expect(kept).toContain(['ป่', 'า', 'ต', 'อ', 'ง'].join(WORD_JOINER))
    expect(plain(kept)).toBe(text)
    expect(kept.slice(0, kept.indexOf('ป'))).toBe('ส่งรถถึงโรงแรมใน')
  })

  it('never puts a joiner before a vowel or tone mark that sits on its letter', () => {
    for (const name of THAI_PLACE_NAMES) {
      const kept = keepThaiPlaceNames(name)
      expect(kept, name).not.toMatch(new RegExp(`${WORD_JOINER}[\\u0E31\\u0E34-\\u0E3A\\u0E47-\\u0E4E]`))
      expect(kept.endsWith(WORD_JOINER), name).toBe(false)
      expect(plain(kept)).toBe(name)
    }
  })

  it('changes only the Thai of localized fields', () => {
    const term = { question: { en: 'Patong?', th: 'ป่าตอง?', zh: '芭东?' }, order: 1, th: ['ป่าตอง'] }
    const kept = keepThaiPlaceNamesIn(term)
    expect(kept.question.en).toBe('Patong?')
    expect(kept.question.th).not.toBe('ป่าตอง?')
    expect(plain(kept.question.th)).toBe('ป่าตอง?')
    expect(kept.th).toEqual(['ป่าตอง'])
  })
})
