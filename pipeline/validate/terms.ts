// Rules for the rental terms query result (docs/content-model.md, rentalTerm): every question and
// answer in all three languages, plain text, and a position; at least one term, because the page's
// Rental terms section and its navigation entry are always there.
import { defaultLocale } from '../../src/i18n/locales.ts'
import { CANCELLATION_TERM_ID } from '../../src/content/termIds.ts'
import { cancellationRules } from '../../rules/content/prepayment.ts'
import { termPlaceholderProblem } from '../../rules/content/termPlaceholders.ts'
import { got, isRecord, isText, Report } from './checks.ts'

/** An answer longer than this is a paste, not an answer a visitor reads on a phone. */
export const MAX_ANSWER_CHARS = 1200

/** `freeUntilDays`: the policy's number of days, which its text must name (from the delivery query). */
export function validateTerms(result: unknown, problems: string[], freeUntilDays?: unknown): void {
  if (!Array.isArray(result) || result.length === 0) {
    problems.push('rental terms: no published rental term documents (the Rental terms section needs at least one)')
    return
  }
  result.forEach((term: unknown, index) => {
    const t = isRecord(term) ? term : {}
    const question = isRecord(t.question) && isText(t.question[defaultLocale]) ? ` ("${t.question[defaultLocale]}")` : ''
    // The cancellation policy is the shop settings' (rentalTermsQuery): named where the owner edits it.
    const policy = t.id === CANCELLATION_TERM_ID
    const r = new Report(problems, policy ? 'siteSettings' : `rental term #${index + 1}${question}`)
    const field = (name: 'question' | 'answer') => (policy ? `cancellationPolicy.${name === 'answer' ? 'text' : name}` : name)
    r.localized(field('question'), t.question)
    r.localized(field('answer'), t.answer)
    if (policy) r.rule('cancellationPolicy.text', cancellationRules.text(t.answer, freeUntilDays), freeUntilDays)
    if (isRecord(t.answer)) {
      for (const [locale, text] of Object.entries(t.answer)) {
        const placeholder = termPlaceholderProblem(text)
        if (placeholder) r.add(`${field('answer')}.${locale}: ${placeholder} (${got(text)})`)
        if (typeof text === 'string' && text.length > MAX_ANSWER_CHARS) {
          r.add(`${field('answer')}.${locale} must be at most ${MAX_ANSWER_CHARS} characters (got ${text.length})`)
        }
      }
    }
    r.whole('order', t.order, 1, Infinity, 'a whole number of at least 1')
    if (!isText(t.id)) r.add(`id is required (${got(t.id)})`)
  })
}
