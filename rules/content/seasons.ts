// Seasons: stretches of calendar days (Phuket's dates, Asia/Bangkok, first and last day included)
// when a bike's price changes: by a percentage of every bike's prices, by a day price set for a
// bike (which counts as that bike's percentage: 350 over 250 is +40 %), with that bike's own season
// week and month prices if the owner wants them, or both (a bike's own price wins over the
// percentage). Written once: the Studio's validation and the website's sync both import this file,
// with the same words.
//
// Each check returns the owner-facing message when the value breaks the rule, or null.
import type {Problem} from './content'

export const SEASON_PERCENT_MIN = -90
export const SEASON_PERCENT_MAX = 300

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day in YYYY-MM-DD: 2027-02-30 has the right shape but no day. */
export function isSeasonDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false
  const day = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
}

const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1

export const seasonRules = {
  date: (value: unknown): Problem =>
    isSeasonDate(value) ? null : 'Write the day as YYYY-MM-DD, e.g. 2026-12-15 (Phuket date)',
  /** Compares two readable dates only; YYYY-MM-DD strings compare correctly as text. */
  toAfterFrom: (to: unknown, from: unknown): Problem =>
    isSeasonDate(to) && isSeasonDate(from) && to < from
      ? `The last day must be the first day (${from}) or later`
      : null,
  /** Optional: empty when the season only sets prices per bike. */
  percent: (value: unknown): Problem =>
    value === undefined ||
    value === null ||
    (typeof value === 'number' && Number.isInteger(value) && value !== 0 && value >= SEASON_PERCENT_MIN && value <= SEASON_PERCENT_MAX)
      ? null
      : `Write the change as a whole percentage from ${SEASON_PERCENT_MIN} to +${SEASON_PERCENT_MAX}, not 0: e.g. 30 for 30 % more, -20 for 20 % less`,
  bikePrice: (value: unknown): Problem =>
    isPrice(value) ? null : 'A season price must be a whole number of baht per day above 0, e.g. 350',
  /** Optional: empty means the bike's own week price, changed as its day price is in the season. */
  bikeWeekPrice: (value: unknown): Problem =>
    value === undefined || value === null || isPrice(value)
      ? null
      : 'A season week price must be a whole number of baht above 0, e.g. 2100, or empty to use the bike\'s week price changed like its day price',
  /** Optional: empty means the bike's own month price, changed as its day price is in the season. */
  bikeMonthPrice: (value: unknown): Problem =>
    value === undefined || value === null || isPrice(value)
      ? null
      : 'A season month price must be a whole number of baht above 0, e.g. 7700, or empty to use the bike\'s month price changed like its day price',
  /** A season that changes no price is a slip: the owner meant to set one. */
  pricing: (percent: unknown, bikePrices: unknown): Problem =>
    (percent === undefined || percent === null) && (!Array.isArray(bikePrices) || bikePrices.length === 0)
      ? 'Set a percentage for every bike, a day price for some bikes, or both'
      : null,
} as const

/** A season's span as the overlap rule reads it: its English name and its first and last day. */
export type SeasonSpan = {name: string; from: string; to: string}

/** Inclusive spans share a day when each starts no later than the other ends. */
export const seasonsOverlap = (a: SeasonSpan, b: SeasonSpan): boolean => a.from <= b.to && b.from <= a.to

/** Names both seasons, so the owner knows which two to change. */
export const seasonOverlapProblem = (a: SeasonSpan, b: SeasonSpan): string =>
  `"${a.name}" (${a.from} to ${a.to}) overlaps "${b.name}" (${b.from} to ${b.to}): a day can be in one season only, so change the dates of one of them`

/** Every overlapping pair of a list, each once, in list order. */
export function seasonOverlaps<T extends SeasonSpan>(seasons: readonly T[]): Array<[T, T]> {
  const pairs: Array<[T, T]> = []
  seasons.forEach((a, i) => seasons.slice(i + 1).forEach((b) => seasonsOverlap(a, b) && pairs.push([a, b])))
  return pairs
}
