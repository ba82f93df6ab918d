// The rental terms as far as they have arrived (src/content/terms.ts): null until then.
import { useSyncExternalStore } from 'react'
import { loadedTerms, subscribeToTerms, type RentalTerm } from '../../content/terms'

export function useRentalTerms(): readonly RentalTerm[] | null {
  // The server snapshot is the same store: the prerender fills it before rendering, while in the
  // browser it is empty during hydration, which is what lets the section keep its HTML (RentalTerms).
  return useSyncExternalStore(subscribeToTerms, loadedTerms, loadedTerms)
}
