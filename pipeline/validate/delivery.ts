// Rules for the delivery query result (docs/content-model.md, siteSettings → Delivery & deposit):
// the areas, the sentence on documents and the one on a late return, in the Studio's words
// (rules/content/delivery.ts).
import { deliveryRules, returnRules } from '../../rules/content/delivery.ts'
import { isRecord, LOCALES, Report } from './checks.ts'
import { validatePrepayment } from './prepayment.ts'

export function validateDelivery(result: unknown, problems: string[]): void {
  const r = new Report(problems, 'siteSettings')
  if (!isRecord(result)) return // the settings' own check reports a missing document
  const areas = Array.isArray(result.areas) ? result.areas : []
  areas.forEach((area: unknown, i) => {
    const a = isRecord(area) ? area : {}
    const field = `deliveryAreas[${i}]`
    r.rule(`${field}.id`, deliveryRules.id(a.id), a.id)
    r.localized(`${field}.name`, a.name)
    r.rule(`${field}.fee`, deliveryRules.fee(a.fee), a.fee)
    r.rule(`${field}.freeFromDays`, deliveryRules.freeFromDays(a.freeFromDays), a.freeFromDays)
  })
  const twice = deliveryRules.uniqueIds(areas)
  if (twice) r.add(`deliveryAreas: ${twice}`)
  r.localized('depositPolicy', result.depositPolicy)
  r.localized('lateReturn', result.lateReturn)
  const late = isRecord(result.lateReturn) ? result.lateReturn : {}
  for (const locale of LOCALES) r.rule(`lateReturn.${locale}`, returnRules.lateReturn(late[locale]), late[locale])
  validatePrepayment(result.prepayment, problems)
}

/** The Studio's warning when no area is free: the site's "free delivery" sentences no longer hold. */
export function deliveryWarnings(result: unknown): string[] {
  if (!isRecord(result)) return []
  const warning = deliveryRules.someAreaFree(result.areas)
  return warning ? [`siteSettings: deliveryAreas: ${warning}`] : []
}
