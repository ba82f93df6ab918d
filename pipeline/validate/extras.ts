// Rules for the extras query result (docs/content-model.md, siteSettings → Extras & cover): each
// extra's name, price, cap, counts and bikes, each cover level's name, text, price and excess, and
// one default level, in the Studio's words (rules/content/extras.ts).
import { coverRules, extraRules } from '../../rules/content/extras.ts'
import { isRecord, isText, Report } from './checks.ts'

export function validateExtras(result: unknown, bikeIds: ReadonlySet<string>, problems: string[]): void {
  const r = new Report(problems, 'siteSettings')
  if (!isRecord(result)) return // the settings' own check reports a missing document
  const extras = Array.isArray(result.extras) ? result.extras : []
  extras.forEach((extra: unknown, i) => {
    const e = isRecord(extra) ? extra : {}
    const field = `extras[${i}]`
    r.rule(`${field}.id`, extraRules.id(e.id), e.id)
    r.localized(`${field}.name`, e.name)
    r.rule(`${field}.price`, extraRules.price(e.price), e.price)
    r.rule(`${field}.unit`, extraRules.unit(e.unit), e.unit)
    r.rule(`${field}.cap`, extraRules.cap(e.cap, e.unit, e.price), e.cap)
    r.rule(`${field}.included`, extraRules.included(e.included), e.included)
    r.rule(`${field}.maxPerBooking`, extraRules.maxPerBooking(e.maxPerBooking), e.maxPerBooking)
    r.rule(`${field}.maxPerBooking`, extraRules.offered(e.included, e.maxPerBooking), e.maxPerBooking)
    const fits = Array.isArray(e.fits) ? e.fits : []
    fits.forEach((bike: unknown, j) => {
      if (!isText(bike) || !bikeIds.has(bike)) r.add(`${field}.fits[${j}] must be a published bike (got ${JSON.stringify(bike ?? null)})`)
    })
  })
  const extraTwice = extraRules.uniqueIds(extras)
  if (extraTwice) r.add(`extras: ${extraTwice}`)
  const levels = Array.isArray(result.coverLevels) ? result.coverLevels : []
  levels.forEach((level: unknown, i) => {
    const c = isRecord(level) ? level : {}
    const field = `coverLevels[${i}]`
    r.rule(`${field}.id`, coverRules.id(c.id), c.id)
    r.localized(`${field}.name`, c.name)
    r.localized(`${field}.covers`, c.covers)
    r.rule(`${field}.pricePerDay`, coverRules.pricePerDay(c.pricePerDay), c.pricePerDay)
    r.rule(`${field}.pricePerDay`, coverRules.defaultFree(c.isDefault, c.pricePerDay), c.pricePerDay)
    r.rule(`${field}.excess`, coverRules.excess(c.excess), c.excess)
  })
  const coverTwice = coverRules.uniqueIds(levels)
  if (coverTwice) r.add(`coverLevels: ${coverTwice}`)
  const defaults = coverRules.oneDefault(levels)
  if (defaults) r.add(`coverLevels: ${defaults}`)
}
