// Turns the query results the Studio sends (the sync's own queries, drafts over published)
// into what the site renders, through the sync's own validation: a draft the sync would refuse
// throws the sync's SyncError, naming document and field, instead of reaching the page.
import { stegaClean } from '@sanity/client/stega'
import { compileMessages } from '../../pipeline/snapshots/compile-messages.ts'
import { validateContent, type Content } from '../../pipeline/validate/validate.ts'
import type { Bike, LanguageContent, Messages, SiteSettings } from '../../src/content/index.ts'
import { languageContent, type ContentWords } from '../../src/content/languageContent.ts'
import type { Season } from '../../src/content/seasons.ts'
import { seasonRatesFor } from '../../rules/pricing/seasons.ts'
import { cardPrices } from '../../rules/pricing/cardPrices.ts'
import type { RentalTerm } from '../../src/content/terms.ts'
import type { ShopVisit } from '../../src/content/visit.ts'
import type { DeliveryContent } from '../../src/content/delivery.ts'
import type { BookingRules, Fleet } from '../../src/content/availability.ts'
import { modelsOf } from '../../pipeline/snapshots/snapshots.ts'
import type { Extra, ExtrasContent } from '../../src/content/extras.ts'
import { withCoverTerm } from '../../pipeline/snapshots/coverTerm.ts'
import { locales, perLocale, type Locale } from '../../src/i18n/locales.ts'

export interface PreviewContent {
  bikes: readonly Bike[]
  settings: SiteSettings
  /** Every text per language: the page's and the booking form's together. */
  messages: Record<Locale, Messages>
  /** The content's words (bike features, the address line) per language, as sync splits them. */
  content: Record<Locale, LanguageContent>
  terms: readonly RentalTerm[]
  /** The extras and cover levels, as the form's chunk reads them. */
  extras: ExtrasContent
  visit: ShopVisit
  seasons: readonly Season[]
  delivery: DeliveryContent
  /** Per model, the days each unit is out (not ended), and the closed days and booking rules, as the form's chunk reads them. */
  availability: { fleet: Fleet; rules: BookingRules }
}

type MessageDoc = { key: string } & Partial<Record<Locale, string>>

// The price labels' wording carries no edit link: a click on a price opens the bike's price field
// (../overlays/bikePrices.ts), and one element must not point at two fields.
const PRICE_LABELS = new Set(['bike.perDay', 'bike.perWeek', 'bike.perMonth', 'bike.dayPrice', 'bike.fromPrice', 'bike.inSeason'])

/** `today`: the Phuket date (YYYY-MM-DD) from which on an ended season no longer lowers a "from" price. */
export function fromQueries(results: Content, sourceLabel: string, today: string): PreviewContent {
  // Validated without stega: the rules compare slugs, times and keys as stored.
  validateContent(stegaClean(results), sourceLabel)
  // Dates, ids and fees are compared as stored: only the words shown keep their edit links.
  const seasons = ((results.seasons ?? []) as Season[]).map(withoutStegaButName)
  return {
    bikes: (results.bikes as Bike[]).map((bike) => ({
      ...bike,
      lowestDayPrice: lowestDayPrice(bike, seasons.filter((season) => season.to >= today)),
      prices: cardPrices({ ...bike, id: stegaClean(bike.id) }, seasons, today),
    })),
    settings: results.settings as SiteSettings,
    messages: compiledTexts(results.messages as MessageDoc[]),
    content: perLocale((locale) => languageContent(results as unknown as ContentWords, locale)),
    // The cover levels' term joins the terms as the sync adds it (its words cleaned: they are the
    // form's texts and the levels' together, no one field to open).
    terms: withCoverTerm(results.terms, stegaClean(extrasOf(results)), stegaClean(results.messages as MessageDoc[])) as RentalTerm[],
    extras: extrasOf(results),
    visit: results.visit as ShopVisit,
    seasons,
    delivery: withoutStegaInAreas(results.delivery as DeliveryContent),
    availability: availabilityOf(results),
  }
}

/** Ids, prices and counts as stored; the names and what a cover level covers keep their edit links. */
function extrasOf(results: Content): ExtrasContent {
  const extras = (results.extras ?? null) as ExtrasContent | null
  if (!extras) return { extras: [], coverLevels: [], followSeasons: false }
  return {
    ...stegaClean(extras),
    extras: extras.extras.map((extra: Extra) => withoutStegaButName(extra)),
    coverLevels: extras.coverLevels.map((level) => ({ ...withoutStegaButName(level), covers: level.covers })),
  }
}

/** Bike ids, days and numbers as stored; a closed day's sentence keeps its edit link. */
function availabilityOf(results: Content): PreviewContent['availability'] {
  const rules = results.bookingRules as BookingRules | null | undefined
  return {
    fleet: modelsOf(stegaClean({ units: results.units, rentals: results.rentals })),
    rules: rules
      ? { ...stegaClean(rules), closedDays: rules.closedDays.map((closed) => ({ ...stegaClean(closed), note: closed.note })) }
      : { closedDays: [], minNoticeHours: 0, minRentalDays: 1 },
  }
}

// The Studio sends all seven results whenever the open document changes, and a bike's price
// leaves the texts as they were: they are compiled again only when they differ from the last
// ones (every text in three languages through the ICU parser: 10-55 ms on one core without
// stega, more with it; comparing them is one JSON.stringify).
let lastTexts: { source: string; messages: Record<Locale, Messages> } | undefined

function compiledTexts(docs: MessageDoc[]): Record<Locale, Messages> {
  const source = JSON.stringify(docs)
  if (lastTexts?.source === source) return lastTexts.messages
  const messages = Object.fromEntries(
    locales.map((locale) => {
      const texts = Object.fromEntries(
        docs.map((doc) => {
          const key = stegaClean(doc.key)
          const text = doc[locale] ?? ''
          return [key, PRICE_LABELS.has(key) ? stegaClean(text) : text]
        }),
      )
      return [locale, compileMessages(texts) as Messages]
    }),
  ) as Record<Locale, Messages>
  lastTexts = { source, messages }
  return messages
}

function withoutStegaInAreas(delivery: DeliveryContent): DeliveryContent {
  return { ...delivery, areas: delivery.areas.map((area) => withoutStegaButName(area)) }
}

/** A document whose ids, dates and numbers are compared as stored, and whose name is shown with its edit link. */
function withoutStegaButName<T extends { name: unknown }>(doc: T): T {
  // stegaClean keeps the shape; its type says cleaned strings, which T's are once cleaned.
  return { ...stegaClean(doc), name: doc.name } as T
}

/**
 * The card's "from" price over the seasons that have not ended, worked out here rather than taken
 * from the query: the Studio updates a draft's fields in the results as the owner types, but not a
 * value the query computed from them, so the query's lowestDayPrice would stay at the published price.
 */
function lowestDayPrice(bike: Bike, seasons: readonly Season[]): number {
  const rates = seasonRatesFor({ id: stegaClean(bike.id), price: bike.price }, seasons)
  return Math.min(bike.price, ...rates.map((rate) => rate.price))
}
