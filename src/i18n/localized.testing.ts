// Localized test data built from the locale list, so fixtures hold every language whatever the
// list holds (a fixture that spelled each language would miss the next one added).
import { defaultLocale, perLocale, type Locale } from './locales'

/** The English text in the default language, and "<text> (xx)" in each other one. */
export function inEveryLanguage(english: string): Record<Locale, string> {
  return perLocale((locale) => (locale === defaultLocale ? english : `${english} (${locale})`))
}

/** A localizedString as the Studio stores it, in every language (see inEveryLanguage). */
export function localizedString(english: string) {
  return { _type: 'localizedString' as const, ...inEveryLanguage(english) }
}
