// The price estimate: the rental's days priced by the bike's day, week and month rates (./rates.ts).
// Days come from the dates when both are given (the return day is not counted: 1 to 4 December is
// 3 days; a same-day return is 1 day), else from the rental period.
import { daysBetween } from '../dates'
import { hasLongRates, priceRental, ratesOnRequest, UNIT_DAYS, type BikeRates, type RentalPrice } from './rates'

export type Period = { id: string; days: number }

export type EstimateInput = { rates: BikeRates | null; startDate: string; endDate: string; rentalPeriod: string }

export type Estimate =
  | { kind: 'none' }
  | { kind: 'reversed' }
  | {
      kind: 'ok'
      basis: 'dates' | 'period'
      days: number
      price: RentalPrice
      /** No week or month rate applies to a rental of a week or more: the total is an upper bound. */
      onRequest: boolean
      /** The bike has a week or month price and the rental reaches a week: the estimate says how they apply. */
      ruleApplies: boolean
    }

/** A bike's rates as the content gives them (week and month are null when the owner set none). */
export function ratesOf(bike: { price: number; weekPrice?: number | null; monthPrice?: number | null } | undefined): BikeRates | null {
  return bike ? { day: bike.price, week: bike.weekPrice, month: bike.monthPrice } : null
}

/** Rental days from the dates, or from the chosen period when the dates are incomplete. */
function rentalDays(input: EstimateInput, periods: readonly Period[]): Estimate | { basis: 'dates' | 'period'; days: number } {
  const between = daysBetween(input.startDate, input.endDate)
  if (between !== null) return between < 0 ? { kind: 'reversed' } : { basis: 'dates', days: Math.max(1, between) }
  const period = periods.find((p) => p.id === input.rentalPeriod)
  return period ? { basis: 'period', days: period.days } : { kind: 'none' }
}

export function estimatePrice(input: EstimateInput, periods: readonly Period[]): Estimate {
  if (input.rates === null) return { kind: 'none' }
  const days = rentalDays(input, periods)
  if ('kind' in days) return days
  const price = priceRental(days.days, input.rates)
  return { kind: 'ok', ...days, price, onRequest: ratesOnRequest(price, input.rates), ruleApplies: hasLongRates(input.rates) && days.days >= UNIT_DAYS.week }
}
