// Which currency the approximations are in: the visitor's choice when they made one (./storage.ts),
// else the one their language suggests, and only a currency the shop lists a rate for.
import { findRate } from '../../content/currencies'
import type { Locale } from '../../i18n/locales'
import type { CurrencyCode } from '../../../rules/content/currencies'
import { BAHT_ONLY, readStoredValue } from './storage'

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
  const value = readStoredValue()
  return value === BAHT_ONLY || findRate(value) ? value : null
}
