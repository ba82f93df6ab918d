// The rental terms (src/generated/terms.json, every language): a chunk of their own, never part of
// the first load. The prerendered page already carries the terms in its language; the browser
// loads them only when it must render them itself: a language switch, or the booking form's
// "Rental terms". A small store, so every component that shows them renders once they arrive.
import type { RentalTermsQueryResult } from '../generated/sanity.types'

export type RentalTerm = RentalTermsQueryResult[number]

export { CANCELLATION_TERM_ID } from './termIds'

let terms: readonly RentalTerm[] | null = null
let loading: Promise<readonly RentalTerm[]> | null = null
const listeners = new Set<() => void>()

/** Loads the terms once; a failed download is forgotten, so the next call tries again. */
export function loadTerms(): Promise<readonly RentalTerm[]> {
  loading ??= import('../generated/terms.json').then(
    (module) => {
      terms = module.default.items as RentalTerm[]
      listeners.forEach((listener) => listener())
      return terms
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** The terms if they have arrived, else null (for useSyncExternalStore). */
export const loadedTerms = (): readonly RentalTerm[] | null => terms

export function subscribeToTerms(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
