// The reviews and the way to the shop (src/generated/visit.json) with their texts in every
// language (src/content/messageSets.ts): imported only by those sections' chunks, never by the
// first load. The preview swaps this module for live drafts (preview/content/liveVisit.ts).
import snapshot from '../generated/visit.json'
import en from '../generated/messages.en.visit.ast.json'
import zh from '../generated/messages.zh.visit.ast.json'
import th from '../generated/messages.th.visit.ast.json'
import type { ShopVisitQueryResult } from '../generated/sanity.types'
import type { Locale } from '../i18n/locales'
import type { Messages } from '.'

export type ShopVisit = NonNullable<ShopVisitQueryResult>
export type Review = ShopVisit['reviews'][number]

export const visit = snapshot.item as ShopVisit

export const visitMessages: Record<Locale, Messages> = {
  en: en.messages as Messages,
  zh: zh.messages as Messages,
  th: th.messages as Messages,
}
