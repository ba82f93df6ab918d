// The insurance and damage answers name the excesses by {excesses}, which the sync fills from the
// cover levels in each language: over the real seed (groq-js over studio/seed) a copy whose levels
// change writes terms, and the FAQ JSON-LD built from them, that change with them in four languages.
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderSnapshots } from './snapshots.ts'
import { fetchContent } from '../run.ts'
import { createSeedSource } from '../sources/seed-source.ts'
import { problemsAfterEdit, SYNC_DAY } from '../fixtures.ts'
import type { Content } from '../validate/validate.ts'
import { faqJsonLd } from '../../src/features/terms/faqJsonLd.ts'
import { locales } from '../../src/i18n/locales.ts'
import type { RentalTerm } from '../../src/content/terms.ts'

type Row = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
type Edited = Content & { extras: Row; terms: Row[] }

const NBSP = '\u00a0'
const ANSWERS = ['rentalTerm.insurance', 'rentalTerm.damage']

let base: Content
beforeAll(async () => {
  base = await fetchContent(await createSeedSource(path.join(process.cwd(), 'studio', 'seed')), SYNC_DAY)
})

const edited = (edit: (content: Edited) => void) => {
  const content = structuredClone(base) as Edited
  edit(content)
  return content
}
const termsOf = (content: Content): RentalTerm[] => JSON.parse(renderSnapshots(content, 'test').get('terms.json')!).items
const answersOf = (content: Content) => termsOf(content).filter((term) => ANSWERS.includes(term.id))

const plus = {
  _key: 'plus', _type: 'coverLevel', id: 'plus', isDefault: false, pricePerDay: 80, excess: 2500,
  name: { en: 'Plus cover', zh: '增值保障', th: 'ความคุ้มครองพลัส', ru: 'Страховка плюс' },
  covers: { en: 'Basic cover with a lower excess.', zh: '基础保障，免赔额更低。', th: 'ความคุ้มครองพื้นฐาน แต่ค่าเสียหายส่วนแรกต่ำกว่า', ru: 'Базовая страховка с меньшей франшизой.' },
}

describe('the excesses in the rental terms', () => {
  it('the seed writes {excesses} in both answers in every language, and the sync fills it from the levels', () => {
    for (const id of ANSWERS) {
      const seed = (base.terms as Row[]).find((term) => term.id === id)!
      for (const locale of locales) expect(seed.answer[locale], `${id} ${locale}`).toContain('{excesses}')
    }
    const [insurance] = answersOf(base)
    expect(insurance.answer).toMatchObject({
      en: expect.stringContaining('which you pay: 5,000 baht with Basic cover (included) or 1,000 baht with Full cover.'),
      zh: expect.stringContaining('由您承担：5,000 泰铢（基础保障，已包含）或 1,000 泰铢（全面保障，另付费）。'),
      th: expect.stringContaining('5,000 บาท สำหรับความคุ้มครองพื้นฐาน (รวมในค่าเช่าแล้ว) หรือ 1,000 บาท สำหรับความคุ้มครองเต็มรูปแบบ'),
      ru: expect.stringContaining(`оплачиваете вы. Франшиза — 5${NBSP}000 бат по тарифу «Базовая страховка» (входит в цену) или 1${NBSP}000 бат по тарифу «Полная страховка».`),
    })
  })

  it('a seed copy with a new excess and a level removed: both answers and the FAQ JSON-LD follow, in four languages', () => {
    const content = edited((c) => {
      c.extras.coverLevels = [c.extras.coverLevels[0], plus] // Full cover removed, Plus cover added
    })
    expect(problemsAfterEdit(base, (c: Edited) => void (c.extras.coverLevels = [c.extras.coverLevels[0], plus]))).toEqual([])
    const expected = {
      en: '5,000 baht with Basic cover (included) or 2,500 baht with Plus cover',
      zh: '5,000 泰铢（基础保障，已包含）或 2,500 泰铢（增值保障，另付费）',
      th: '5,000 บาท สำหรับความคุ้มครองพื้นฐาน (รวมในค่าเช่าแล้ว) หรือ 2,500 บาท สำหรับความคุ้มครองพลัส',
      ru: `5${NBSP}000 бат по тарифу «Базовая страховка» (входит в цену) или 2${NBSP}500 бат по тарифу «Страховка плюс»`,
    }
    const terms = termsOf(content)
    for (const locale of locales) {
      const faq = faqJsonLd(terms, locale).mainEntity as Array<{ acceptedAnswer: { text: string } }>
      for (const id of ANSWERS) {
        const answer = terms.find((term) => term.id === id)!.answer[locale]
        expect(answer, `${id} ${locale}`).toContain(expected[locale])
        expect(answer, `${id} ${locale}`).not.toMatch(/1[,\u00a0]000|全面保障|เต็มรูปแบบ|Full cover|Полная/)
        expect(faq.map((entry) => entry.acceptedAnswer.text)).toContain(answer)
      }
    }
  })

  it('three levels read as a list in each language', () => {
    const content = edited((c) => void c.extras.coverLevels.push(plus))
    const [insurance] = answersOf(content)
    expect(insurance.answer.en).toContain('5,000 baht with Basic cover (included), 1,000 baht with Full cover, or 2,500 baht with Plus cover.')
    expect(insurance.answer.zh).toContain('5,000 泰铢（基础保障，已包含）、1,000 泰铢（全面保障，另付费）或 2,500 泰铢（增值保障，另付费）。')
    expect(insurance.answer.ru).toContain(`1${NBSP}000 бат по тарифу «Полная страховка» или 2${NBSP}500 бат по тарифу «Страховка плюс».`)
  })

  it('refuses an unknown placeholder, and {excesses} with no cover level to fill it from, naming the term and field', () => {
    const damage = (c: Edited) => c.terms.find((term) => term.id === 'rentalTerm.damage')!
    expect(problemsAfterEdit(base, (c: Edited) => void (damage(c).answer.th = damage(c).answer.th.replace('{excesses}', '{excess}')))).toEqual([
      expect.stringMatching(/^rental term #\d+ \("What if the bike gets a scratch or is damaged\?"\): answer\.th: Unknown placeholder \{excess\}: the only one is \{excesses\}/),
    ])
    expect(problemsAfterEdit(base, (c: Edited) => void (c.extras.coverLevels = []))).toEqual(expect.arrayContaining([
      'rentalTerm.insurance: answer.en, answer.zh, answer.th, answer.ru holds {excesses}, but Shop settings → Extras & cover has no cover level to fill it from: add the levels, or write the amounts',
    ]))
  })
})
