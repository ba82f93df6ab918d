// Rules for the seasons query result (docs/content-model.md, season): a name in every language,
// readable first and last days in order, a price change (a percentage, prices per bike, or both),
// and no two seasons sharing a day. The rules and their words are the Studio's
// (rules/content/seasons.ts); each problem names the season, and an overlap names both.
import { defaultLocale } from '../../src/i18n/locales.ts'
import { seasonOverlapProblem, seasonOverlaps, seasonRules } from '../../rules/content/seasons.ts'
import { isRecord, isText, Report } from './checks.ts'

/** No seasons is fine: the site then charges the bikes' own prices every day. */
export function validateSeasons(result: unknown, bikeIds: ReadonlySet<string>, problems: string[]): void {
  if (!Array.isArray(result)) {
    problems.push('seasons: the query gave no list')
    return
  }
  const readable: Array<{ name: string; from: string; to: string }> = []
  result.forEach((season: unknown, index) => {
    const s = isRecord(season) ? season : {}
    const english = isRecord(s.name) && isText(s.name[defaultLocale]) ? s.name[defaultLocale] : null
    const r = new Report(problems, `season ${english ? `"${english}"` : `#${index + 1}`}${isText(s.id) ? ` (${s.id})` : ''}`)
    r.localized('name', s.name)
    r.rule('from', seasonRules.date(s.from), s.from)
    r.rule('to', seasonRules.date(s.to), s.to)
    r.rule('to', seasonRules.toAfterFrom(s.to, s.from), s.to)
    r.rule('percent', seasonRules.percent(s.percent), s.percent)
    r.rule('percent', seasonRules.pricing(s.percent, s.bikePrices), s.percent)
    const prices = Array.isArray(s.bikePrices) ? s.bikePrices : []
    const seen = new Set<string>()
    prices.forEach((entry: unknown, i) => {
      const p = isRecord(entry) ? entry : {}
      const field = `bikePrices[${i}]`
      if (!isText(p.bike) || !bikeIds.has(p.bike)) r.add(`${field}.bike must be a published bike (got ${JSON.stringify(p.bike ?? null)})`)
      else if (seen.has(p.bike)) r.add(`${field}.bike "${p.bike}" is listed twice: keep one price per bike`)
      else seen.add(p.bike)
      r.rule(`${field}.price`, seasonRules.bikePrice(p.price), p.price)
      r.rule(`${field}.weekPrice`, seasonRules.bikeWeekPrice(p.weekPrice), p.weekPrice)
      r.rule(`${field}.monthPrice`, seasonRules.bikeMonthPrice(p.monthPrice), p.monthPrice)
    })
    const dated = !seasonRules.date(s.from) && !seasonRules.date(s.to) && !seasonRules.toAfterFrom(s.to, s.from)
    if (dated) readable.push({ name: english ?? `season #${index + 1}`, from: s.from as string, to: s.to as string })
  })
  for (const [a, b] of seasonOverlaps(readable)) problems.push(`seasons: ${seasonOverlapProblem(a, b)}`)
}
