// The reviews and the way to the shop (src/generated/visit.json) with their texts in every
// language (src/content/messageSets.ts): imported only by those sections' chunks, never by the
// first load. The preview swaps this module for live drafts (preview/content/liveVisit.ts).
import snapshot from '../generated/visit.json'
import type { ShopVisitQueryResult } from '../generated/sanity.types'
import { perLocale, type Locale } from '../i18n/locales'
import type { Messages } from '.'
import { perLanguageFile } from './perLanguage'

export type ShopVisit = NonNullable<ShopVisitQueryResult>
export type Review = ShopVisit['reviews'][number]

export const visit = snapshot.item as ShopVisit

const files = import.meta.glob<{ messages: unknown }>('../generated/messages.*.visit.ast.json', { eager: true, import: 'default' })
const perLanguage = perLanguageFile(files, (locale) => `../generated/messages.${locale}.visit.ast.json`)
export const visitMessages: Record<Locale, Messages> = perLocale((locale) => perLanguage[locale].messages as Messages)
