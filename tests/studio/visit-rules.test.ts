// The review, public-rating and location rules of rules/content/content.ts, which the Studio and the
// sync both apply: what each accepts and refuses, and the fixed code lists behind the dropdowns.
import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES, REVIEW_LANGUAGES } from '../../rules/content/codes.ts'
import { locationRules, publicRatingRules, reviewRules, todayOnPhuket } from '../../rules/content/content.ts'

const accepts = (check: (value: unknown) => string | null, values: unknown[]) => values.filter((value) => check(value) !== null)
const refuses = (check: (value: unknown) => string | null, values: unknown[]) => values.filter((value) => check(value) === null)

describe('review rules', () => {
  it('text: the rider\'s words, up to 1000 characters', () => {
    expect(accepts(reviewRules.text, ['Great bikes!', 'ดีมาก', 'x'.repeat(1000)])).toEqual([])
    expect(refuses(reviewRules.text, [undefined, '', '   ', 42])).toEqual([])
    expect(reviewRules.text('x'.repeat(1001))).toBe('A review may have at most 1000 characters (this one has 1001): choose a shorter one')
  })

  it('language: a code from the list', () => {
    expect(accepts(reviewRules.language, ['en', 'zh', 'th', 'ru', 'de', 'sv', 'ko', 'ja'])).toEqual([])
    expect(refuses(reviewRules.language, [undefined, 'EN', 'en-GB', 'english', 'xx', ''])).toEqual([])
  })

  it('author: first name or initials, at most 40 characters', () => {
    expect(accepts(reviewRules.author, ['Anna K.', 'J.', 'x'.repeat(40)])).toEqual([])
    expect(refuses(reviewRules.author, [undefined, '', ' ', 'x'.repeat(41)])).toEqual([])
  })

  it('country: optional, an ISO code in capitals', () => {
    expect(accepts(reviewRules.country, [undefined, null, 'AU', 'CN', 'TH', 'DE'])).toEqual([])
    expect(refuses(reviewRules.country, ['au', 'AUS', 'XK', 'EU', 'ZZ', ''])).toEqual([])
  })

  it('rating: whole stars from 1 to 5', () => {
    expect(accepts(reviewRules.rating, [1, 2, 3, 4, 5])).toEqual([])
    expect(refuses(reviewRules.rating, [undefined, 0, 6, 4.5, '5'])).toEqual([])
  })

  it('source: Google, TripAdvisor, Facebook or in person', () => {
    expect(accepts(reviewRules.source, ['google', 'tripadvisor', 'facebook', 'in-person'])).toEqual([])
    expect(refuses(reviewRules.source, [undefined, 'Google', 'yelp', ''])).toEqual([])
  })

  it('url: optional, https only', () => {
    expect(accepts(reviewRules.url, [undefined, null, 'https://maps.app.goo.gl/abc123', 'https://www.tripadvisor.com/ShowUserReviews-g1.html'])).toEqual([])
    expect(refuses(reviewRules.url, ['http://maps.google.com/x', 'javascript:alert(1)', 'maps.app.goo.gl/abc', 'https://user:pw@example.com/', ''])).toEqual([])
  })

  it('date: a real day, not later than today on Phuket', () => {
    // 2026-10-02 17:30 UTC is already 00:30 on 3 October in Bangkok.
    const now = new Date('2026-10-02T17:30:00Z')
    expect(todayOnPhuket(now)).toBe('2026-10-03')
    expect(reviewRules.date('2026-10-03', now)).toBeNull()
    expect(reviewRules.date('2019-02-28', now)).toBeNull()
    expect(reviewRules.date('2026-10-04', now)).toBe('The date cannot be later than today on Phuket (2026-10-03)')
    for (const bad of [undefined, '2026-02-30', '2026-13-01', '02/10/2026', '2026-10-02T10:00:00Z', 20261002]) {
      expect(reviewRules.date(bad, now), String(bad)).toBe('Write the day the rider wrote the review as YYYY-MM-DD, e.g. 2026-10-02')
    }
  })
})

describe('public rating rules', () => {
  it('accepts what a public page shows and refuses the rest', () => {
    expect(accepts(publicRatingRules.rating, [1, 4.7, 5, 3.0])).toEqual([])
    expect(refuses(publicRatingRules.rating, [undefined, 0.9, 5.1, 4.75, '4.7'])).toEqual([])
    expect(accepts(publicRatingRules.count, [1, 312])).toEqual([])
    expect(refuses(publicRatingRules.count, [undefined, 0, 3.5])).toEqual([])
    expect(refuses(publicRatingRules.source, [undefined, 'in-person', 'yelp'])).toEqual([])
    expect(refuses(publicRatingRules.url, [undefined, 'http://g.co/x', 'g.co/x'])).toEqual([])
    expect(publicRatingRules.url('https://maps.app.goo.gl/shop')).toBeNull()
  })
})

describe('location rules', () => {
  it('takes any point on Earth, and warns only outside Thailand', () => {
    expect(accepts(locationRules.lat, [-90, 0, 7.8961, 90])).toEqual([])
    expect(refuses(locationRules.lat, [undefined, -90.1, 98.2969, '7.8'])).toEqual([])
    expect(accepts(locationRules.lng, [-180, 98.2969, 180])).toEqual([])
    expect(refuses(locationRules.lng, [undefined, 180.5, '98'])).toEqual([])
    expect(locationRules.inThailand(7.8961, 98.2969)).toBeNull() // Patong
    expect(locationRules.inThailand(18.7883, 98.9853)).toBeNull() // Chiang Mai
    expect(locationRules.inThailand(98.2969, 7.8961)).toBe('This point is not in Thailand: check latitude and longitude are not swapped')
    expect(locationRules.inThailand(52.52, 13.405)).not.toBeNull() // Berlin
  })
})

describe('the code lists behind the dropdowns', () => {
  it('hold every ISO 3166-1 country once, each with an English name', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
    expect(COUNTRY_CODES).toHaveLength(249)
    expect(new Set(COUNTRY_CODES).size).toBe(249)
    expect(COUNTRY_CODES.filter((code) => !/^[A-Z]{2}$/.test(code) || !names.of(code))).toEqual([])
  })

  it('hold about thirty languages, each a primary subtag with an English name', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' })
    expect(REVIEW_LANGUAGES.length).toBeGreaterThanOrEqual(30)
    expect(REVIEW_LANGUAGES.filter((code) => !/^[a-z]{2,3}$/.test(code) || !names.of(code))).toEqual([])
    expect(REVIEW_LANGUAGES).toEqual(expect.arrayContaining(['en', 'zh', 'th', 'ru', 'de', 'fr', 'ko', 'ja', 'sv']))
  })
})
