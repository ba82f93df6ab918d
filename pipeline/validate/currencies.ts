// Rules for the currencies query result (docs/content-model.md, siteSettings → Other currencies),
// in the Studio's words (rules/content/currencies.ts): a listed currency needs a plausible rate and
// the day it was set; a rate older than the owner's days is a warning, and still publishes.
import { currencyRules } from '../../rules/content/currencies.ts'
import { isRecord, Report } from './checks.ts'

const ratesOf = (result: unknown): unknown[] => (isRecord(result) && Array.isArray(result.rates) ? result.rates : [])

export function validateCurrencies(result: unknown, today: string, problems: string[]): void {
  const r = new Report(problems, 'siteSettings')
  const rates = ratesOf(result)
  rates.forEach((rate, i) => {
    const c = isRecord(rate) ? rate : {}
    r.rule(`currencyRates[${i}].code`, currencyRules.code(c.code), c.code)
    r.rule(`currencyRates[${i}].bahtPerUnit`, currencyRules.bahtPerUnit(c.code, c.bahtPerUnit), c.bahtPerUnit)
    r.rule(`currencyRates[${i}].setOn`, currencyRules.setOn(c.setOn, today), c.setOn)
  })
  const twice = currencyRules.uniqueCodes(rates)
  if (twice) r.add(`currencyRates: ${twice}`)
  const warnAfterDays = isRecord(result) ? result.warnAfterDays : undefined
  r.rule('currencyRatesWarnAfterDays', currencyRules.warnAfterDays(warnAfterDays, rates.length > 0), warnAfterDays)
}

/** The Studio's warning on a rate set longer ago than the owner allows. */
export function currencyWarnings(result: unknown, today: string): string[] {
  const warnAfterDays = isRecord(result) ? result.warnAfterDays : undefined
  return ratesOf(result).flatMap((rate, i) => {
    const c = isRecord(rate) ? rate : {}
    const stale = currencyRules.stale(c.setOn, warnAfterDays, today)
    return stale ? [`siteSettings: currencyRates[${i}] (${String(c.code)}): ${stale}`] : []
  })
}
