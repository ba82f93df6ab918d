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
