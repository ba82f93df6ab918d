// The visitor's currency choice, kept across visits: a listed currency's code, or BAHT_ONLY. Read
// only after hydration (CurrencyProvider), as the language's is.
export const CURRENCY_STORAGE_KEY = 'phuket-moto.currency'
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
