// What the shop asks in advance to hold the bike (Shop settings → Prepayment & cancellation), worked
// out from the same estimate the form shows: nothing, the first day's price (the season's on the
// pickup date), a percentage of the estimate (whole baht, rounded down) or a fixed amount, and never
// more than the estimate. Free of React and of the content modules, so the success panel and both
// e-mails share one rule.
import type { Estimate } from '../pricing/estimate'
import type { SeasonalRates } from '../pricing/seasons'

export type PrepaymentRule = { kind: 'none' | 'firstDay' | 'percent' | 'fixed'; percent: number | null; amount: number | null }

/** The bike's day price on a date: a season's when the date is in one that changes it. */
export function dayPriceOn(rates: SeasonalRates, date: string): number {
  const season = rates.seasons?.find((s) => s.from <= date && date <= s.to)
  return season ? season.price : rates.day
}

/**
 * The amount to prepay in baht, or null when nothing is asked or nothing can be worked out (no
 * estimate yet, a bike without rates). `startDate`: the pickup date, when given.
 */
export function prepaymentAmount(rule: PrepaymentRule, estimate: Estimate, rates: SeasonalRates | null, startDate: string): number | null {
  if (rule.kind === 'none' || estimate.kind !== 'ok' || !rates) return null
  const total = estimate.price.total
  const asked =
    rule.kind === 'firstDay' ? (estimate.basis === 'dates' ? dayPriceOn(rates, startDate) : rates.day)
    : rule.kind === 'percent' ? Math.floor((total * (rule.percent ?? 0)) / 100)
    : (rule.amount ?? 0)
  const amount = Math.min(asked, total)
  return amount > 0 ? amount : null
}
