// The visitor's language choice, kept across reloads. Only ever called from effects, handlers and
// the browser entry: the home page is prerendered, and reading storage during render would break hydration.
import { LANGUAGE_PARAM } from './languageSwap.ts'
import { defaultLocale, isLocale, type Locale } from './locales.ts'

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

/**
 * Puts the chosen language in the address (?lang=xx; none for English), so a reload or a shared
 * link opens the document prerendered in it instead of the one the visitor arrived on.
 */
export function showLocaleInAddress(locale: Locale): void {
  const url = new URL(window.location.href)
  if (locale === defaultLocale) url.searchParams.delete(LANGUAGE_PARAM)
  else url.searchParams.set(LANGUAGE_PARAM, locale)
  // The router's own entry state stays as it is: only the query changes.
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url)
}
