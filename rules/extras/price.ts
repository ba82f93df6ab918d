// What the extras and the cover cost for a rental: each its own line. A price per day is per day ×
// the rental's days, never more than its cap (per item); a price per rental is paid once per item.
// Seasons change none of it unless the owner says so ("Seasons change extras and cover too"): then a
// season's percentage changes each price per day on the season's days, as it changes the bikes'
// (a season with prices for some bikes only changes nothing here). A price per rental never
// changes. Free of React and of the content modules: the estimate, the shop's e-mail and the
// visitor's confirmation share one rule.
import { addDays, daysBetween } from '../calendar'

export type PricedExtra = { id: string; price: number; unit: 'day' | 'rental'; cap: number | null; included: number }
export type PricedCover = { id: string; pricePerDay: number; excess: number; isDefault: boolean }
export type SeasonPercent = { from: string; to: string; percent: number | null }

/** The rental as pricing needs it: its days, and its first day when the visitor gave dates. */
export type RentalDays = { days: number; from?: string }

export type ExtraLine<E extends PricedExtra = PricedExtra> = {
  extra: E
  count: number
  /** Per day: the rental's days; per rental: absent. */
  days?: number
  /** For one item, before the cap: days × price, with the seasons when they apply. */
  each: number
  /** The cap took some off (per item). */
  capped: boolean
  /** A season changed the price per day. */
  seasonal: boolean
  amount: number
}

export type CoverLine<C extends PricedCover = PricedCover> = { cover: C; days: number; seasonal: boolean; amount: number }

/** Days × price per day, each season's days at the season's percentage when seasons apply. */
export function dailyAmount(price: number, rental: RentalDays, seasons: readonly SeasonPercent[]): { amount: number; seasonal: boolean } {
  let amount = price * rental.days
  const last = rental.from ? addDays(rental.from, rental.days - 1) : null
  if (!rental.from || last === null || price === 0) return { amount, seasonal: false }
  let seasonal = false
  for (const season of seasons) {
    if (season.percent === null) continue
    const from = season.from > rental.from ? season.from : rental.from
    const to = season.to < last ? season.to : last
    const span = daysBetween(from, to)
    if (span === null || span < 0) continue
    amount += Math.round((price * (span + 1) * season.percent) / 100)
    seasonal = true
  }
  return { amount: Math.max(0, amount), seasonal }
}

export function priceExtra<E extends PricedExtra>(extra: E, count: number, rental: RentalDays, seasons: readonly SeasonPercent[]): ExtraLine<E> {
  if (extra.unit === 'rental') return { extra, count, each: extra.price, capped: false, seasonal: false, amount: extra.price * count }
  const { amount: each, seasonal } = dailyAmount(extra.price, rental, seasons)
  const capped = extra.cap !== null && each > extra.cap
  return { extra, count, days: rental.days, each, capped, seasonal, amount: (capped ? (extra.cap as number) : each) * count }
}

export function priceCover<C extends PricedCover>(cover: C, rental: RentalDays, seasons: readonly SeasonPercent[]): CoverLine<C> {
  const { amount, seasonal } = dailyAmount(cover.pricePerDay, rental, seasons)
  return { cover, days: rental.days, seasonal, amount }
}

export type ExtrasPrice<E extends PricedExtra, C extends PricedCover> = { extras: ExtraLine<E>[]; cover: CoverLine<C> | null; total: number }

/** Every chosen extra and the cover, priced; `followSeasons` false: no season changes them. */
export function priceChoices<E extends PricedExtra, C extends PricedCover>(
  chosen: ReadonlyArray<{ extra: E; count: number }>,
  cover: C | undefined,
  rental: RentalDays,
  seasons: readonly SeasonPercent[],
  followSeasons: boolean,
): ExtrasPrice<E, C> {
  const applying = followSeasons ? seasons : []
  const extras = chosen.map(({ extra, count }) => priceExtra(extra, count, rental, applying))
  const coverLine = cover ? priceCover(cover, rental, applying) : null
  return { extras, cover: coverLine, total: extras.reduce((sum, line) => sum + line.amount, coverLine?.amount ?? 0) }
}
