// One sync, whatever the mode: fetch → validate → render → compare → (write). Nothing is
// written unless every query result passed validation.
import { bikesQuery, bikeUnitsQuery, bookingRulesQuery, currenciesQuery, customerMessagesQuery, deliveryQuery, extrasQuery, messagesQuery, rentalsQuery, rentalTermsQuery, seasonsQuery, shopVisitQuery, siteSettingsQuery } from './queries.ts'
import { describeChanges, readCommitted, snapshotOf } from './snapshots/changes.ts'
import { diffOutputs, type FileDiff, type Outputs } from './snapshots/outputs.ts'
import { renderSnapshots } from './snapshots/snapshots.ts'
import type { ContentSource } from './sources/source.ts'
import { validateContent, type Content } from './validate/validate.ts'
import { templateTexts } from './sources/templates.ts'
import { bikeWarnings } from './validate/bikes.ts'
import { deliveryWarnings } from './validate/delivery.ts'
import { settingsWarnings } from './validate/settings.ts'
import { currencyWarnings } from './validate/currencies.ts'
import { writeOutputs } from './snapshots/write.ts'
import { proveRentalsPrivate, type PrivacyProof } from './privacy.ts'
import { withCardPrices } from './cardPrices.ts'
import type { Season } from '../src/content/seasons.ts'

export type SyncMode = 'write' | 'check' | 'dry-run'

export interface SyncResult {
  counts: { bikes: number; messageKeys: number; terms: number; reviews: number; seasons?: number; rentals?: number }
  /** The Phuket date the run counted as today ("from" prices, rentals not ended). */
  today?: string
  /** What the content edits mean, against the committed snapshots */
  changes: string[]
  /** The Studio's warnings (content that publishes, but is probably a slip) */
  warnings: string[]
  /** Files that differ from what is on disk (before writing) */
  files: FileDiff[]
  written: boolean
  /** Whether a request without the owner's token reads no rental (a live project only) */
  privacy: PrivacyProof
}

/**
 * What the content depends on besides the documents: the Phuket date of the run (YYYY-MM-DD). From
 * it on, ended seasons no longer lower a card's "from" price and ended rentals are not shipped.
 * The CLI reads the clock (or --today); tests pin it.
 */
export type SyncDay = { today: string }

export async function fetchContent(source: ContentSource, { today }: SyncDay): Promise<Content> {
  const [bikes, settings, messages, terms, visit, seasons, delivery, rentals, units, bookingRules, extras, currencies, customerMessages] = await Promise.all([
    source.fetch(bikesQuery, { today }),
    source.fetch(siteSettingsQuery),
    source.fetch(messagesQuery),
    source.fetch(rentalTermsQuery),
    source.fetch(shopVisitQuery),
    source.fetch(seasonsQuery),
    source.fetch(deliveryQuery),
    source.fetch(rentalsQuery, { today }),
    source.fetch(bikeUnitsQuery),
    source.fetch(bookingRulesQuery),
    source.fetch(extrasQuery),
    source.fetch(currenciesQuery),
    source.fetch(customerMessagesQuery),
  ])
  return { bikes, settings, messages, terms, visit, seasons, delivery, rentals, units, bookingRules, extras, currencies, customerMessages, today }
}

export async function runSync(root: string, source: ContentSource, mode: SyncMode, day: SyncDay): Promise<SyncResult> {
  // First: a run that would publish while the notes are readable stops before anything else.
  const privacy = await proveRentalsPrivate(source)
  const content = await fetchContent(source, day)
  validateContent({ ...content, templates: templateTexts() }, source.label)
  const bikes = withCardPrices(content.bikes as Parameters<typeof withCardPrices>[0], (content.seasons ?? []) as Season[], day.today)
  const priced = { ...content, bikes }
  const outputs: Outputs = { generated: renderSnapshots(priced, source.label), images: source.publishedImages() }
  const files = await diffOutputs(root, outputs)
  const changes = describeChanges(await readCommitted(root), snapshotOf(priced))
  const written = mode === 'write' && files.length > 0
  if (written) await writeOutputs(root, outputs)
  return {
    counts: {
      bikes: (content.bikes as unknown[]).length,
      messageKeys: (content.messages as unknown[]).length,
      terms: (content.terms as unknown[]).length,
      reviews: ((content.visit as { reviews: unknown[] }).reviews).length,
      seasons: Array.isArray(content.seasons) ? content.seasons.length : 0,
      rentals: Array.isArray(content.rentals) ? content.rentals.length : 0,
    },
    today: day.today,
    changes,
    warnings: [...bikeWarnings(content.bikes), ...settingsWarnings(content.settings, content.bikes), ...deliveryWarnings(content.delivery), ...currencyWarnings(content.currencies, day.today)],
    files,
    written,
    privacy,
  }
}
