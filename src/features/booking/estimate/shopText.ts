// The estimate in English for the shop's e-mail: one line (price_estimate) and the breakdown, one
// line per unit and per season (price_breakdown). The shop reads English whatever the visitor's language.
import type { Estimate } from './estimate'
import { UNIT_DAYS, type RateLine } from './rates'
import type { SeasonLine } from './seasons'

const baht = (amount: number) => `${amount.toLocaleString('en-US')} THB`
const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
const NOTE = '(estimate shown to the customer, not a quote)'

/** "1 month x 5,500 THB", "3 days x 250 THB". */
const unitTimesPrice = (line: RateLine) => `${count(line.count, line.unit)} x ${baht(line.price)}`

/** "4 days of High season x 325 THB": the season's English name. */
const seasonTimesPrice = (line: SeasonLine) => `${count(line.count, 'day')} of ${line.name.en} x ${baht(line.price)}`

/** The season lines of the breakdown, with the days they cover. */
const seasonRows = (lines: readonly SeasonLine[]) =>
  lines.map((line) => `${seasonTimesPrice(line)} (${line.from === line.to ? line.from : `${line.from} to ${line.to}`}) = ${baht(line.amount)}`)

/** What the seasons did to the price, or that they may apply, for the breakdown's end. */
function seasonNotes(estimate: Extract<Estimate, { kind: 'ok' }>): string[] {
  const { seasons = [], waivedSeasons = [] } = estimate.price
  return [
    ...(seasons.length ? ['Season days are charged one by one at the season\'s day price.'] : []),
    ...waivedSeasons.map((line) => `Not applied: ${seasonTimesPrice(line)}; the month and week prices cost less for these days.`),
    ...(estimate.seasonMayApply ? ['No dates given: season prices may apply (the customer was told so).'] : []),
  ]
}

/** Why there is no estimate, in the same words for both parameters. */
function missing(estimate: Extract<Estimate, { kind: 'none' | 'reversed' }>): string {
  return estimate.kind === 'none'
    ? 'Not specified (no bike, or neither dates nor a rental period)'
    : 'Not calculated: the return date is before the start date'
}

/** The estimate as one line (template parameter price_estimate). */
export function describeEstimate(estimate: Estimate, dates: { startDate: string; endDate: string }): string {
  if (estimate.kind !== 'ok') return missing(estimate)
  const basis = estimate.basis === 'dates' ? `from ${dates.startDate} to ${dates.endDate}, return day not counted` : 'from the rental period'
  const { lines, total, seasons = [] } = estimate.price
  const days = `${count(estimate.days, 'day')} (${basis})`
  // Days alone read as before: "7 days (…) x 250 THB = 1,750 THB".
  const arithmetic = lines.length === 1 && lines[0].unit === 'day' && seasons.length === 0
    ? `${days} x ${baht(lines[0].price)} = ${baht(total)}`
    : `${days}: ${[...lines.map(unitTimesPrice), ...seasons.map(seasonTimesPrice)].join(' + ')} = ${baht(total)}`
  const totalText = estimate.onRequest
    ? `estimated total up to ${baht(total)} at the day price (no week or month price set for this bike)`
    : `estimated total ${baht(total)}`
  return `${arithmetic}; ${totalText} ${NOTE}`
}

/** The breakdown, a line per unit, the total and how it was reached (template parameter price_breakdown). */
export function describeBreakdown(estimate: Estimate): string {
  if (estimate.kind !== 'ok') return missing(estimate)
  const { lines, total, dayTotal } = estimate.price
  const unitDays = (line: RateLine) => (line.unit === 'day' ? '' : ` (${line.count * UNIT_DAYS[line.unit]} days)`)
  const rows = [...lines.map((line) => `${unitTimesPrice(line)}${unitDays(line)} = ${baht(line.amount)}`), ...seasonRows(estimate.price.seasons ?? [])]
  const forDays = `for ${count(estimate.days, 'day')}`
  if (estimate.onRequest) {
    return [
      ...rows,
      `Total: up to ${baht(total)} ${forDays}, at the day price`,
      'This bike has no week or month price: the customer was told weekly and monthly prices are given on request.',
      ...seasonNotes(estimate),
    ].join('\n')
  }
  const rule = estimate.ruleApplies
    ? [`Rule: the cheapest mix of whole months (30 days), weeks (7 days) and days covering the rental; at the day price it would be ${baht(dayTotal)}.`]
    : []
  return [...rows, `Total: ${baht(total)} ${forDays}`, ...rule, ...seasonNotes(estimate)].join('\n')
}
