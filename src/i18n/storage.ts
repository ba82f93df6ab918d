// The visitor's language choice, kept across reloads. Only ever called from effects, handlers and
// the browser entry: the home page is prerendered, and reading storage during render would break hydration.
import { LANGUAGE_PARAM } from './languageSwap'
import { isLocale, type Locale } from './locales'

export const LOCALE_STORAGE_KEY = 'phuket-moto.locale'

export function readStoredLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY)
    return isLocale(value) ? value : null
  } catch {
    // Storage can throw (Safari private mode, blocked cookies): behave as if nothing was stored.
    return null
  }
}

/** The language this visit asks for: a link's ?lang= first, then the stored choice, else none. */
export function readRequestedLocale(): Locale | null {
  const fromLink = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM)
  return isLocale(fromLink) ? fromLink : readStoredLocale()
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // Not persisting is acceptable; the switch itself still works for this visit.
  }
}
