// What the reviews section says of the shop's rating, and which reviews it shows.
import type { Review, ShopVisit } from '../../content/visit'

/** How many reviews the page shows: the most recent, enough to read on a phone without a list to page through. */
export const SHOWN_REVIEWS = 3

export type RatingSummary =
  | { basis: 'list'; rating: number; count: number }
  | { basis: 'public'; rating: number; count: number; source: string; url: string }

/** Brand names, the same in every language. */
export const sourceNames = { google: 'Google', tripadvisor: 'TripAdvisor', facebook: 'Facebook' } as const

/**
 * The owner's stated public rating (their Google page's, say) when they entered one, else the
 * average of the reviews they copied in; null with neither. The page names which it is.
 */
export function ratingSummary({ publicRating, reviews }: Pick<ShopVisit, 'publicRating' | 'reviews'>): RatingSummary | null {
  if (publicRating) {
    return { basis: 'public', rating: publicRating.rating, count: publicRating.count, source: sourceNames[publicRating.source], url: publicRating.url }
  }
  if (reviews.length === 0) return null
  const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length
  return { basis: 'list', rating: Math.round(average * 10) / 10, count: reviews.length }
}

/** The newest reviews first (the snapshot is in that order already; the preview's drafts may not be). */
export function latestReviews(reviews: readonly Review[], count = SHOWN_REVIEWS): Review[] {
  return [...reviews].sort((a, b) => (a.date === b.date ? a.id.localeCompare(b.id) : a.date < b.date ? 1 : -1)).slice(0, count)
}

/** A language's or a country's name in the visitor's language; the code itself where the browser has no name. */
export function displayName(code: string, type: 'language' | 'region', locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type }).of(code) ?? code
  } catch {
    return code
  }
}
