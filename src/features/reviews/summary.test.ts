import { describe, expect, it } from 'vitest'
import type { Review } from '../../content/visit'
import { displayName, latestReviews, ratingSummary } from './summary'
import { defaultLocale } from '../../i18n/locales'

const review = (id: string, date: string, rating: Review['rating']): Review => ({
  id, date, rating, text: 'Good bike', language: 'en', author: 'A.', country: null, source: 'google', url: null,
})

describe('the reviews summary', () => {
  it('is the average of the collected reviews, to one decimal, when the owner states no public rating', () => {
    expect(ratingSummary({ publicRating: null, reviews: [review('a', '2026-01-01', 5), review('b', '2026-01-02', 4), review('c', '2026-01-03', 4)] }))
      .toEqual({ basis: 'list', rating: 4.3, count: 3 })
  })

  it("is the owner's public rating, with its source, when stated", () => {
    const publicRating = { source: 'google' as const, rating: 4.7, count: 312, url: 'https://maps.app.goo.gl/x' }
    expect(ratingSummary({ publicRating, reviews: [review('a', '2026-01-01', 3)] }))
      .toEqual({ basis: 'public', rating: 4.7, count: 312, source: 'Google', url: 'https://maps.app.goo.gl/x' })
  })

  it('is nothing with neither', () => {
    expect(ratingSummary({ publicRating: null, reviews: [] })).toBeNull()
  })

  it('shows the three newest reviews, newest first', () => {
    const reviews = [review('a', '2026-01-01', 5), review('d', '2026-03-01', 5), review('b', '2026-02-01', 5), review('c', '2026-02-01', 5)]
    expect(latestReviews(reviews).map((r) => r.id)).toEqual(['d', 'b', 'c'])
  })

  it("names languages and countries in the visitor's language, the code where there is no name", () => {
    expect(displayName('ru', 'language', defaultLocale)).toBe('Russian')
    expect(displayName('de', 'language', 'zh')).toBe('德语')
    expect(displayName('AU', 'region', 'th')).toBe('ออสเตรเลีย')
    expect(displayName('not a code', 'language', 'en')).toBe('not a code')
  })
})
