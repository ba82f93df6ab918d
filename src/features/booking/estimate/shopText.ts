// The estimate in English for the shop's e-mail: one line (price_estimate) and the breakdown as a
// receipt, one line per unit and per season, the other parts, the one total, by when the bike is
// due back and the rule (price_breakdown). The shop reads English whatever the visitor's language.
import { formatSlot } from '../model'
import type { Estimate } from '../../../../rules/pricing/estimate'
import type { RateLine } from '../../../../rules/pricing/rates'
import type { SeasonalPrice, SeasonLine } from '../../../../rules/pricing/seasons'

const baht = (amount: number) => `${amount.toLocaleString('en-US')} THB`
const signed = (amount: number) => `${amount < 0 ? '-' : '+'}${baht(Math.abs(amount))}`
const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
const percent = (change: number) => `${change > 0 ? '+' : ''}${Number(change.toFixed(1))} %`
const NOTE = '(estimate shown to the customer, not a quote)'

const RULE =
  'the cheapest mix of months (to the same date of the next month, from the 29th to the 31st to the last day of a shorter month, at least 30 days), weeks (7 days) and days for the whole rental'
const SEASON_RULE = 'each season adds its percentage of what its days cost by their own length'

/** "1 month x 5,500 THB", "3 days x 250 THB". */
const unitTimesPrice = (line: RateLine) => `${count(line.count, line.unit)} x ${baht(line.price)}`

/** "High season +30 % of 3,500 THB", or the season's own rates' difference. */
const seasonShare = (line: SeasonLine) =>
  line.seasonal === undefined ? `${line.name.en} ${percent(line.change)} of ${baht(line.base)}` : `${line.name.en} at its own prices ${signed(line.amount)}`

/** The season lines of the breakdown: its days, their dates, how the share is worked out. */
const seasonRows = (lines: readonly SeasonLine[]) =>
  lines.map((line) => {
    const days = `${line.name.en}, ${count(line.count, 'day')} (${line.from === line.to ? line.from : `${line.from} to ${line.to}`})`
    return line.seasonal === undefined
      ? `${days}: ${percent(line.change)} of ${baht(line.base)} (those days by their own length) = ${signed(line.amount)}`
      : `${days}: at the season's own prices ${baht(line.seasonal)} instead of ${baht(line.base)} = ${signed(line.amount)}`
  })

/** The two bounds (rules/pricing/seasons.ts), when either changed the total. */
const boundRows = (price: SeasonalPrice) => [
  ...(price.floor ? [`${signed(price.floor.amount)}: a later return never costs less (the first ${count(price.floor.days, 'day')} cost that much)`] : []),
  ...(price.cap ? [`${signed(-price.cap)}: never more than every day at its day price in force (${baht(price.dayTotal)})`] : []),
]

/** What the seasons did to the price, or that they may apply, for the breakdown's end. */
function seasonNotes(estimate: Extract<Estimate, { kind: 'ok' }>): string[] {
  return estimate.seasonMayApply ? ['No dates given: season prices may apply (the customer was told so).'] : []
}

/** Why there is no estimate, in the same words for both parameters. */
function missing(estimate: Extract<Estimate, { kind: 'none' | 'reversed' }>): string {
  return estimate.kind === 'none'
    ? 'Not specified (no bike, or neither dates nor a rental period)'
    : 'Not calculated: the return date is before the start date'
}

/** "30 days", or "1 month" for a period of months without dates. */
const lengthOf = (estimate: Extract<Estimate, { kind: 'ok' }>) => (estimate.months ? count(estimate.months, 'month') : count(estimate.days, 'day'))

/** The rest of the booking around the bike's price: the other parts' rows, the one total, and what comes under it. */
export type BreakdownParts = { rows: string[]; total: number; after: string[] }

/**
 * The estimate as one line (template parameter price_estimate): the bike's arithmetic, and the one
 * total with the extras, cover and delivery when they add to it (`total`).
 */
export function describeEstimate(estimate: Estimate, total?: number): string {
  if (estimate.kind !== 'ok') return missing(estimate)
  const dated = estimate.from && estimate.dueBack
    ? `from ${estimate.from} to ${estimate.dueBack.date}${estimate.byPeriod ? ' (the rental period from the start date)' : ''}, return day not counted`
    : null
  const basis = dated ?? 'from the rental period'
  const { lines, total: bike, seasons = [] } = estimate.price
  const days = `${lengthOf(estimate)} (${basis})`
  const { floor, cap } = estimate.price
  const bounds = `${floor ? ` + ${baht(floor.amount)}` : ''}${cap ? ` - ${baht(cap)}` : ''}`
  // Days alone read as before: "7 days (…) x 250 THB = 1,750 THB".
  const arithmetic = lines.length === 1 && lines[0].unit === 'day' && seasons.length === 0 && !estimate.months
    ? `${days} x ${baht(lines[0].price)} = ${baht(bike)}`
    : `${days}: ${[...lines.map(unitTimesPrice), ...seasons.map(seasonShare)].join(' + ')}${bounds} = ${baht(bike)}`
  const all = total ?? bike
  const others = all !== bike
  const dayPrice = estimate.onRequest ? ' at the day price (no week or month price set for this bike)' : ''
  const totalText = `${others ? 'with extras, cover and delivery, ' : ''}estimated total ${estimate.onRequest ? 'up to ' : ''}${baht(all)}${dayPrice}`
  return `${arithmetic}${others ? ' for the bike' : ''}; ${totalText} ${NOTE}`
}

/** "Due back: 2027-01-15 at 10:00 AM (Phuket time)". */
function dueBackRow(estimate: Extract<Estimate, { kind: 'ok' }>): string[] {
  if (!estimate.dueBack) return []
  const { date, time } = estimate.dueBack
  return [`Due back: ${date} ${time ? `at ${formatSlot(time)} (Phuket time)` : 'at the pickup time, not chosen yet'}`]
}

/**
 * The breakdown as a receipt (template parameter price_breakdown): a row per unit and per season,
 * the other parts' rows (`parts`: extras, cover, delivery), the one total, the deposit under it, by
 * when the bike is due back and how the bike's price was reached.
 */
export function describeBreakdown(estimate: Estimate, parts: BreakdownParts = { rows: [], total: estimate.kind === 'ok' ? estimate.price.total : 0, after: [] }): string {
  if (estimate.kind !== 'ok') return [missing(estimate), ...parts.rows, ...parts.after].join('\n')
  const { lines, dayTotal, seasons = [] } = estimate.price
  const unitDays = (line: RateLine) => (line.unit === 'day' ? '' : ` (${line.days} days)`)
  const rows = [...lines.map((line) => `${unitTimesPrice(line)}${unitDays(line)} = ${baht(line.amount)}`), ...seasonRows(seasons), ...boundRows(estimate.price), ...parts.rows]
  const forDays = `for ${lengthOf(estimate)}`
  if (estimate.onRequest) {
    return [
      ...rows,
      `Total: up to ${baht(parts.total)} ${forDays}, at the day price`,
      ...parts.after,
      ...dueBackRow(estimate),
      'This bike has no week or month price: the customer was told weekly and monthly prices are given on request.',
      ...seasonNotes(estimate),
    ].join('\n')
  }
  const atDayPrices = seasons.length
    ? `every day at its day price (a season's inside one) would be ${baht(dayTotal)}`
    : `at the day price it would be ${baht(dayTotal)}`
  const ruleParts = [...(estimate.ruleApplies ? [RULE] : []), ...(seasons.length ? [SEASON_RULE] : [])]
  const rule = ruleParts.length ? [`Rule: ${[...ruleParts, atDayPrices].join('; ')}.`] : []
  return [...rows, `Total: ${baht(parts.total)} ${forDays}`, ...parts.after, ...dueBackRow(estimate), ...rule, ...seasonNotes(estimate)].join('\n')
}
