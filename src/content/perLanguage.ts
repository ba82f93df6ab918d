/// <reference types="vite/client" />
// Snapshots written once per language (messages.<locale>…json), keyed by the locale list: a new
// language's files are picked up without naming them here.
import { perLocale, type Locale } from '../i18n/locales'

/** `files` as import.meta.glob returns them, one per language at `pathOf(locale)`. */
export function perLanguageFile<T>(files: Record<string, T>, pathOf: (locale: Locale) => string): Record<Locale, T> {
  return perLocale((locale) => {
    const file = files[pathOf(locale)]
    if (!file) throw new Error(`${pathOf(locale)} is missing: run npm run sync`)
    return file
  })
}
