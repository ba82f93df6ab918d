// schema.org FAQPage for the rental terms, in the page's language: search engines can show the
// answers. Written into the prerendered HTML only (RentalTerms), never by the browser.
import { localize } from '../../content'
import type { RentalTerm } from '../../content/terms'
import type { Locale } from '../../i18n/locales'

export function faqJsonLd(terms: readonly RentalTerm[], locale: Locale): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: terms.map((term) => ({
      '@type': 'Question',
      name: localize(term.question, locale),
      acceptedAnswer: { '@type': 'Answer', text: localize(term.answer, locale) },
    })),
  }
}

/**
 * JSON for a <script> element's content: `<`, `>`, `&` and the line separators escaped, so no
 * text from the Studio can close the element or start markup (the same rule as scripts/html/safe.ts).
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
