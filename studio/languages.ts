// The site's languages as the Studio shows them: one field per language in every localized text,
// each titled in English with the language's own name. The list itself is the site's
// (src/i18n/locales.ts, import-free so the Studio can load it): the Studio never lists them again.
import {defaultLocale, knownLanguages, locales, type Locale} from '../src/i18n/locales'

export {defaultLocale, locales, type Locale}

/** 'English', 'Chinese (中文)', 'Thai (ไทย)' … */
export function languageTitle(locale: Locale): string {
  const {englishName, nativeName} = knownLanguages[locale]
  return englishName === nativeName ? englishName : `${englishName} (${nativeName})`
}

export const englishName = (locale: Locale): string => knownLanguages[locale].englishName

/** 'English, Chinese, Thai and Russian': the languages in a sentence. */
export const languagesInWords = new Intl.ListFormat('en', {type: 'conjunction'}).format(locales.map(englishName))

/** For a list preview: which field path holds each language's text under `path` ('question.zh' …). */
export const selectEachLanguage = (path = '', prefix = '') =>
  Object.fromEntries(locales.map((locale) => [`${prefix}${locale}`, `${path}${locale}`]))
