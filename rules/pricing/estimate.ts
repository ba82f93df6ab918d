// The price estimate: the rental's days (../rentalSpan.ts) priced by the bike's day, week and month
// rates (./rates.ts) and the seasons its dates touch (./seasons.ts). A pickup date with a return
// date or a period has days, so seasons are priced; a period alone has no dates, so no season can be
// known: the estimate then says season prices may apply, if the bike has any. A period of months
// costs that many months (1 month: 30 days at least, ./rates.ts). With dates, the bike is due back
// on the return day at the pickup time.
import type { Period } from '../periods'
import { rentalSpan } from '../rentalSpan'
import { hasLongRates, priceRental, ratesOnRequest, UNIT_DAYS } from './rates'
import { priceSeasonal, seasonRatesFor, type Season, type SeasonalPrice, type SeasonalRates } from './seasons'

export type EstimateInput = { rates: SeasonalRates | null; startDate: string; endDate: string; rentalPeriod: string; pickupTime?: string }

export type Estimate =
  | { kind: 'none' }
  | { kind: 'reversed' }
  | {
      kind: 'ok'
      basis: 'dates' | 'period'
      /** The rental's days; for a period of months without dates, 30 a month. */
      days: number
      /** A period of months chosen without dates: how many. */
      months?: number
      /** With dates: the pickup date (the visitor's, ../rentalSpan.ts). */
      from?: string
      /** The return day is the period's, counted from the pickup date: the visitor gave no return date. */
      byPeriod?: true
      /** With dates: the return date, and the pickup time when one is chosen (Phuket time). */
      dueBack?: { date: string; time: string | null }
      price: SeasonalPrice
      /** No week or month rate applies to a rental of a week or more: the total is an upper bound. */
      onRequest: boolean
      /** The bike has a week or month price and the rental reaches a week: the estimate says how they apply. */
      ruleApplies: boolean
      /** A rental period without dates, for a bike some season changes: its price may differ. */
      seasonMayApply?: true
    }

type RatedBike = { id?: string; price: number; weekPrice?: number | null; monthPrice?: number | null }

/**
 * A bike's rates as the content gives them (week and month are null when the owner set none), with
 * the seasons that change its day price, when there are any.
 */
export function ratesOf(bike: RatedBike | undefined, seasons: readonly Season[]): SeasonalRates | null {
  if (!bike) return null
  const rates = { day: bike.price, week: bike.weekPrice, month: bike.monthPrice }
  const inSeasons = seasonRatesFor(bike, seasons)
  return inSeasons.length ? { ...rates, seasons: inSeasons } : rates
}

export function estimatePrice(input: EstimateInput, periods: readonly Period[]): Estimate {
  if (input.rates === null) return { kind: 'none' }
  const span = rentalSpan(input, periods)
  if (span.kind === 'reversed') return { kind: 'reversed' }
  if (span.kind !== 'dates' && span.kind !== 'length') return { kind: 'none' }
  const length = span.kind === 'length' ? { basis: 'period' as const, days: span.days, ...(span.months ? { months: span.months } : {}) } : { basis: 'dates' as const, days: span.days }
  const price = span.kind === 'dates' ? priceSeasonal(span.from, span.days, input.rates) : priceRental(span.days, input.rates)
  const seasonMayApply = span.kind === 'length' && Boolean(input.rates.seasons?.length)
  return {
    kind: 'ok', ...length, price, onRequest: ratesOnRequest(price, input.rates), ruleApplies: hasLongRates(input.rates) && span.days >= UNIT_DAYS.week,
    ...(span.kind === 'dates' ? { from: span.from, dueBack: { date: span.to, time: input.pickupTime || null }, ...(span.byPeriod ? { byPeriod: true as const } : {}) } : {}),
    ...(seasonMayApply ? { seasonMayApply: true as const } : {}),
  }
}
