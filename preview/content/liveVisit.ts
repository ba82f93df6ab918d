// Stands in for src/content/visit.ts in the preview build: the reviews and the way to the shop
// from the drafts, and their texts from the drafts too (every text per language; the sections
// need only theirs). Live bindings: the preview renders the site anew for each draft.
import type { ShopVisit } from '../../src/content/visit.ts'
import type { Messages } from '../../src/content/index.ts'
import { perLocale, type Locale } from '../../src/i18n/locales.ts'

export type { Review, ShopVisit } from '../../src/content/visit.ts'

// Set by showVisit() before the site first renders (the preview root renders nothing until then).
export let visit: ShopVisit = undefined as unknown as ShopVisit
export let visitMessages: Record<Locale, Messages> = perLocale(() => ({}))

export function showVisit(next: ShopVisit, messages: Record<Locale, Messages>): void {
  visit = next
  visitMessages = messages
}
