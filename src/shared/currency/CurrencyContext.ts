// The currency the page's approximations are in, for any component below CurrencyProvider.
import { createContext, useContext } from 'react'
import type { CurrencyRate } from '../../content/currencies'

export type CurrencyState = {
  /** The rate shown beside the baht; undefined: baht only. */
  rate: CurrencyRate | undefined
  /** A listed currency's code, or BAHT_ONLY; kept for the next visit. */
  choose: (value: string) => void
}

export const CurrencyContext = createContext<CurrencyState | null>(null)

/** Null outside CurrencyProvider (a part rendered on its own): baht only. */
export const useCurrency = (): CurrencyState | null => useContext(CurrencyContext)
