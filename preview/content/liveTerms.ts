// Stands in for src/content/terms.ts in the preview build: the rental terms from the drafts,
// with the same small store interface the site's components subscribe to.
import type { RentalTerm } from '../../src/content/terms.ts'

export type { RentalTerm } from '../../src/content/terms.ts'
export { CANCELLATION_TERM_ID } from '../../src/content/termIds.ts'

let terms: readonly RentalTerm[] | null = null
const listeners = new Set<() => void>()

export const loadTerms = (): Promise<readonly RentalTerm[]> => Promise.resolve(terms ?? [])

export const loadedTerms = (): readonly RentalTerm[] | null => terms

export function subscribeToTerms(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function showTerms(next: readonly RentalTerm[]): void {
  terms = next
  listeners.forEach((listener) => listener())
}
