// The price of a rental of N days from a bike's rates: the day price, and the week and month prices
// when the owner set them. Written once: the form's estimate, the shop's e-mail, the visitor's
// confirmation, the chat hand-off and the Studio's Preview all read this breakdown (through
// ./seasons.ts, which adds what the seasons change).
//
// The rule: the cheapest mix of whole months, whole weeks (7 days) and single days that covers the
// rental. A month runs from the start date to the same date of the next month (1 January to
// 1 February: 31 days), to the last day of a shorter month from the 29th to the 31st (31 January to
// 28 February), and never covers fewer than 30 days, so no month is a worse deal than another:
// February's covers 30 days like April's, January's 31. Without a start date (a rental period chosen
// without dates) a month is 30 days. A month or a week is charged when it costs less than the days
// it stands for, even if part of it goes unused (29 days of a bike at 250 a day cost no more than
// its month at 5,500). Hence:
// - the total never exceeds N × the day price (N single days always cover N days);
// - adding a day never lowers the total (whatever covers N + 1 days covers N days too);
// - with no week or month price, the total is N × the day price;
// - dates from a day to the same day of a later month cost that many months, when months are the
//   cheapest cover.
// A tie in price goes to the mix that covers fewest days beyond the rental, then to longer units
// (a week rather than seven days at the same money).
import { addMonths, daysBetween } from '../calendar'

export type BikeRates = { day: number; week?: number | null; month?: number | null }

export type RateUnit = 'month' | 'week' | 'day'

/** How many days each unit covers at least (a month from a start date may cover 31). */
export const UNIT_DAYS: Record<RateUnit, number> = { month: 30, week: 7, day: 1 }

/** `days`: how many days the line covers (a month from 1 January: 31). */
export type RateLine = { unit: RateUnit; count: number; price: number; amount: number; days: number }

export type RentalPrice = {
  days: number
  /** Months, then weeks, then days; a unit the mix does not use has no line. */
  lines: RateLine[]
  total: number
  /** The rental at the day price alone, the most it can ever cost. */
  dayTotal: number
}

type Mix = { months: number; weeks: number; days: number; cost: number; covered: number }

const isSet = (price: number | null | undefined): price is number => typeof price === 'number' && price > 0

/** The best weeks-and-days cover of `rest` days: all days, or as many whole weeks as fit, or one more. */
function weekMixes(rest: number, rates: BikeRates): Array<Pick<Mix, 'weeks' | 'days'>> {
  if (!isSet(rates.week) || rest === 0) return [{ weeks: 0, days: rest }]
  const whole = Math.floor(rest / 7)
  const mixes = [{ weeks: 0, days: rest }, { weeks: whole, days: rest - whole * 7 }]
  if (rest % 7) mixes.push({ weeks: whole + 1, days: 0 })
  return mixes
}

const better = (a: Mix, b: Mix): boolean =>
  a.cost !== b.cost ? a.cost < b.cost
    : a.covered !== b.covered ? a.covered < b.covered
      : a.months !== b.months ? a.months > b.months
        : a.weeks > b.weeks

/**
 * The days `count` months cover from `startDate`: to the same date `count` months later, never fewer
 * than 30 days a month; 30 days a month without a start date.
 */
export function monthDays(count: number, startDate?: string): number {
  if (!startDate) return count * 30
  const key = `${startDate}+${count}`
  let days = coveredDays.get(key)
  if (days === undefined) {
    const end = addMonths(startDate, count)
    days = Math.max(count * 30, end === null ? 0 : (daysBetween(startDate, end) ?? 0))
    // A season's rental is priced for each of its shorter lengths: the same few dates, many times.
    if (coveredDays.size > 5000) coveredDays.clear()
    coveredDays.set(key, days)
  }
  return days
}

const coveredDays = new Map<string, number>()

/** A rental of `days` days from `startDate` (YYYY-MM-DD; none for a rental period without dates). */
export function priceRental(days: number, rates: BikeRates, startDate?: string): RentalPrice {
  const monthCount = isSet(rates.month) ? Math.ceil(days / 30) : 0
  let best: Mix | undefined
  // For a fixed number of months the cost is linear in the weeks on each side of rest / 7, so the
  // candidates above are enough; months are few (a year is 13), so every count is tried.
  for (let months = 0; months <= monthCount; months++) {
    const monthsCover = months === 0 ? 0 : monthDays(months, startDate)
    const rest = Math.max(0, days - monthsCover)
    for (const { weeks, days: single } of weekMixes(rest, rates)) {
      const cost = months * (rates.month ?? 0) + weeks * (rates.week ?? 0) + single * rates.day
      const mix = { months, weeks, days: single, cost, covered: monthsCover + weeks * 7 + single }
      if (!best || better(mix, best)) best = mix
    }
  }
  const mix = best ?? { months: 0, weeks: 0, days, cost: days * rates.day, covered: days }
  const line = (unit: RateUnit, count: number, price: number, covers: number): RateLine[] =>
    count > 0 ? [{ unit, count, price, amount: count * price, days: covers }] : []
  return {
    days,
    lines: [
      ...line('month', mix.months, rates.month ?? 0, mix.months > 0 ? monthDays(mix.months, startDate) : 0),
      ...line('week', mix.weeks, rates.week ?? 0, mix.weeks * 7),
      ...line('day', mix.days, rates.day, mix.days),
    ],
    total: mix.cost,
    dayTotal: days * rates.day,
  }
}

/**
 * True when the rental reaches a week or more, yet no week or month price of the bike applies: the
 * site then shows the day-price total as an upper bound ("up to") and says longer rates are given
 * on request, rather than invent one. A month price set for a rental under 30 days does not count
 * as applying unless the mix uses it.
 */
export function ratesOnRequest(price: RentalPrice, rates: BikeRates): boolean {
  if (price.days < 7 || isSet(rates.week)) return false
  if (isSet(rates.month) && price.days >= 30) return false
  return price.lines.every((line) => line.unit === 'day')
}

/** Whether the bike has any rate beyond the day price (the estimate then explains the rule). */
export const hasLongRates = (rates: BikeRates): boolean => isSet(rates.week) || isSet(rates.month)
