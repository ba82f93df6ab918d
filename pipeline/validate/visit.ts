// Rules for the shop-visit query result (docs/content-model.md, review and siteSettings' Map &
// reviews): the shop's position, its pictures, the public rating and every review. The words are
// the Studio's (rules/content/content.ts), after the document and field they belong to.
import { locationRules, publicRatingRules, reviewRules } from '../../rules/content/content.ts'
import { got, isRecord, isText, Report } from './checks.ts'

/** What the query gives for a coordinate the document lacks (see shopVisitQuery). */
export const UNSET_COORDINATE = -1000

export function validateVisit(result: unknown, problems: string[]): void {
  const r = new Report(problems, 'siteSettings')
  if (!isRecord(result)) {
    r.add('no published document with _id "siteSettings"')
    return
  }
  validateLocation(r, result.location)
  validatePicture(r, 'mapPicture', result.mapPicture)
  validatePicture(r, 'shopPhoto', result.shopPhoto)
  if (result.publicRating !== null && result.publicRating !== undefined) validatePublicRating(r, result.publicRating)
  if (!Array.isArray(result.reviews)) r.add(`reviews must be a list (${got(result.reviews)})`)
  else validateReviews(result.reviews, problems)
}

function validateLocation(r: Report, location: unknown): void {
  const point = isRecord(location) ? location : {}
  const unset = (value: unknown) => value === UNSET_COORDINATE || value === null || value === undefined
  if (unset(point.lat) && unset(point.lng)) {
    r.add(`location: ${locationRules.required} (got nothing)`)
    return
  }
  for (const axis of ['lat', 'lng'] as const) {
    const value = point[axis]
    r.rule(`location.${axis}`, locationRules[axis](unset(value) ? undefined : value), unset(value) ? undefined : value)
  }
}

function validatePicture(r: Report, field: string, picture: unknown): void {
  if (picture === null || picture === undefined) return // optional: the section simply shows none
  const image = isRecord(picture) ? picture : {}
  if (!isText(image.url)) {
    r.add(`${field} has no image file (no image asset found)`)
    return
  }
  r.imageUrl(field, image.url)
  r.whole(`${field} width`, image.width, 1, Infinity, 'known (asset metadata)')
  r.whole(`${field} height`, image.height, 1, Infinity, 'known (asset metadata)')
  r.localized(`${field}.alt`, image.alt)
}

function validatePublicRating(r: Report, value: unknown): void {
  const rating = isRecord(value) ? value : {}
  for (const field of ['source', 'rating', 'count', 'url'] as const) {
    r.rule(`publicRating.${field}`, publicRatingRules[field](rating[field] ?? undefined), rating[field])
  }
  r.rule('publicRating.url', publicRatingRules.urlSite(rating.url, rating.source), rating.url)
}

function validateReviews(reviews: unknown[], problems: string[]): void {
  reviews.forEach((review: unknown, index) => {
    const v = isRecord(review) ? review : {}
    const author = isText(v.author) ? ` ("${v.author}")` : ''
    const r = new Report(problems, `${isText(v.id) ? `review "${v.id}"` : `review #${index + 1}`}${author}`)
    r.text('text', v.text)
    // The rule's message counts the characters; the text itself is too long to repeat.
    const tooLong = isText(v.text) ? reviewRules.text(v.text) : null
    if (tooLong) r.add(`text: ${tooLong}`)
    r.text('author', v.author)
    if (isText(v.author)) r.rule('author', reviewRules.author(v.author), v.author)
    for (const field of ['language', 'country', 'rating', 'date', 'source', 'url'] as const) {
      r.rule(field, reviewRules[field](v[field] ?? undefined), v[field])
    }
    r.rule('url', reviewRules.urlSite(v.url, v.source), v.url)
  })
}
