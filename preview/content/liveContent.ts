// Stands in for src/content/index.ts in the preview build (vite.preview.config.ts swaps it in):
// the same exports, but as live bindings that show() points at the newest drafts. The site's
// components keep importing `bikes`, `settings` and the messages as they always do.
import type { Bike, LanguageContent, LanguageTexts, Messages, SiteSettings } from '../../src/content/index.ts'
import { perLocale, type Locale } from '../../src/i18n/locales.ts'
import type { PreviewContent } from './fromQueries.ts'

export { localize } from '../../src/content/index.ts'
export type { Bike, LanguageContent, LanguageTexts, LocalizedText, MessageKey, Messages, SiteSettings } from '../../src/content/index.ts'

export let bikes: readonly Bike[] = []
// Set by show() before the site first renders (the preview root renders nothing until then).
export let settings: SiteSettings = undefined as unknown as SiteSettings
let messages: Record<Locale, Messages> = perLocale(() => ({}))
let words: Record<Locale, LanguageContent> = perLocale(() => ({ bikeFeatures: {}, addressLine: '' }))
let shown = 0

export function findBike(id: string | null | undefined): Bike | undefined {
  return id ? bikes.find((bike) => bike.id === id) : undefined
}

export function loadLanguage(locale: Locale): Promise<LanguageTexts> {
  return Promise.resolve({ messages: messages[locale], content: words[locale] })
}

/** Points every export at `content`; returns how many contents were shown so far (a render key). */
export function show(content: PreviewContent): number {
  bikes = content.bikes
  settings = content.settings
  messages = content.messages
  words = content.content
  return ++shown
}
