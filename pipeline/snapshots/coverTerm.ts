// The cover levels as a rental term, built by the sync from Shop settings → Extras & cover: each
// level with its price and excess (in the booking form's own words, booking.cover.*) and what it
// covers (the owner's text), so the Rental terms section and its FAQ JSON-LD state what the form
// offers. Placed after the insurance answer (or, without one, before the cancellation policy).
// The owner's answers name the excesses by the placeholder {excesses} (rules/content/termPlaceholders.ts),
// filled here in each language from the same levels, so no answer quotes an excess the form does not.
import { IntlMessageFormat } from 'intl-messageformat'
import { CANCELLATION_TERM_ID, COVER_TERM_ID } from '../../src/content/termIds.ts'
import { LOCALES } from '../validate/checks.ts'
import { isRecord } from '../sources/ndjson.ts'
import { EXCESSES_PLACEHOLDER } from '../../rules/content/termPlaceholders.ts'

type Message = Record<string, unknown> & { key: string }
type Level = { name: Record<string, string>; covers: Record<string, string>; pricePerDay: number; excess: number }

const INSURANCE_TERM_ID = 'rentalTerm.insurance'

function levelsOf(extras: unknown): Level[] {
  return isRecord(extras) && Array.isArray(extras.coverLevels) ? (extras.coverLevels as Level[]) : []
}

function formatter(messages: readonly Message[]) {
  const text = (key: string, locale: string) => String(messages.find((m) => m.key === key)?.[locale] ?? '')
  return (key: string, locale: string, values: Record<string, string>) => String(new IntlMessageFormat(text(key, locale), locale).format(values))
}

/** Each level's excess in the locale's words (booking.cover.excessIncluded, booking.cover.excessPaid), as one list: "5,000 baht with Basic cover (included) or 1,000 baht with Full cover". */
export function excessesText(levels: readonly Level[], messages: readonly Message[], locale: string): string {
  const format = formatter(messages)
  const number = (value: number) => new Intl.NumberFormat(locale).format(value)
  const items = levels.map((level) => format(level.pricePerDay === 0 ? 'booking.cover.excessIncluded' : 'booking.cover.excessPaid', locale, { name: level.name[locale], excess: number(level.excess) }))
  const list = new Intl.ListFormat(locale, { type: 'disjunction' }).format(items)
  // Chinese puts a space between a character and a digit (docs/glossary/zh.md); the list's 或 has none.
  return locale === 'zh' ? list.replace(/([\p{Script=Han}])(?=\d)/gu, '$1 ') : list
}

function withExcessesFilled(term: Record<string, unknown>, levels: readonly Level[], messages: readonly Message[]): Record<string, unknown> {
  const answer = term.answer
  if (!isRecord(answer) || !LOCALES.some((locale) => String(answer[locale] ?? '').includes(EXCESSES_PLACEHOLDER))) return term
  const filled = Object.fromEntries(
    Object.entries(answer).map(([locale, text]) => [locale, typeof text === 'string' && LOCALES.includes(locale as never) ? text.split(EXCESSES_PLACEHOLDER).join(excessesText(levels, messages, locale)) : text]),
  )
  return { ...term, answer: filled }
}

/** The term, or null when the owner set no cover levels. Runs on validated content. */
export function coverTerm(extras: unknown, messages: readonly Message[]): Record<string, unknown> | null {
  const levels = levelsOf(extras)
  if (levels.length === 0) return null
  const text = (key: string, locale: string) => String(messages.find((m) => m.key === key)?.[locale] ?? '')
  const format = formatter(messages)
  const answer = (locale: string) => {
    const number = (value: number) => new Intl.NumberFormat(locale).format(value)
    const paragraphs = levels.map((level) => {
      const values = { name: level.name[locale], excess: number(level.excess), price: number(level.pricePerDay) }
      return `${format(level.pricePerDay === 0 ? 'booking.cover.included' : 'booking.cover.paid', locale, values)}\n${level.covers[locale]}`
    })
    return [...paragraphs, text('booking.cover.hint', locale)].join('\n\n')
  }
  return {
    id: COVER_TERM_ID,
    order: 0, // placed by position (withCoverTerm), not by order
    question: { _type: 'localizedString', ...Object.fromEntries(LOCALES.map((locale) => [locale, text('booking.cover.question', locale)])) },
    answer: { _type: 'localizedText', ...Object.fromEntries(LOCALES.map((locale) => [locale, answer(locale)])) },
  }
}

/** The terms with {excesses} filled in and the cover levels' term in its place. */
export function withCoverTerm(terms: unknown, extras: unknown, messages: readonly Message[]): unknown {
  const levels = levelsOf(extras)
  const list = (Array.isArray(terms) ? terms.filter(isRecord) : []).map((t) => withExcessesFilled(t, levels, messages))
  const term = coverTerm(extras, messages)
  if (!term) return terms // no levels: the sync refuses an answer with {excesses} (validate/terms.ts)
  const insurance = list.findIndex((t) => t.id === INSURANCE_TERM_ID)
  const policy = list.findIndex((t) => t.id === CANCELLATION_TERM_ID)
  const at = insurance >= 0 ? insurance + 1 : policy >= 0 ? policy : list.length
  const order = at > 0 ? list[at - 1].order : 1
  return [...list.slice(0, at), { ...term, order }, ...list.slice(at)]
}
