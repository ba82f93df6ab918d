// Rules for the siteSettings query result (docs/content-model.md, siteSettings; docs/spec.md §9), and the
// Studio's warnings on them (a starting price no bike matches, a period of months given in days).
import { settingsRules } from '../../rules/content/content.ts'
import { startingPriceRules, type CheapestBike } from '../../rules/content/startingPrice.ts'
import { got, isRecord, isText, Report, SLUG, TIME } from './checks.ts'

export function validateSettings(result: unknown, messageKeys: ReadonlySet<string>, problems: string[]): void {
  const r = new Report(problems, 'siteSettings')
  if (!isRecord(result)) {
    r.add('no published document with _id "siteSettings"')
    return
  }
  const s = result
  for (const field of ['shopName', 'phone', 'lineId', 'streetAddress', 'district', 'emailToName']) r.text(field, s[field])
  r.rule('phone', settingsRules.phone(s.phone), s.phone)
  r.rule('whatsappNumber', settingsRules.whatsappNumber(s.whatsappNumber), s.whatsappNumber)
  r.rule('lineId', settingsRules.lineId(s.lineId), s.lineId)
  r.localized('addressLine', s.addressLine)
  for (const field of ['opensAt', 'closesAt']) r.rule(field, settingsRules.timeOfDay(s[field]), s[field])
  r.rule('closesAt', settingsRules.closesAfterOpens(s.closesAt, s.opensAt), s.closesAt)
  r.whole('phoneHours', s.phoneHours, 1, 24, 'a whole number of hours from 1 to 24')
  r.whole('startingPrice', s.startingPrice, 1, Infinity, 'a positive whole number of baht')
  r.whole('responseMinutes', s.responseMinutes, 1, Infinity, 'a positive whole number of minutes')
  r.rule('galleryInitialCount', settingsRules.galleryInitialCount(s.galleryInitialCount), s.galleryInitialCount)
  r.whole('logoWhiteThreshold', s.logoWhiteThreshold, 0, 255, 'a whole number from 0 to 255')
  r.whole('logoWhiteAlphaPercent', s.logoWhiteAlphaPercent, 0, 100, 'a whole number from 0 to 100')
  r.rule('siteUrl', settingsRules.siteUrl(s.siteUrl), s.siteUrl)
  if (typeof s.exampleContent !== 'boolean') r.add(`exampleContent must be true or false (${got(s.exampleContent)})`)

  const slots = list(r, 'pickupSlots', s.pickupSlots)
  slots.forEach((slot, i) => {
    if (typeof slot !== 'string' || !TIME.test(slot)) r.add(`pickupSlots[${i}] must be a time as HH:MM (${got(slot)})`)
  })
  unique(r, 'pickupSlots', slots)

  const periods = list(r, 'rentalPeriods', s.rentalPeriods)
  periods.forEach((period, i) => {
    const p = isRecord(period) ? period : {}
    if (typeof p.id !== 'string' || !SLUG.test(p.id)) r.add(`rentalPeriods[${i}].id must be like "3-days" (${got(p.id)})`)
    else if (!messageKeys.has(`booking.period.${p.id}`)) r.add(`rentalPeriods[${i}].id "${p.id}" has no message "booking.period.${p.id}"`)
    r.rule(`rentalPeriods[${i}]`, settingsRules.periodLength(p.days, p.months), { days: p.days ?? null, months: p.months ?? null })
  })
  unique(r, 'rentalPeriods ids', periods.map((p) => (isRecord(p) ? p.id : undefined)))

  const methods = list(r, 'paymentMethods', s.paymentMethods)
  methods.forEach((method, i) => {
    if (!isText(method)) r.add(`paymentMethods[${i}] is required (${got(method)})`)
    else if (!messageKeys.has(`booking.payment.${method}`)) r.add(`paymentMethods[${i}] "${method}" has no message "booking.payment.${method}"`)
  })

  const logo = isRecord(s.logo) ? s.logo : {}
  if (!isText(logo.url)) r.add('logo is required (no image asset found)')
  else {
    r.imageUrl('logo', logo.url)
    r.whole('logo width', logo.width, 1, Infinity, 'known (asset metadata)')
    r.whole('logo height', logo.height, 1, Infinity, 'known (asset metadata)')
  }
}

function list(r: Report, field: string, value: unknown): unknown[] {
  if (Array.isArray(value) && value.length > 0) return value
  r.add(`${field} must list at least one item (${got(value)})`)
  return []
}

function unique(r: Report, field: string, values: unknown[]): void {
  const seen = new Set<unknown>()
  for (const value of values) {
    if (seen.has(value)) r.add(`${field} lists ${JSON.stringify(value)} twice`)
    seen.add(value)
  }
}

/**
 * The Studio's warnings on the settings, in its words: a starting price below every bike's "from"
 * price (the cards' lowestDayPrice, as the sync just worked them out), a period of months in days.
 */
export function settingsWarnings(settings: unknown, bikes: unknown): string[] {
  if (!isRecord(settings)) return []
  const priced = (Array.isArray(bikes) ? bikes : []).filter(isRecord).flatMap((bike) =>
    typeof bike.lowestDayPrice === 'number' && typeof bike.name === 'string' ? [{ name: bike.name, price: bike.lowestDayPrice }] : [],
  )
  const cheapest = priced.reduce<CheapestBike | null>((low, bike) => (!low || bike.price < low.price || (bike.price === low.price && bike.name < low.name) ? bike : low), null)
  const starting = startingPriceRules.cheapestBike(settings.startingPrice, cheapest, settings.exampleContent === true)
  const periods = (Array.isArray(settings.rentalPeriods) ? settings.rentalPeriods : []).flatMap((period: unknown, i) => {
    const p = isRecord(period) ? period : {}
    const warning = settingsRules.periodInMonths(p.id, p.days, p.months)
    return warning ? [`siteSettings: rentalPeriods[${i}]: ${warning}`] : []
  })
  return [...(starting ? [`siteSettings: startingPrice: ${starting}`] : []), ...periods]
}
