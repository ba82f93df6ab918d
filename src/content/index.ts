// The app's only door to src/generated: typed, read-only content from the synced snapshots.
import bikesSnapshot from '../generated/bikes.json'
import settingsSnapshot from '../generated/settings.json'
import type { MessageFormatElement } from 'react-intl'
import type { BikesQueryResult, SiteSettingsQueryResult } from '../generated/sanity.types'
import type { MessageKey } from '../generated/message-keys'
import { defaultLocale, type Locale } from '../i18n/locales'
import { perLanguageFile } from './perLanguage'

export type { MessageKey }
export type Bike = BikesQueryResult[number]
export type SiteSettings = NonNullable<SiteSettingsQueryResult>
/**
 * Messages as sync precompiled them (ICU AST): the bundle carries no ICU parser (vite.config.ts).
 * Partial: the page's set and the booking form's set (./messageSets.ts) each hold some keys.
 */
export type Messages = Partial<Record<MessageKey, MessageFormatElement[]>>
export type LocalizedText = Partial<Record<Locale, string | null>>

export const bikes: readonly Bike[] = bikesSnapshot.items as Bike[]
export const settings: SiteSettings = settingsSnapshot.item as SiteSettings

export function findBike(id: string | null | undefined): Bike | undefined {
  return id ? bikes.find((bike) => bike.id === id) : undefined
}

/** Picks one language of a localized field; falls back to English (the default) so a gap never blanks a card. */
export function localize(text: LocalizedText | null | undefined, locale: Locale): string {
  return text?.[locale] ?? text?.[defaultLocale] ?? ''
}

// The page's texts (the booking form brings its own: ./bookingMessages.ts), a chunk per language:
// a page carries only its own language's texts (English in the entry cost every Chinese and Thai
// visitor 1.7 KB of JavaScript they never read). English for tests: ./englishMessages.ts.
// The glob leaves out the booking and visit sets (messages.<locale>.<set>.ast.json).
const loaders = perLanguageFile(
  import.meta.glob<{ messages: unknown }>(['../generated/messages.*.ast.json', '!../generated/messages.*.*.ast.json'], { import: 'default' }),
  (locale) => `../generated/messages.${locale}.ast.json`,
)

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).messages as Messages
}
