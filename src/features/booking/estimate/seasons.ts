// Season prices. Inside a season (the owner's dates, first and last day included) a bike's day price
// is the season's: the bike's own season price if the owner set one, else its day price changed by
// the season's percentage, rounded to whole baht. Rental days are calendar dates counted from the
// start date, as typed: Phuket dates (Asia/Bangkok), compared as 'YYYY-MM-DD' text and stepped with
// UTC arithmetic, so no time zone of the visitor's device can move a day across a season boundary.
//
// A rental touching a season: its days outside every season get the cheapest mix of months, weeks
// and days (./rates.ts); its season days are charged one by one at the season's day price. Hence,
// for a fixed start date:
// - adding a day never lowers the total (it adds a day to the mix, or a season day price);
// - the total never exceeds N × the dearest day price in force over the rental;
// - a season cheaper than the bike's day price never makes the rental dearer than it would be
//   without that season: when the month and week prices beat it, those days are charged as ordinary
//   days (in the mix) and the season is shown as not applied.
import type { Season } from '../../../content/seasons'
import { addDays, daysBetween } from '../dates'
import { priceRental, type BikeRates, type RentalPrice } from './rates'

/** A season as one bike sees it: its days, its name in every language and the bike's day price in it. */
export type SeasonRate = { id: string; name: Readonly<Record<string, string>>; from: string; to: string; price: number }

/** The bike's rates with the seasons that change its price (absent or empty: none). */
export type SeasonalRates = BikeRates & { seasons?: readonly SeasonRate[] }

/** The days of one season inside the rental: the first and last of them, how many, at what price. */
export type SeasonLine = SeasonRate & { count: number; amount: number }

export type SeasonalPrice = RentalPrice & {
  /** The season days charged at the season's price, by date; absent when the rental touches no season. */
  seasons?: SeasonLine[]
  /** Cheaper seasons left out because the month and week prices cost less for those days. */
  waivedSeasons?: SeasonLine[]
}

/** The bike's day price in a season, or null when the season changes nothing for it. */
export function seasonDayPrice(season: Pick<Season, 'percent' | 'bikePrices'>, bike: { id?: string; price: number }): number | null {
  const own = season.bikePrices.find((entry) => entry.bike === bike.id)
  if (own) return own.price
  if (season.percent === null) return null
  return Math.max(1, Math.round((bike.price * (100 + season.percent)) / 100))
}

/** The seasons that change a bike's price, each with the bike's day price in it. */
export function seasonRatesFor(bike: { id?: string; price: number }, seasons: readonly Season[]): SeasonRate[] {
  return seasons.flatMap((season) => {
    const price = seasonDayPrice(season, bike)
    return price === null ? [] : [{ id: season.id, name: season.name as unknown as Record<string, string>, from: season.from, to: season.to, price }]
  })
}

const sum = (lines: readonly SeasonLine[], pick: (line: SeasonLine) => number) => lines.reduce((total, line) => total + pick(line), 0)

/** Each season's days inside the rental (start date and the next days - 1 days), by date. */
export function seasonDays(startDate: string, days: number, seasons: readonly SeasonRate[]): SeasonLine[] {
  const last = addDays(startDate, days - 1)
  if (last === null || days < 1) return []
  return seasons
    .flatMap((season) => {
      const from = season.from > startDate ? season.from : startDate
      const to = season.to < last ? season.to : last
      const span = daysBetween(from, to)
      return span === null || span < 0 ? [] : [{ ...season, from, to, count: span + 1, amount: (span + 1) * season.price }]
    })
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
}

/** A rental of `days` days from `startDate` (YYYY-MM-DD), priced with its seasons. */
export function priceSeasonal(startDate: string, days: number, rates: SeasonalRates): SeasonalPrice {
  const lines = seasonDays(startDate, days, rates.seasons ?? [])
  if (lines.length === 0) return priceRental(days, rates)
  const inSeasons = sum(lines, (line) => line.count)
  const dayTotal = (days - inSeasons) * rates.day + sum(lines, (line) => line.amount)
  const ordinary = priceRental(days - inSeasons, rates)
  const split: SeasonalPrice = { days, lines: ordinary.lines, total: ordinary.total + sum(lines, (line) => line.amount), dayTotal, seasons: lines }
  const cheaper = lines.filter((line) => line.price < rates.day)
  if (cheaper.length === 0) return split
  // The cheaper seasons' days as ordinary days: a long rental's month or weeks may beat them.
  const kept = lines.filter((line) => line.price >= rates.day)
  const folded = priceRental(days - sum(kept, (line) => line.count), rates)
  const total = folded.total + sum(kept, (line) => line.amount)
  return total < split.total ? { days, lines: folded.lines, total, dayTotal, seasons: kept, waivedSeasons: cheaper } : split
}
