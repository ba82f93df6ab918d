// The price estimate: rental days × the bike's daily price, less a long-rental discount
// when the shop set one in the Studio. Days come from the dates when both are given (the return day
// is not counted: 1 to 4 December is 3 days; a same-day return is 1 day), else from the rental period.
import { daysBetween } from '../dates'

export type Period = { id: string; days: number; discountPercent?: number | null }

export type EstimateInput = { price: number | null; startDate: string; endDate: string; rentalPeriod: string }

export type Estimate =
  | { kind: 'none' }
  | { kind: 'reversed' }
  | {
      kind: 'ok'
      basis: 'dates' | 'period'
      days: number
      price: number
      subtotal: number
      discountPercent: number
      discount: number
      total: number
    }

/** Rental days from the dates, or from the chosen period when the dates are incomplete. */
function rentalDays(input: EstimateInput, periods: readonly Period[]): Estimate | { basis: 'dates' | 'period'; days: number } {
  const between = daysBetween(input.startDate, input.endDate)
  if (between !== null) return between < 0 ? { kind: 'reversed' } : { basis: 'dates', days: Math.max(1, between) }
  const period = periods.find((p) => p.id === input.rentalPeriod)
  return period ? { basis: 'period', days: period.days } : { kind: 'none' }
}

/** The discount of the longest period the rental reaches (a 10-day rental gets the 1-week rate). */
export function discountFor(days: number, periods: readonly Period[]): number {
  const reached = periods.filter((p) => p.days <= days && (p.discountPercent ?? 0) > 0)
  return reached.reduce((best, p) => (p.days > best.days ? p : best), { days: 0, discountPercent: 0 } as Period).discountPercent ?? 0
}

export function estimatePrice(input: EstimateInput, periods: readonly Period[]): Estimate {
  if (input.price === null) return { kind: 'none' }
  const days = rentalDays(input, periods)
  if ('kind' in days) return days
  const subtotal = days.days * input.price
  const discountPercent = discountFor(days.days, periods)
  // Whole baht, rounded in the customer's favour.
  const discount = Math.ceil((subtotal * discountPercent) / 100)
  return { kind: 'ok', ...days, price: input.price, subtotal, discountPercent, discount, total: subtotal - discount }
}

const baht = (amount: number) => `${amount.toLocaleString('en-US')} THB`

/** The estimate as one English line for the shop's e-mail (template parameter price_estimate). */
export function describeEstimate(estimate: Estimate, dates: { startDate: string; endDate: string }): string {
  if (estimate.kind === 'none') return 'Not specified (no bike, or neither dates nor a rental period)'
  if (estimate.kind === 'reversed') return 'Not calculated: the return date is before the start date'
  const basis = estimate.basis === 'dates' ? `from ${dates.startDate} to ${dates.endDate}, return day not counted` : 'from the rental period'
  const days = `${estimate.days} ${estimate.days === 1 ? 'day' : 'days'}`
  const discount = estimate.discountPercent ? `, long-rental discount ${estimate.discountPercent}%: -${baht(estimate.discount)}` : ''
  return `${days} (${basis}) x ${baht(estimate.price)} = ${baht(estimate.subtotal)}${discount}; estimated total ${baht(estimate.total)} (estimate shown to the customer, not a quote)`
}
