// The price estimate: the rental's days priced by the bike's day, week and month rates (./rates.ts)
// and the seasons its dates touch (./seasons.ts). Days come from the dates when both are given (the
// return day is not counted: 1 to 4 December is 3 days; a same-day return is 1 day), else from the
// rental period, which has no dates, so no season can be known: the estimate then says season prices
// may apply, if the bike has any. A period of months costs that many months (1 month: 30 days at
// least, ./rates.ts). With dates, the bike is due back on the return date at the pickup time.
import { seasons as contentSeasons, type Season } from '../../../content/seasons'
import { daysBetween } from '../dates'
import { hasLongRates, priceRental, ratesOnRequest, UNIT_DAYS } from './rates'
import { priceSeasonal, seasonRatesFor, type SeasonalPrice, type SeasonalRates } from './seasons'

/** A rental period of the settings: a number of days, or of months (to the same date, ./rates.ts). */
export type Period = { id: string; days?: number | null; months?: number | null }

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
export function ratesOf(bike: RatedBike | undefined, seasons: readonly Season[] = contentSeasons): SeasonalRates | null {
  if (!bike) return null
  const rates = { day: bike.price, week: bike.weekPrice, month: bike.monthPrice }
  const inSeasons = seasonRatesFor(bike, seasons)
  return inSeasons.length ? { ...rates, seasons: inSeasons } : rates
}

type RentalLength = { basis: 'dates' | 'period'; days: number; months?: number }

/** Rental days from the dates, or from the chosen period when the dates are incomplete. */
function rentalDays(input: EstimateInput, periods: readonly Period[]): Estimate | RentalLength {
  const between = daysBetween(input.startDate, input.endDate)
  if (between !== null) return between < 0 ? { kind: 'reversed' } : { basis: 'dates', days: Math.max(1, between) }
  const period = periods.find((p) => p.id === input.rentalPeriod)
  if (period?.months) return { basis: 'period', days: period.months * UNIT_DAYS.month, months: period.months }
  return period?.days ? { basis: 'period', days: period.days } : { kind: 'none' }
}

export function estimatePrice(input: EstimateInput, periods: readonly Period[]): Estimate {
  if (input.rates === null) return { kind: 'none' }
  const length = rentalDays(input, periods)
  if ('kind' in length) return length
  const dated = length.basis === 'dates'
  const price = dated ? priceSeasonal(input.startDate, length.days, input.rates) : priceRental(length.days, input.rates)
  const seasonMayApply = !dated && Boolean(input.rates.seasons?.length)
  return {
    kind: 'ok', ...length, price, onRequest: ratesOnRequest(price, input.rates), ruleApplies: hasLongRates(input.rates) && length.days >= UNIT_DAYS.week,
    ...(dated ? { dueBack: { date: input.endDate, time: input.pickupTime || null } } : {}),
    ...(seasonMayApply ? { seasonMayApply: true as const } : {}),
  }
}
