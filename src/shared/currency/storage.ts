// The visitor's currency choice, kept across visits: a listed currency's code, or BAHT_ONLY. The app
// reads it only after hydration (CurrencyProvider), as the language's; the head script only marks
// that there is one (CURRENCY_KEPT_ATTRIBUTE), before the first paint.
export const CURRENCY_STORAGE_KEY = 'phuket-moto.currency'
/**
 * On <html> when a choice is stored: it may differ from what the language's document shows, so the
 * cards keep the approximation's line for it. Without one the app shows what the document does,
 * and an empty line takes no room.
 */
export const CURRENCY_KEPT_ATTRIBUTE = 'data-currency-kept'
/** The stored value for "baht only": a choice too, which a language's suggestion never overrides. */
export const BAHT_ONLY = 'THB'

/** The stored value as it is; null when none, or when storage throws (Safari private mode, blocked cookies). */
export function readStoredValue(): string | null {
  try {
    return window.localStorage.getItem(CURRENCY_STORAGE_KEY)
  } catch {
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
