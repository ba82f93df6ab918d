import type { Bike } from '../../content'

/**
 * Whether some pickup day costs more than the bike's own prices for a day, a week or a month: a
 * season raises it. Without seasons a week never costs more than the week price (nor a month more
 * than the month price): the estimate takes the cheapest mix.
 */
export function seasonRaises({ prices, price, weekPrice, monthPrice }: Bike): boolean {
  return prices.day.to > price
    || (prices.week !== null && weekPrice !== null && prices.week.to > weekPrice)
    || (prices.month !== null && monthPrice !== null && prices.month.to > monthPrice)
}
