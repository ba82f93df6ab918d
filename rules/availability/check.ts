// What the booking form knows before it sends: which bikes have no unit free on every one of the
// visitor's days (the rental book as of the last publish) and whether the pickup meets the shop's
// closed days and booking rules. Days are Phuket calendar dates compared as YYYY-MM-DD text; "now" becomes Phuket's
// date and time by its fixed offset (Thailand keeps UTC+7 all year), never through the device's
// time zone, so a visitor's phone set to Moscow or Los Angeles sees the shop's days.
import { addDays } from '../calendar'
import type { Period } from '../periods'
import { rentalSpan, spanDays, type RentalDates } from '../rentalSpan'

export type Span = { from: string; to: string }
/** Days a unit is out (rented or off the road), first and last included. */
export type OutSpan = Span
/** One model's units in service, each as the days it is out (rented or off the road). */
export type ModelUnits = readonly (readonly OutSpan[])[]
/** The rental book as the site sees it, per bike web id. A bike missing here (a new draft in the Preview) has one unit, free. */
export type Fleet = Readonly<Record<string, ModelUnits>>
/** Days the shop is closed, first and last included (the content's stretch also carries the owner's note: `C` below). */
export type ClosedSpan = Span
/** The shop's booking rules (Shop settings → Booking rules). */
export type BookingRules<C extends ClosedSpan = ClosedSpan> = { closedDays: readonly C[]; minNoticeHours: number; minRentalDays: number }
/** A moment on Phuket's clock: 'YYYY-MM-DD' and 'HH:MM'. */
export type PhuketTime = { date: string; time: string }

const HOUR_MS = 60 * 60 * 1000
const PHUKET_OFFSET_MS = 7 * HOUR_MS
/** How far ahead the earliest pickup is looked for: past any closed stretch a shop would set. */
const SEARCH_DAYS = 800

export function phuketTime(now: number): PhuketTime {
  const iso = new Date(now + PHUKET_OFFSET_MS).toISOString()
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) }
}

const outOn = (out: OutSpan, days: Span) => out.from <= days.to && days.from <= out.to

/**
 * The unit's last day out before it is free again: the latest stretch on the visitor's days, and
 * any that follows without a free day between; null when it is free on all of them.
 */
function unitOutUntil(unit: readonly OutSpan[], days: Span): string | null {
  const touching = unit.filter((out) => outOn(out, days)).map((out) => out.to)
  if (touching.length === 0) return null
  let until = touching.reduce((a, b) => (b > a ? b : a))
  for (;;) {
    const next = addDays(until, 1) as string
    const following = unit.find((out) => out.from <= next && out.to > until)
    if (!following) return until
    until = following.to
  }
}

/**
 * Each model with no unit free on every one of the days (a rider keeps one bike), with the last
 * day before one of its units is free again. A model with no unit in service is left to its
 * card's "available" (the sync turns it off).
 */
export function bookedBikes(days: Span | null, fleet: Fleet): ReadonlyMap<string, string> {
  const booked = new Map<string, string>()
  if (!days) return booked
  for (const [bike, units] of Object.entries(fleet)) {
    const untils = units.map((unit) => unitOutUntil(unit, days))
    if (units.length === 0 || untils.includes(null)) continue
    booked.set(bike, (untils as string[]).reduce((a, b) => (b < a ? b : a)))
  }
  return booked
}

/** How many units of the model are free on every one of the days; a model not in the book has its one unit. */
export function unitsFree(bike: string, days: Span | null, fleet: Fleet): { free: number; inService: number } {
  const units = fleet[bike] ?? [[]]
  if (!days) return { free: units.length, inService: units.length }
  return { free: units.filter((unit) => !unit.some((out) => outOn(out, days))).length, inService: units.length }
}

/** "1 left" is true, and said, only when one unit of several is free on the days. */
export const lastUnitLeft = ({ free, inService }: { free: number; inService: number }): boolean => free === 1 && inService > 1

export const closureOn = <C extends ClosedSpan>(day: string, closedDays: readonly C[]): C | undefined =>
  closedDays.find((closed) => closed.from <= day && day <= closed.to)

/** The first pickup slot at least `noticeHours` from now, on a day the shop is open. */
export function earliestPickup(now: number, noticeHours: number, slots: readonly string[], closedDays: readonly ClosedSpan[]): PhuketTime | null {
  const ready = phuketTime(now + noticeHours * HOUR_MS)
  const sorted = [...slots].sort()
  let day = ready.date
  for (let i = 0; i < SEARCH_DAYS; i++, day = addDays(day, 1) as string) {
    if (closureOn(day, closedDays)) continue
    const slot = sorted.find((time) => day > ready.date || time >= ready.time)
    if (slot) return { date: day, time: slot }
  }
  return null
}

export type BookingProblem<C extends ClosedSpan = ClosedSpan> =
  | { kind: 'tooSoon'; earliest: PhuketTime; noticeHours: number }
  | { kind: 'closed'; day: string; closure: C }
  | { kind: 'returnClosed'; day: string; closure: C }
  | { kind: 'tooShort'; minDays: number }
  | { kind: 'reversed' }

/** What the rules read of a booking: its days and the pickup time ('' when not chosen). */
export type RentalRequest = RentalDates & { pickupTime: string }

export type Context = { periods: readonly Period[]; slots: readonly string[]; now: number }

/**
 * Why the shop cannot take these dates, in the order the form explains them; none when it can. The
 * rules that need a day (notice, closed days) wait for a pickup date; the shortest rental is checked
 * against a period chosen without one.
 */
export function bookingProblems<C extends ClosedSpan>(values: RentalRequest, rules: BookingRules<C>, { periods, slots, now }: Context): BookingProblem<C>[] {
  const problems: BookingProblem<C>[] = []
  const span = rentalSpan(values, periods)
  if (span.kind === 'reversed') problems.push({ kind: 'reversed' })
  if (span.kind === 'pickup' || span.kind === 'dates' || span.kind === 'reversed') {
    const pickup = span.from
    const earliest = earliestPickup(now, rules.minNoticeHours, slots, rules.closedDays)
    // Without a time, the day's last slot: the pickup is too soon only if no slot that day is late enough.
    const time = values.pickupTime || [...slots].sort().at(-1) || '23:59'
    if (earliest && `${pickup}T${time}` < `${earliest.date}T${earliest.time}`) problems.push({ kind: 'tooSoon', earliest, noticeHours: rules.minNoticeHours })
    const closedAtPickup = closureOn(pickup, rules.closedDays)
    if (closedAtPickup) problems.push({ kind: 'closed', day: pickup, closure: closedAtPickup })
  }
  // The return day, typed or the period's, when it is another day than the pickup.
  const closedAtReturn = span.kind === 'dates' && span.to > span.from ? closureOn(span.to, rules.closedDays) : undefined
  if (span.kind === 'dates' && closedAtReturn) problems.push({ kind: 'returnClosed', day: span.to, closure: closedAtReturn })
  const length = spanDays(span)
  if (length !== null && length < rules.minRentalDays) problems.push({ kind: 'tooShort', minDays: rules.minRentalDays })
  return problems
}

type RatedBike = { id: string; price: number; transmission: string; available?: boolean | null; order?: number }

/**
 * The free bikes closest to the one chosen: the same gearbox (an automatic rider may not ride a
 * manual), nearest in day price, the cheaper first on a tie, then gallery order.
 */
export function closestFreeBikes<T extends RatedBike>(chosen: T, bikes: readonly T[], booked: ReadonlyMap<string, string>, count = 2): T[] {
  return bikes
    .filter((bike) => bike.id !== chosen.id && bike.transmission === chosen.transmission && bike.available !== false && !booked.has(bike.id))
    .sort((a, b) => Math.abs(a.price - chosen.price) - Math.abs(b.price - chosen.price) || a.price - b.price || (a.order ?? 0) - (b.order ?? 0))
    .slice(0, count)
}
