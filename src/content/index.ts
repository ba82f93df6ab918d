// The app's only door to src/generated: typed, read-only content from the synced snapshots.
import bikesSnapshot from '../generated/bikes.json'
import settingsSnapshot from '../generated/settings.json'
import type { MessageFormatElement } from 'react-intl'
import type { BikesQueryResult, SiteSettingsQueryResult } from '../generated/sanity.types'
import type { MessageKey } from '../generated/message-keys'
import type { Locale } from '../i18n/locales'
import type { LanguageContent } from './languageContent'
import type { CardPrices } from './cardPrices'
import { perLanguageFile } from './perLanguage'

export type { MessageKey }
export type { LanguageContent, LocalizedText } from './languageContent'
export type { CardPrices, PriceSpan } from './cardPrices'
export { localize } from './languageContent'
/** A bike as every language shares it; its features are in each language's chunk (./languageContent.ts). */
export type Bike = Omit<BikesQueryResult[number], 'features'> & { prices: CardPrices }
/** The shop's settings as every language shares them; the address line is in each language's chunk. */
export type SiteSettings = Omit<NonNullable<SiteSettingsQueryResult>, 'addressLine'>
/**
 * Messages as sync precompiled them (ICU AST): the bundle carries no ICU parser (vite.config.ts).
 * Partial: the page's set and the booking form's set (./messageSets.ts) each hold some keys.
 */
export type Messages = Partial<Record<MessageKey, MessageFormatElement[]>>
/** One language as its chunk brings it: the page's texts and the content's words. */
export type LanguageTexts = { messages: Messages; content: LanguageContent }

export const bikes: readonly Bike[] = bikesSnapshot.items as Bike[]
export const settings: SiteSettings = settingsSnapshot.item as SiteSettings

export function findBike(id: string | null | undefined): Bike | undefined {
  return id ? bikes.find((bike) => bike.id === id) : undefined
}

// The page's texts and the content's words (the booking form brings its own texts:
// ./bookingMessages.ts), a chunk per language: a page carries only its own language (English in the
// entry cost every Chinese and Thai visitor 1.7 KB of JavaScript they never read). English for
// tests: ./englishMessages.ts.
// The glob leaves out the booking and visit sets (messages.<locale>.<set>.ast.json).
const loaders = perLanguageFile(
  import.meta.glob<{ messages: unknown; content: LanguageContent }>(['../generated/messages.*.ast.json', '!../generated/messages.*.*.ast.json'], { import: 'default' }),
  (locale) => `../generated/messages.${locale}.ast.json`,
)

export async function loadLanguage(locale: Locale): Promise<LanguageTexts> {
  const { messages, content } = await loaders[locale]()
  return { messages: messages as Messages, content }
}
