// The reviews and the way to the shop (src/generated/visit.json) with their texts in every
// language (src/content/messageSets.ts): imported only by those sections' chunks, never by the
// first load. The preview swaps this module for live drafts (preview/content/liveVisit.ts).
import snapshot from '../generated/visit.json'
import en from '../generated/messages.en.visit.ast.json'
import zh from '../generated/messages.zh.visit.ast.json'
import th from '../generated/messages.th.visit.ast.json'
import type { Locale } from '../i18n/locales'
import type { LocalizedText, Messages } from '.'

type Picture = { url: string; width: number; height: number; alt: LocalizedText }
export type ReviewSource = 'google' | 'tripadvisor' | 'facebook' | 'in-person'
export type Review = {
  id: string
  text: string
  language: string
  author: string
  country: string | null
  rating: number
  date: string
  source: ReviewSource
  url: string | null
}
export type ShopVisit = {
  location: { lat: number; lng: number }
  mapPicture: Picture | null
  shopPhoto: Picture | null
  publicRating: { source: Exclude<ReviewSource, 'in-person'>; rating: number; count: number; url: string } | null
  reviews: Review[]
}

export const visit = snapshot.item as ShopVisit

export const visitMessages: Record<Locale, Messages> = {
  en: en.messages as Messages,
  zh: zh.messages as Messages,
  th: th.messages as Messages,
}
