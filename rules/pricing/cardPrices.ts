// A bike's card prices (what src/content/cardPrices.ts carries to the card), priced by the estimate itself: one day, one week
// (7 days) and one month (to the same date of the next month) from every pickup day between today
// and the day after the last season that has not ended, so each "from" and "up to" on the card is a
// total the form gives on some date, and no date gives less or more.
import { addDays } from '../calendar'
import { ratesOf } from './estimate'
import { monthDays } from './rates'
import { priceSeasonal, type Season } from './seasons'

/** The lowest and the highest price a rental of one length costs, whatever its pickup day. */
export type PriceSpan = { from: number; to: number }

export type CardPrices = {
  day: PriceSpan
  /** Absent when the bike has no week price: the card then shows none. */
  week: PriceSpan | null
  /** Absent when the bike has no month price. */
  month: PriceSpan | null
}

type PricedBike = { id: string; price: number; weekPrice?: number | null; monthPrice?: number | null }

const isSet = (price: number | null | undefined): boolean => typeof price === 'number' && price > 0

/** `today`: the Phuket date (YYYY-MM-DD) of the first pickup day that counts. */
export function cardPrices(bike: PricedBike, seasons: readonly Season[], today: string): CardPrices {
  const current = seasons.filter((season) => season.to >= today)
  const rates = ratesOf(bike, current)
  const day: PriceSpan = { from: Infinity, to: -Infinity }
  const week: PriceSpan = { from: Infinity, to: -Infinity }
  const month: PriceSpan = { from: Infinity, to: -Infinity }
  const widen = (span: PriceSpan, total: number) => {
    span.from = Math.min(span.from, total)
    span.to = Math.max(span.to, total)
  }
  // A month from the last pickup day counted reaches past every season, so a later pickup day
  // prices as the bike's own rates do, which that day already gives.
  const last = current.reduce((latest, season) => (season.to > latest ? season.to : latest), today)
  for (let start: string | null = today; start !== null && start <= addDays(last, 1)!; start = addDays(start, 1)) {
    if (!rates) break
    widen(day, priceSeasonal(start, 1, rates).total)
    if (isSet(bike.weekPrice)) widen(week, priceSeasonal(start, 7, rates).total)
    if (isSet(bike.monthPrice)) widen(month, priceSeasonal(start, monthDays(1, start), rates).total)
  }
  return {
    day: Number.isFinite(day.from) ? day : { from: bike.price, to: bike.price },
    week: Number.isFinite(week.from) ? week : null,
    month: Number.isFinite(month.from) ? month : null,
  }
}
