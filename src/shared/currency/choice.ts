// Which currency the approximations are in: the visitor's choice when they made one (kept in
// localStorage, "THB" for baht only), else the one their language suggests, and only a currency the
// shop lists a rate for. Storage is read only after hydration: the prerendered page shows the
// language's default, as the app's first render must.
import { findRate } from '../../content/currencies'
import type { Locale } from '../../i18n/locales'
import type { CurrencyCode } from '../../../rules/content/currencies'

export const CURRENCY_STORAGE_KEY = 'phuket-moto.currency'
/** The stored value for "baht only": a choice too, which a language's default never overrides. */
export const BAHT_ONLY = 'THB'

/**
 * The currency a language's visitor most likely counts in: Chinese in yuan, Russian in roubles.
 * English is read by visitors from Australia, Britain, Europe, India and America alike, and Thai
 * by those who count in baht: no guess for them, the picker is one tap away.
 */
const SUGGESTED: Partial<Record<Locale, CurrencyCode>> = { zh: 'CNY', ru: 'RUB' }

/** The language's suggestion when the shop has a rate for it; null shows baht only. */
export const suggestedCurrency = (locale: Locale): CurrencyCode | null => findRate(SUGGESTED[locale] ?? null)?.code ?? null

/** What the visitor chose before: a listed currency, BAHT_ONLY, or null when nothing (usable) is stored. */
export function readStoredCurrency(): string | null {
  try {
    const value = window.localStorage.getItem(CURRENCY_STORAGE_KEY)
    return value === BAHT_ONLY || findRate(value) ? value : null
  } catch {
    // Storage can throw (Safari private mode, blocked cookies): behave as if nothing was stored.
    return null
  }
}

export function storeCurrency(value: string): void {
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, value)
  } catch {
    // Not kept: the choice still holds for this visit.
  }
}
