// The shop-visit result's rules: each problem names the document (siteSettings, or the review by
// id and rider) and the field, with the Studio's words; optional parts may be absent.
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shopVisitQuery } from '../queries.ts'
import { fixtureWithVisit, makeRoot, removeRoot, SYNC_DAY } from '../fixtures.ts'
import { fetchContent } from '../run.ts'
import { createSeedSource } from '../sources/seed-source.ts'
import { validateContent, type Content } from './validate.ts'
import { UNSET_COORDINATE } from './visit.ts'
import { defaultLocale, locales, perLocale } from '../../src/i18n/locales.ts'
import { inEveryLanguage } from '../../src/i18n/localized.testing.ts'

type Row = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
type Edit = (visit: Row) => void

let base: Content
let root: string
beforeAll(async () => {
  root = await makeRoot(fixtureWithVisit())
  base = await fetchContent(await createSeedSource(path.join(root, 'studio', 'seed')), SYNC_DAY)
})
afterAll(() => removeRoot(root))

function problems(edit: Edit): string[] {
  const content = structuredClone(base) as Content & { visit: Row }
  edit(content.visit)
  try {
    validateContent(content, 'test')
    return []
  } catch (error) {
    return [...(error as { problems: string[] }).problems]
  }
}

const review = (visit: Row, id: string): Row => visit.reviews.find((r: Row) => r.id === id)

describe('shop visit validation', () => {
  it('accepts the fixture, with every optional part present', () => {
    expect(problems(() => {})).toEqual([])
    expect((base.visit as Row).reviews.map((r: Row) => r.id)).toEqual(['review-also-newer', 'review-newer', 'review-older'])
  })

  it('accepts the optional parts absent and no reviews at all', () => {
    expect(problems((v) => Object.assign(v, { mapPicture: null, shopPhoto: null, publicRating: null, reviews: [] }))).toEqual([])
    expect(problems((v) => Object.assign(review(v, 'review-older'), { country: null, url: null }))).toEqual([])
  })

  it.each<[string, Edit, string]>([
    ['no location (the query\'s stand-in for a missing coordinate)', (v) => (v.location = { lat: -1000, lng: -1000 }), 'siteSettings: location: Set the shop\'s position on the map: copy its coordinates from Google Maps (Shop settings → Map & reviews) (got nothing)'],
    ['no longitude', (v) => (v.location.lng = -1000), 'siteSettings: location.lng: Longitude must be a number from -180 to 180: the second number Google Maps shows, e.g. 98.2969 (got nothing)'],
    ['latitude out of range', (v) => (v.location.lat = 98.3), 'siteSettings: location.lat: Latitude must be a number from -90 to 90: the first number Google Maps shows, e.g. 7.8961 (got 98.3)'],
    ['map picture without a file', (v) => (v.mapPicture.url = ''), 'siteSettings: mapPicture has no image file (no image asset found)'],
    ['map picture from elsewhere', (v) => (v.mapPicture.url = 'https://maps.example/tiles/1.png'), 'siteSettings: mapPicture must be an image of this site'],
    ['map picture without a Thai description', (v) => (v.mapPicture.alt.th = ''), 'siteSettings: mapPicture.alt is missing th'],
    ['shop photo without any description', (v) => (v.shopPhoto = { url: '/content/images/shop.jpg', width: 1200, height: 800, alt: perLocale(() => '') }), `siteSettings: shopPhoto.alt is missing ${locales.join(', ')}`],
    ['shop photo with markup in its description', (v) => (v.shopPhoto = { url: '/content/images/shop.jpg', width: 1200, height: 800, alt: { ...inEveryLanguage('Shop'), [defaultLocale]: '<b>Shop</b>' } }), `siteSettings: shopPhoto.alt.${defaultLocale} must be plain text`],
    ['public rating with two decimals', (v) => (v.publicRating.rating = 4.75), 'siteSettings: publicRating.rating: Write the rating as the page shows it, from 1.0 to 5.0 with one decimal, e.g. 4.7 (got 4.75)'],
    ['public rating without a link', (v) => (v.publicRating.url = null), 'siteSettings: publicRating.url: Paste the address of the page that shows this rating, starting with https:// (got nothing)'],
    ['public rating from a visit to the shop', (v) => (v.publicRating.source = 'in-person'), 'siteSettings: publicRating.source: Choose the page the rating is from: Google, TripAdvisor or Facebook (got "in-person")'],
    ['public rating without a count', (v) => (v.publicRating.count = 0), 'siteSettings: publicRating.count: Write how many reviews the rating is from: a whole number, e.g. 312 (got 0)'],
    ['review without text', (v) => (review(v, 'review-older').text = null), 'review "review-older" ("Jonas"): text is required (got nothing)'],
    ['review too long', (v) => (review(v, 'review-older').text = 'x'.repeat(1001)), 'review "review-older" ("Jonas"): text: A review may have at most 1000 characters (this one has 1001): choose a shorter one'],
    ['review with markup', (v) => (review(v, 'review-older').text = 'Nice <script>x()</script>'), 'review "review-older" ("Jonas"): text must be plain text, without markup'],
    ['review without a rider', (v) => (review(v, 'review-older').author = null), 'review "review-older": author is required (got nothing)'],
    ['review with a full name', (v) => (review(v, 'review-older').author = 'Jonas Maximilian Friedrich von Schönhausen'), 'review "review-older" ("Jonas Maximilian Friedrich von Schönhausen"): author: Write the rider\'s first name or initials'],
    ['review language not in the list', (v) => (review(v, 'review-older').language = 'German'), 'review "review-older" ("Jonas"): language: Choose the language the review is written in from the list (got "German")'],
    ['review country in small letters', (v) => (review(v, 'review-older').country = 'de'), 'review "review-older" ("Jonas"): country: Choose the country from the list, or leave it empty (got "de")'],
    ['review with half a star', (v) => (review(v, 'review-older').rating = 4.5), 'review "review-older" ("Jonas"): rating: Choose the stars the rider gave: a whole number from 1 to 5 (got 4.5)'],
    ['review dated tomorrow', (v) => (review(v, 'review-older').date = '2999-01-01'), 'review "review-older" ("Jonas"): date: The date cannot be later than today on Phuket'],
    ['review with no date', (v) => (review(v, 'review-older').date = null), 'review "review-older" ("Jonas"): date: Write the day the rider wrote the review as YYYY-MM-DD, e.g. 2026-10-02 (got nothing)'],
    ['review from an unknown site', (v) => (review(v, 'review-older').source = 'yelp'), 'review "review-older" ("Jonas"): source: Choose where the rider wrote the review: Google, TripAdvisor, Facebook or in person (got "yelp")'],
    ['review link over http', (v) => (review(v, 'review-older').url = 'http://www.tripadvisor.com/ShowUserReviews-r1'), 'review "review-older" ("Jonas"): url: The link must be a full address starting with https://'],
    ['review link with a user name before the host', (v) => (review(v, 'review-older').url = 'https://www.tripadvisor.com@evil.example/r1'), 'review "review-older" ("Jonas"): url: The link must be a full address starting with https://'],
    ['review link with a tab', (v) => (review(v, 'review-older').url = 'https://www.tripadvisor.com/\tr1'), 'review "review-older" ("Jonas"): url: The link must be a full address starting with https://'],
    ['TripAdvisor review linking to another site', (v) => (review(v, 'review-older').url = 'https://tripadvisor.com.evil.example/r1'), 'review "review-older" ("Jonas"): url: The link must be a page on TripAdvisor, the site chosen above'],
    ['Google rating linking to Facebook', (v) => (v.publicRating.url = 'https://www.facebook.com/shop/reviews'), 'siteSettings: publicRating.url: The link must be a page on Google, the site chosen above'],
    ['map picture hidden behind a tab', (v) => (v.mapPicture.url = '/\t/evil.example/map.jpg'), 'siteSettings: mapPicture must be an image of this site'],
  ])('%s', (_name, edit, expected) => {
    const found = problems(edit)
    expect(found.some((p) => p.startsWith(expected)), `expected "${expected}" in:\n${found.join('\n')}`).toBe(true)
  })

  it('knows the stand-in the query gives for a missing coordinate', () => {
    for (const axis of ['lat', 'lng']) expect(shopVisitQuery).toContain(`coalesce(location.${axis}, ${UNSET_COORDINATE})`)
  })

  it('names the missing settings document when there is none', () => {
    expect(() => validateContent({ ...structuredClone(base), visit: null }, 'test')).toThrow(/siteSettings: no published document with _id "siteSettings"/)
  })

  it('leaves the visit alone when the caller did not query it, as the sync never does', () => {
    const { visit, ...withoutVisit } = structuredClone(base)
    expect(visit).not.toBeUndefined()
    expect(() => validateContent(withoutVisit, 'test')).not.toThrow()
  })

  it('reports every broken review at once, each by its own name', () => {
    const found = problems((v) => {
      review(v, 'review-older').rating = 0
      review(v, 'review-newer').language = null
      review(v, 'review-also-newer').url = 'ftp://x'
    })
    expect(found.map((p) => p.split(':')[0])).toEqual(['review "review-also-newer" ("Test R.")', 'review "review-newer" ("ก.")', 'review "review-older" ("Jonas")'])
  })
})
