// Season prices. A season (the owner's dates, first and last day included) changes a bike's price,
// not how it is priced: a rental costs its length price (the cheapest mix of months, weeks and days,
// ./rates.ts), and each season it touches adds its percentage of what the season's days would cost
// by their own length. So a month inside a +30 % season costs the month price × 1.3, a week inside
// it the week price × 1.3. A bike's own season day price counts as its percentage (350 over 250 is
// +40 %), unless the owner also gave the bike a season week or month price: the season's days are
// then priced by the season's own rates (the missing one at the bike's own, changed by that
// percentage) and the season adds the difference. A cheaper season (a negative percentage) takes
// off in the same way.
//
// Two bounds keep every total one the shop would sign:
// - a later return never costs less: where a cheaper season (or a season's own week and month
//   prices) would make N + 1 days cost less than N, the rental costs what its dearest shorter
//   rental from the same start costs (the `floor` line says by how much);
// - no rental costs more than its days each at the day price in force that day (the `cap`).
// Hence: adding a day never lowers the total; a rental inside one season costs its length price ×
// (1 + the percentage), to the baht; moving a rental by a day changes it by at most one season
// day's surcharge, apart from calendar months (./rates.ts) and the two bounds.
//
// Rental days are calendar dates counted from the start date, as typed: Phuket dates
// (Asia/Bangkok), compared as 'YYYY-MM-DD' text and stepped with UTC arithmetic, so no time zone of
// the visitor's device can move a day across a season boundary.
import { addDays, daysBetween } from '../calendar'
import { priceRental, type BikeRates, type RentalPrice } from './rates'

/**
 * A season as the owner sets it (Seasons in the Studio; src/content/seasons.ts loads them): its days,
 * its name in every language, a percentage for every bike and the bikes' own season prices.
 */
export type Season = {
  id: string
  name: Readonly<Record<string, string>>
  from: string
  to: string
  percent: number | null
  bikePrices: ReadonlyArray<{ bike: string; price: number; weekPrice: number | null; monthPrice: number | null }>
}

/** A season as one bike sees it: its days, its name in every language and the bike's prices in it. */
export type SeasonRate = {
  id: string
  name: Readonly<Record<string, string>>
  from: string
  to: string
  /** The bike's day price in the season. */
  price: number
  /** The owner's percentage, when the bike has no season day price of its own. */
  percent?: number | null
  /** The bike's own season week and month prices, when the owner set either. */
  week?: number | null
  month?: number | null
}

/** The bike's rates with the seasons that change its price (absent or empty: none). */
export type SeasonalRates = BikeRates & { seasons?: readonly SeasonRate[] }

/** One season's days inside the rental (the first and last of them) and what the season adds. */
export type SeasonLine = SeasonRate & {
  count: number
  /** Those days priced by their own length at the bike's usual rates. */
  base: number
  /** The season's change in percent (a bike's own day price: over its usual day price). */
  change: number
  /** Those days at the season's own rates, when the bike has a season week or month price. */
  seasonal?: number
  /** What the season adds to the length price (negative: what it takes off). */
  amount: number
}

export type SeasonalPrice = RentalPrice & {
  /** The seasons the rental touches, by date; absent when it touches none. */
  seasons?: SeasonLine[]
  /** A later return never costs less: the amount added, matching the first `days` days of the rental. */
  floor?: { days: number; amount: number }
  /** What is taken off so the total is no more than the days each at the day price in force. */
  cap?: number
}

/** The bike's day price in a season, or null when the season changes nothing for it. */
export function seasonDayPrice(season: Pick<Season, 'percent' | 'bikePrices'>, bike: { id?: string; price: number }): number | null {
  const own = season.bikePrices.find((entry) => entry.bike === bike.id)
  if (own) return own.price
  if (season.percent === null) return null
  return Math.max(1, Math.round((bike.price * (100 + season.percent)) / 100))
}

/** The seasons that change a bike's price, each with the bike's prices in it. */
export function seasonRatesFor(bike: { id?: string; price: number }, seasons: readonly Season[]): SeasonRate[] {
  return seasons.flatMap((season) => {
    const price = seasonDayPrice(season, bike)
    if (price === null) return []
    const own = season.bikePrices.find((entry) => entry.bike === bike.id)
    const name = season.name as unknown as Record<string, string>
    const rate: SeasonRate = { id: season.id, name, from: season.from, to: season.to, price }
    if (!own) return [{ ...rate, percent: season.percent }]
    return [own.weekPrice || own.monthPrice ? { ...rate, week: own.weekPrice ?? null, month: own.monthPrice ?? null } : rate]
  })
}

/** Each season's days inside the rental (start date and the next days - 1 days), by date. */
export function seasonDays(startDate: string, days: number, seasons: readonly SeasonRate[]): Array<SeasonRate & { count: number }> {
  const last = addDays(startDate, days - 1)
  if (last === null || days < 1) return []
  return seasons
    .flatMap((season) => {
      const from = season.from > startDate ? season.from : startDate
      const to = season.to < last ? season.to : last
      const span = daysBetween(from, to)
      return span === null || span < 0 ? [] : [{ ...season, from, to, count: span + 1 }]
    })
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
}

const hasOwnRates = (season: SeasonRate) => Boolean(season.week || season.month)
/** A bike's usual week or month price changed as its day price is in the season. */
const scaled = (price: number | null | undefined, season: SeasonRate, day: number) => (price ? Math.round((price * season.price) / day) : null)

/** The season's change in percent for this bike. */
export const seasonChange = (season: SeasonRate, day: number): number =>
  typeof season.percent === 'number' ? season.percent : ((season.price - day) * 100) / day

/** What one season adds for its `count` days from `from`: its percentage of their length price, or its own rates' difference. */
function seasonLine(season: SeasonRate & { count: number }, rates: BikeRates): SeasonLine {
  const base = priceRental(season.count, rates, season.from).total
  const change = seasonChange(season, rates.day)
  if (hasOwnRates(season)) {
    const own = { day: season.price, week: season.week || scaled(rates.week, season, rates.day), month: season.month || scaled(rates.month, season, rates.day) }
    const seasonal = priceRental(season.count, own, season.from).total
    return { ...season, base, change, seasonal, amount: seasonal - base }
  }
  // An owner's percentage as typed (30 % of 5,500 is 1,650); a day price as its exact share.
  const amount = typeof season.percent === 'number' ? Math.round((base * season.percent) / 100) : Math.round((base * (season.price - rates.day)) / rates.day)
  return { ...season, base, change, amount }
}

/** Can adding a day to this season's share lower it? A cheaper season, or one with its own week or month price. */
const canLower = (season: SeasonRate, day: number) => seasonChange(season, day) < 0 || hasOwnRates(season)

/** The length price plus every season's share, before the two bounds. */
function ownSum(startDate: string, days: number, rates: SeasonalRates) {
  const length = priceRental(days, rates, startDate)
  const seasons = seasonDays(startDate, days, rates.seasons ?? []).map((season) => seasonLine(season, rates))
  return { length, seasons, total: seasons.reduce((sum, line) => sum + line.amount, length.total) }
}

/** A rental of `days` days from `startDate` (YYYY-MM-DD), priced with its seasons. */
export function priceSeasonal(startDate: string, days: number, rates: SeasonalRates): SeasonalPrice {
  const { length, seasons, total: sum } = ownSum(startDate, days, rates)
  if (seasons.length === 0) return length
  const inSeasons = seasons.reduce((n, line) => n + line.count, 0)
  const dayTotal = (days - inSeasons) * rates.day + seasons.reduce((n, line) => n + line.count * line.price, 0)
  let floor: SeasonalPrice['floor']
  if (seasons.some((season) => canLower(season, rates.day))) {
    for (let shorter = 1; shorter < days; shorter++) {
      const total = ownSum(startDate, shorter, rates).total
      if (total > sum + (floor?.amount ?? 0)) floor = { days: shorter, amount: total - sum }
    }
  }
  const beforeCap = sum + (floor?.amount ?? 0)
  const cap = beforeCap > dayTotal ? beforeCap - dayTotal : 0
  return { ...length, dayTotal, total: beforeCap - cap, seasons, ...(floor ? { floor } : {}), ...(cap ? { cap } : {}) }
}
