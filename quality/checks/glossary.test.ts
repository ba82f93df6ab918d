// The seed's words, and the e-mail templates' (tools/outbox/*.html: the fixed receipt the hosting
// guide hands the owner speaks every language), kept to each language's glossary
// (docs/glossary/<locale>.md): where a text's English says one of a row's English words, the same
// text in the language uses the glossary's word, and no text uses a variant the glossary avoids. And every number of four digits or more in the content
// is grouped as Intl groups it in that language, as the page writes its prices.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { defaultLocale, htmlLang, locales, type Locale } from '../../src/i18n/locales.ts'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { loadSeedDataset } from '../../pipeline/sources/seed-source.ts'
import { templateTexts } from '../../pipeline/sources/templates.ts'

type Unit = { where: string } & Record<Locale, string>
type Row = { english: string[]; use: string[]; avoid: RegExp[]; line: number }

/** Every localized text of the seed: a message, a feature label, a term's question or answer, a setting. */
function localizedTexts(documents: unknown[]): Unit[] {
  const units: Unit[] = []
  const walk = (value: unknown, where: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${where}[${index}]`))
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    if (locales.every((locale) => typeof record[locale] === 'string')) units.push({ where, ...(record as Record<Locale, string>) })
    for (const [key, child] of Object.entries(record)) if (typeof child === 'object') walk(child, `${where}.${key}`)
  }
  for (const document of documents as Array<{ _id: string }>) walk(document, document._id)
  return units
}

const codeIn = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)

/** An Avoid entry: a /regex/, a lowercase word matched in any case, or a word with capitals matched exactly. */
function avoidPattern(entry: string): RegExp {
  const regex = /^\/(.+)\/$/.exec(entry)
  if (regex) return new RegExp(regex[1]!, 'u')
  const escaped = entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(escaped, entry === entry.toLowerCase() ? 'iu' : 'u')
}

function readGlossary(locale: Locale): Row[] {
  const lines = readFileSync(path.join(REPO_ROOT, 'docs', 'glossary', `${locale}.md`), 'utf8').split('\n')
  return lines.flatMap((text, index) => {
    const cells = text.split('|').slice(1, -1).map((cell) => cell.trim())
    if (cells.length !== 4 || /^-+$/.test(cells[0]!) || cells[0] === 'English') return []
    return [{ english: codeIn(cells[0]!), use: codeIn(cells[1]!), avoid: codeIn(cells[2]!).map(avoidPattern), line: index + 1 }]
  })
}

// English as the visitor reads it: placeholders such as {season} are not words of the text.
const englishWords = (text: string) => text.replace(/\{\w+\}/g, ' ')
const saysWord = (text: string, word: string) => new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(englishWords(text))

let texts: Unit[]
beforeAll(async () => {
  texts = [...localizedTexts((await loadSeedDataset(path.join(REPO_ROOT, 'studio', 'seed'))).documents), ...templateTexts()]
})

const translated = locales.filter((locale) => locale !== defaultLocale)

describe.each(translated)('the %s glossary', (locale) => {
  const rows = readGlossary(locale)

  it('is a table the test can read, with checked words in it', () => {
    expect(rows.length).toBeGreaterThan(10)
    expect(rows.filter((row) => row.english.length > 0 && row.use.length > 0).length).toBeGreaterThan(8)
    expect(rows.flatMap((row) => row.avoid).length).toBeGreaterThan(4)
    expect(texts.length).toBeGreaterThan(200)
  })

  it("is followed by every text whose English says a row's word", () => {
    const misses = rows.flatMap((row) =>
      row.use.length === 0
        ? []
        : texts
            .filter((text) => row.english.some((word) => saysWord(text[defaultLocale], word)))
            .filter((text) => !row.use.some((word) => text[locale].toLowerCase().includes(word.toLowerCase())))
            .map((text) => `${text.where}: English says ${row.english.join('/')}, ${locale} lacks ${row.use.join(' or ')} (glossary line ${row.line}): ${text[locale]}`),
    )
    expect(misses).toEqual([])
  })

  it('has no variant the glossary avoids', () => {
    const found = rows.flatMap((row) =>
      row.avoid.flatMap((pattern) => texts.filter((text) => pattern.test(text[locale])).map((text) => `${text.where}: ${pattern} (glossary line ${row.line}): ${text[locale]}`)),
    )
    expect(found).toEqual([])
  })
})

// The Chinese spacing rule (docs/glossary/zh.md): a space between Chinese and Latin letters or
// digits. A placeholder counts by what it renders at that edge: a bike's name, a time or a number
// is Latin or digits at both ends; a date or a range of dates (date, dates, from, to, oldDates,
// newDates) starts with digits and ends with 日, so Chinese follows it with no space; a count
// of days ends with 天, a price with its unit with the unit; a season's, an area's or a language's name is Chinese.
const HAN = '\\p{Script=Han}'
const STARTS_LATIN = '(?:[A-Za-z0-9]|\\{(?!(?:season|area|language)\\b)\\w+\\})'
const ENDS_LATIN = '(?:[A-Za-z0-9]|\\{(?!(?:season|area|language|date|dates|from|to|oldDates|newDates|days|months|priceWithUnit)\\b)\\w+\\})'
const UNSPACED = new RegExp(`${HAN}${STARTS_LATIN}|${ENDS_LATIN}${HAN}`, 'u')
/** ICU plural and select arguments left out: what sits at their edges depends on the branch. */
const chineseText = (text: string) => text.replace(/\{\w+, (?:plural|select)[^]*\}/g, ' ')

describe('the Chinese spacing rule', () => {
  it('every Chinese text puts a space between Chinese and Latin letters, digits or a placeholder that renders them', () => {
    const unspaced = texts.filter((text) => UNSPACED.test(chineseText(text.zh))).map((text) => `${text.where}: ${text.zh}`)
    expect(unspaced).toEqual([])
  })
  it('catches a template that breaks it', () => {
    for (const broken of ['{bike}在您选择的日期', '租出至{date}', '请选择1月2日']) expect(UNSPACED.test(broken)).toBe(true)
    for (const spaced of ['{bike} 在您选择的日期', '租出至 {date}', '请选择 1 月 2 日', '{season}，{days}（{dates}）', '您前 {days}的价格', '改为 {newDates}（原为 {oldDates}）', '{from}至 {to}']) expect(UNSPACED.test(spaced)).toBe(false)
  })
})

describe('numbers in the content', () => {
  // Four digits or more, grouped or not: 5000, 5,000, 5 000.
  const LARGE_NUMBER = /(?<![\d+])\d{1,3}(?:[,\u00a0\u202f ]\d{3})+(?!\d)|(?<![\d+])\d{4,}(?!\d)/g

  it.each(locales)('are grouped in %s as the page groups its prices (Intl)', (locale) => {
    const format = new Intl.NumberFormat(htmlLang[locale])
    const wrong = texts.flatMap((text) =>
      [...text[locale].matchAll(LARGE_NUMBER)]
        .map((match) => match[0])
        .filter((written) => written !== format.format(Number(written.replace(/\D/g, ''))))
        .map((written) => `${text.where}: "${written}" should read "${format.format(Number(written.replace(/\D/g, '')))}"`),
    )
    expect(wrong).toEqual([])
  })
})

describe('the e-mail templates', () => {
  it('are read: the fixed receipt, its body and its subject in every language', () => {
    const receipt = texts.filter((text) => text.where.startsWith('tools/outbox/autoreply-fixed-template.html'))
    expect(receipt.map((text) => text.where)).toEqual(['tools/outbox/autoreply-fixed-template.html: body', 'tools/outbox/autoreply-fixed-template.html: subject'])
    expect(receipt[0]!.en).toMatch(/^Thank you/)
    expect(receipt[0]!.ru).toMatch(/^Спасибо/)
  })
})

describe('the checks themselves', () => {
  it('catch a text that breaks them', () => {
    const ru = readGlossary('ru')
    const deposit = ru.find((row) => row.english.includes('deposit'))!
    const russian = 'Депозит 3000 бат'
    expect(deposit.use.some((word) => russian.toLowerCase().includes(word))).toBe(false)
    expect(deposit.avoid.some((pattern) => pattern.test(russian))).toBe(true)
    const th = readGlossary('th')
    const line = th.find((row) => row.english.includes('LINE'))!
    expect(line.avoid.some((pattern) => pattern.test('ทักไลน์มาได้'))).toBe(true)
    expect(line.avoid.some((pattern) => pattern.test('จองออนไลน์'))).toBe(false)
    expect(saysWord('Book {season} days', 'season')).toBe(false)
  })
})
