// Rules for the rental terms query result (docs/content-model.md, rentalTerm): every question and
// answer in all three languages, plain text, and a position; at least one term, because the page's
// Rental terms section and its navigation entry are always there.
import { defaultLocale } from '../../src/i18n/locales.ts'
import { got, isRecord, isText, Report } from './checks.ts'

/** An answer longer than this is a paste, not an answer a visitor reads on a phone. */
export const MAX_ANSWER_CHARS = 1200

export function validateTerms(result: unknown, problems: string[]): void {
  if (!Array.isArray(result) || result.length === 0) {
    problems.push('rental terms: no published rental term documents (the Rental terms section needs at least one)')
    return
  }
  result.forEach((term: unknown, index) => {
    const t = isRecord(term) ? term : {}
    const question = isRecord(t.question) && isText(t.question[defaultLocale]) ? ` ("${t.question[defaultLocale]}")` : ''
    const r = new Report(problems, `rental term #${index + 1}${question}`)
    r.localized('question', t.question)
    r.localized('answer', t.answer)
    if (isRecord(t.answer)) {
      for (const [locale, text] of Object.entries(t.answer)) {
        if (typeof text === 'string' && text.length > MAX_ANSWER_CHARS) {
          r.add(`answer.${locale} must be at most ${MAX_ANSWER_CHARS} characters (got ${text.length})`)
        }
      }
    }
    r.whole('order', t.order, 1, Infinity, 'a whole number of at least 1')
    if (!isText(t.id)) r.add(`id is required (${got(t.id)})`)
  })
}
