// Rules for the bikes query result (docs/content-model.md, bike).
import { bikeRateRules, bikeRateWarnings } from '../../rules/content/content.ts'
import { depositRules } from '../../rules/content/delivery.ts'
import { got, isRecord, isText, Report, SLUG } from './checks.ts'

const TRANSMISSIONS = ['Automatic', '6-Speed Manual']

export function validateBikes(result: unknown, problems: string[]): void {
  if (!Array.isArray(result) || result.length === 0) {
    problems.push('bikes: no published bike documents (the gallery needs at least one)')
    return
  }
  const ids = new Map<string, number>()
  result.forEach((bike: unknown, index) => {
    const b = isRecord(bike) ? bike : {}
    const id = b.id
    const name = isText(id) ? `bike "${id}"` : `bike #${index + 1}${isText(b.name) ? ` ("${b.name}")` : ''}`
    const r = new Report(problems, name)
    if (!isText(id)) r.add(`id (slug) is required (${got(id)})`)
    else if (!SLUG.test(id)) r.add(`id (slug) must be lowercase letters, digits and hyphens (${got(id)})`)
    else ids.set(id, (ids.get(id) ?? 0) + 1)

    r.text('name', b.name)
    r.whole('price', b.price, 1, Infinity, 'a positive whole number of baht per day')
    // Optional (null when unset): the Studio's rule and words.
    for (const field of ['weekPrice', 'monthPrice'] as const) r.rule(field, bikeRateRules[field](b[field]), b[field])
    r.text('engine', b.engine)
    r.whole('passengers', b.passengers, 1, 2, 'a whole number from 1 to 2')
    if (!TRANSMISSIONS.includes(b.transmission as string)) {
      r.add(`transmission must be ${TRANSMISSIONS.map((t) => `"${t}"`).join(' or ')} (${got(b.transmission)})`)
    }
    const rating = b.rating
    if (typeof rating !== 'number' || rating < 4.6 || rating > 4.9 || Math.abs(rating * 10 - Math.round(rating * 10)) > 1e-9) {
      r.add(`rating must be a number from 4.6 to 4.9 with one decimal (${got(rating)})`)
    }
    r.optionalBoolean('popular', b.popular)
    r.optionalBoolean('available', b.available)
    r.rule('deposit', depositRules.deposit(b.deposit), b.deposit)
    r.whole('order', b.order, 1, Infinity, 'a whole number of at least 1')
    validateFeatures(r, b.features)
    validateImage(r, b.image)
  })
  for (const [id, count] of ids) {
    if (count > 1) problems.push(`bike "${id}": id is used by ${count} bikes (ids must be unique)`)
  }
}

function validateFeatures(r: Report, features: unknown): void {
  if (!Array.isArray(features) || features.length < 2 || features.length > 4) {
    r.add(`features must list 2 to 4 items (${Array.isArray(features) ? `got ${features.length}` : got(features)})`)
    return
  }
  features.forEach((feature, i) => r.localized(`features[${i}]`, feature))
}

function validateImage(r: Report, image: unknown): void {
  const img = isRecord(image) ? image : {}
  if (!isText(img.url)) {
    r.add(`image is required (no image asset found)`)
    return
  }
  r.imageUrl('image', img.url)
  r.whole('image width', img.width, 1, Infinity, 'known (asset metadata)')
  r.whole('image height', img.height, 1, Infinity, 'known (asset metadata)')
  r.text('image.alt', img.alt)
}

/**
 * The Studio's warnings about prices (a week dearer than its days, say), each after its bike: the
 * sync still publishes such content (the website never charges more than the days), and says so.
 */
export function bikeWarnings(result: unknown): string[] {
  if (!Array.isArray(result)) return []
  return result.flatMap((bike: unknown) => {
    const b = isRecord(bike) ? bike : {}
    return bikeRateWarnings(b).map(({ field, message }) => `bike "${String(b.id)}": ${field}: ${message}`)
  })
}
