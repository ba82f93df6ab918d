// Holds the visitor's currency: the language's suggestion while hydrating (the prerendered HTML's),
// then the stored choice; a new language brings its own suggestion unless the visitor chose. A
// choice made here holds for the visit even where storage is blocked.
import { useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { findRate } from '../../content/currencies'
import { useIntlLocale } from '../locale/useIntlLocale'
import { readStoredCurrency, suggestedCurrency } from './choice'
import { BAHT_ONLY, storeCurrency } from './storage'
import { CurrencyContext } from './CurrencyContext'

// Another tab's choice arrives as a storage event.
const subscribe = (changed: () => void) => {
  window.addEventListener('storage', changed)
  return () => window.removeEventListener('storage', changed)
}
/** The server, and the browser while hydrating, know no stored choice. */
const noStoredChoice = () => null

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const locale = useIntlLocale()
  const stored = useSyncExternalStore(subscribe, readStoredCurrency, noStoredChoice)
  const [chosenHere, setChosenHere] = useState<string | null>(null)
  const choose = useCallback((value: string) => {
    setChosenHere(value)
    storeCurrency(value)
  }, [])
  const code = chosenHere ?? stored ?? suggestedCurrency(locale)
  const value = useMemo(() => ({ rate: code === BAHT_ONLY ? undefined : findRate(code), choose }), [code, choose])
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>
}
