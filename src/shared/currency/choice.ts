// Which currency the approximations are in: the visitor's choice when they made one (./storage.ts),
// else the one their language suggests, and only a currency the shop lists a rate for.
import { findRate } from '../../content/currencies'
import { languageFacts, type Locale } from '../../i18n/locales'
import type { CurrencyCode } from '../../../rules/content/currencies'
import { BAHT_ONLY, readStoredValue } from './storage'

/** The language's own currency (src/i18n/locales.ts) when the shop has a rate for it; null shows baht only. */
export const suggestedCurrency = (locale: Locale): CurrencyCode | null => findRate(languageFacts(locale).currency)?.code ?? null

/** What the visitor chose before: a listed currency, BAHT_ONLY, or null when nothing (usable) is stored. */
export function readStoredCurrency(): string | null {
  const value = readStoredValue()
  return value === BAHT_ONLY || findRate(value) ? value : null
}
