// The cover levels as a rental term, built by the sync from Shop settings → Extras & cover: each
// level with its price and excess (in the booking form's own words, booking.cover.*) and what it
// covers (the owner's text), so the Rental terms section and its FAQ JSON-LD state what the form
// offers. Placed after the insurance answer (or, without one, before the cancellation policy).
import { IntlMessageFormat } from 'intl-messageformat'
import { CANCELLATION_TERM_ID, COVER_TERM_ID } from '../../src/content/termIds.ts'
import { LOCALES } from '../validate/checks.ts'
import { isRecord } from '../sources/ndjson.ts'

type Message = Record<string, unknown> & { key: string }
type Level = { name: Record<string, string>; covers: Record<string, string>; pricePerDay: number; excess: number }

const INSURANCE_TERM_ID = 'rentalTerm.insurance'

function levelsOf(extras: unknown): Level[] {
  return isRecord(extras) && Array.isArray(extras.coverLevels) ? (extras.coverLevels as Level[]) : []
}

/** The term, or null when the owner set no cover levels. Runs on validated content. */
export function coverTerm(extras: unknown, messages: readonly Message[]): Record<string, unknown> | null {
  const levels = levelsOf(extras)
  if (levels.length === 0) return null
  const text = (key: string, locale: string) => String(messages.find((m) => m.key === key)?.[locale] ?? '')
  const format = (key: string, locale: string, values: Record<string, string>) => String(new IntlMessageFormat(text(key, locale), locale).format(values))
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

/** The terms with the cover levels' term in its place. */
export function withCoverTerm(terms: unknown, extras: unknown, messages: readonly Message[]): unknown {
  const list = Array.isArray(terms) ? terms.filter(isRecord) : []
  const term = coverTerm(extras, messages)
  if (!term) return terms
  const insurance = list.findIndex((t) => t.id === INSURANCE_TERM_ID)
  const policy = list.findIndex((t) => t.id === CANCELLATION_TERM_ID)
  const at = insurance >= 0 ? insurance + 1 : policy >= 0 ? policy : list.length
  const order = at > 0 ? list[at - 1].order : 1
  return [...list.slice(0, at), { ...term, order }, ...list.slice(at)]
}
