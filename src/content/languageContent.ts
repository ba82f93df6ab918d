// The content's own words in one language (each bike's features, the line under the address).
// Sync writes them into that language's chunk beside the page's texts, never into the entry: a
// word in the entry is carried by every visitor in every language (the Russian features alone
// were 0.8 KB gzip of every page's first load). No imports beyond the language list: the sync
// and the Studio's preview split the content with this file too.
import { defaultLocale, type Locale } from '../i18n/locales'

export type LocalizedText = Partial<Record<Locale, string | null>>

export type LanguageContent = {
  /** Each bike's feature labels, in card order, by bike id. */
  bikeFeatures: Record<string, string[]>
  /** The line under the street address ("Phuket, Thailand"). */
  addressLine: string
}

/** The content's localized fields, as the queries return them (every language). */
export type ContentWords = {
  bikes: readonly { id: string; features: readonly LocalizedText[] }[]
  settings: { addressLine: LocalizedText }
}

/** Picks one language of a localized field; falls back to English (the default) so a gap never blanks a card. */
export function localize(text: LocalizedText | null | undefined, locale: Locale): string {
  return text?.[locale] ?? text?.[defaultLocale] ?? ''
}

/** One language's words of the content. */
export function languageContent({ bikes, settings }: ContentWords, locale: Locale): LanguageContent {
  return {
    bikeFeatures: Object.fromEntries(bikes.map((bike) => [bike.id, bike.features.map((feature) => localize(feature, locale))])),
    addressLine: localize(settings.addressLine, locale),
  }
}

/** The content without those words: what every language shares, and the entry carries. */
export function withoutWords<B extends { features: unknown }, S extends { addressLine: unknown }>(content: {
  bikes: readonly B[]
  settings: S
}): { bikes: Omit<B, 'features'>[]; settings: Omit<S, 'addressLine'> } {
  const { addressLine: _addressLine, ...settings } = content.settings
  return { bikes: content.bikes.map(({ features: _features, ...bike }) => bike), settings }
}
