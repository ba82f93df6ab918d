// The booking form's days walked one by one, for the brute forces the availability checks are
// held to (properties.test.ts here, tests/studio/units-properties.test.ts): no shortcut of the
// code under test, days as day numbers, and random requests as a visitor fills the form.
import fc from 'fast-check'
import { addDays } from '../calendar'
import type { RentalRequest } from './check'

export const BIKES = ['honda-pcx', 'yamaha-nmax', 'kawasaki-ninja']
export const BASE = '2026-12-01'
export const periods = [{ id: '1-day', days: 1 }, { id: '3-days', days: 3 }, { id: '7-days', days: 7 }, { id: '1-month', days: 30 }]
export const DAY_MS = 86_400_000
export const HOUR_MS = 3_600_000

export const dayNumber = (iso: string) => Math.round(Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY_MS)
export const isoOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10)
export const valid = (iso: string) => /^\d{4}-\d{2}-\d{2}$/.test(iso) && isoOf(dayNumber(iso)) === iso
export const daysOf = (from: string, to: string) => Array.from({ length: dayNumber(to) - dayNumber(from) + 1 }, (_, i) => isoOf(dayNumber(from) + i))
/** The return day: typed, else the period's from the pickup; null when neither. */
export function returnBrute(values: RentalRequest): string | null {
  if (valid(values.endDate)) return values.endDate
  const period = periods.find((p) => p.id === values.rentalPeriod)
  return period ? isoOf(dayNumber(values.startDate) + period.days) : null
}

export function requestedDaysBrute(values: RentalRequest): string[] | null {
  if (!valid(values.startDate)) return null
  const back = returnBrute(values)
  // A return before the pickup (refused): the pickup day alone.
  return back && dayNumber(back) >= dayNumber(values.startDate) ? daysOf(values.startDate, back) : [values.startDate]
}

const day = (min: number, max: number) => fc.integer({ min, max }).map((offset) => addDays(BASE, offset) as string)
export const request = fc.record({
  bike: fc.constantFrom('', ...BIKES),
  startDate: fc.oneof(day(-10, 70), fc.constant(''), fc.constant('2026-02-30')),
  endDate: fc.oneof(day(-10, 80), fc.constant('')),
  rentalPeriod: fc.constantFrom('', ...periods.map((p) => p.id)),
  pickupTime: fc.oneof(fc.constant(''), fc.integer({ min: 6, max: 21 }).map((h) => `${String(h).padStart(2, '0')}:00`)),
})
