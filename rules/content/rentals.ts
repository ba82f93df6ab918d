// The rental book and the booking rules: a rental holds one unit of a bike (./units.ts) from
// its first to its last day (Phuket dates, Asia/Bangkok, both included: the last day is the day
// the bike comes back), and the shop's closed days and booking rules say which requests the
// website takes. Written once: the Studio's validation and the website's sync both import this
// file, with the same words.
//
// Each check returns the owner-facing message when the value breaks the rule, or null.
import type {Problem} from './content'
import {isSeasonDate} from './seasons'

/**
 * The Studio's filled-in rental template (schemaTypes/rental.ts): the fleet view's free days open a
 * new rental of that bike from that day with it.
 */
export const RENTAL_TEMPLATE_ID = 'rental-prefilled'
/** The rental template the booking e-mail's hand-off page opens (studio/static/add-rental.js names it too). */
export const RENTAL_EMAIL_TEMPLATE_ID = 'rental-from-email'

/**
 * The rental's two days, in the words the booking e-mail uses for them too (tools/outbox/template.html,
 * the EmailJS template), so the owner compares like with like.
 */
export const RENTAL_DAY_TITLES = {from: 'First day', to: 'Last day'} as const

export const MAX_NOTICE_HOURS = 168
export const MAX_MIN_RENTAL_DAYS = 90
export const MAX_REFERENCE_CHARS = 40
export const MAX_NOTE_CHARS = 1000

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
const isEmpty = (value: unknown) => value === undefined || value === null || value === ''

/** A real calendar day in YYYY-MM-DD (the Studio's date fields store exactly this). */
export const isPhuketDate = isSeasonDate

const dateProblem = (value: unknown): Problem =>
  isPhuketDate(value) ? null : 'Write the day as YYYY-MM-DD, e.g. 2026-12-10 (Phuket date)'

/** Compares two readable dates only; YYYY-MM-DD strings compare correctly as text. */
const lastAfterFirst = (to: unknown, from: unknown): Problem =>
  isPhuketDate(to) && isPhuketDate(from) && to < from ? `The last day must be the first day (${from}) or later` : null

export const rentalRules = {
  bike: (value: unknown): Problem => (typeof value === 'string' && value !== '' ? null : 'Choose the bike that goes out'),
  date: dateProblem,
  lastAfterFirst,
  /** Optional: a walk-in or a phone booking may have none. */
  reference: (value: unknown): Problem =>
    isEmpty(value) || (typeof value === 'string' && value.trim().length <= MAX_REFERENCE_CHARS)
      ? null
      : `Write the booking reference from the e-mail, e.g. PMR-1512-K7QX (at most ${MAX_REFERENCE_CHARS} characters)`,
  /** Optional and private: it never leaves the Studio. */
  note: (value: unknown): Problem =>
    isEmpty(value) || (typeof value === 'string' && value.length <= MAX_NOTE_CHARS)
      ? null
      : `Keep the note under ${MAX_NOTE_CHARS} characters`,
} as const

/**
 * A rental as the overlap rule reads it: the bike's id, the unit's key in its list (./units.ts:
 * resolved, never empty for a bike with units), the unit in the owner's words, its first and last
 * day, and whether it is the unit off the road (a repair, a service) rather than out with a rider.
 */
export type RentalSpan = {bikeId: string; unit?: string; bike: string; from: string; to: string; offRoad?: boolean}

/** Both days are included: a rental ending on the 20th and one starting on the 20th share a day. */
export const rentalsShareADay = (a: Pick<RentalSpan, 'bikeId' | 'unit' | 'from' | 'to'>, b: Pick<RentalSpan, 'bikeId' | 'unit' | 'from' | 'to'>): boolean =>
  a.bikeId === b.bikeId && (a.unit ?? '') === (b.unit ?? '') && a.from <= b.to && b.from <= a.to

const outAs = (span: RentalSpan) => `${span.offRoad ? 'off the road' : 'rented'} ${span.from} to ${span.to}`

/** Names the unit and both stretches by their dates, so the owner finds the two to change. */
export const rentalOverlapProblem = (a: RentalSpan, b: RentalSpan): string =>
  a.offRoad || b.offRoad
    ? `${a.bike} is ${outAs(a)} and ${outAs(b)}: the two share a day. A bike off the road cannot go out to a rider: change the dates or the unit of one of them`
    : `${a.bike} is rented twice: ${a.from} to ${a.to} and ${b.from} to ${b.to} share a day. A bike goes out to one rider at a time: change the dates or the ${a.unit ? 'unit' : 'bike'} of one of them`

/** Every pair of rentals of one unit that share a day, each once, in list order. */
export function rentalOverlaps<T extends RentalSpan>(rentals: readonly T[]): Array<[T, T]> {
  const pairs: Array<[T, T]> = []
  rentals.forEach((a, i) => rentals.slice(i + 1).forEach((b) => rentalsShareADay(a, b) && pairs.push([a, b])))
  return pairs
}

// The booking rules in Shop settings: what the booking form explains before it sends a request.
export const bookingRules = {
  /** Optional: empty means a pickup can be asked for any time from now on. */
  minNoticeHours: (value: unknown): Problem =>
    isEmpty(value) || isWhole(value, 0, MAX_NOTICE_HOURS)
      ? null
      : `Write the notice in whole hours from 0 to ${MAX_NOTICE_HOURS} (a week), e.g. 3: a pickup must be at least this long after the request`,
  /** Optional: empty means a rental of one day. */
  minRentalDays: (value: unknown): Problem =>
    isEmpty(value) || isWhole(value, 1, MAX_MIN_RENTAL_DAYS)
      ? null
      : `Write the shortest rental in whole days from 1 to ${MAX_MIN_RENTAL_DAYS}, e.g. 3 (1 takes any rental)`,
  closedDate: dateProblem,
  closedLastAfterFirst: lastAfterFirst,
} as const

/** A stretch of closed days: first and last day, both included. */
export type ClosedSpan = {from: string; to: string}

export const closedDaysOverlapProblem = (a: ClosedSpan, b: ClosedSpan): string =>
  `The closed days ${a.from} to ${a.to} and ${b.from} to ${b.to} share a day: merge them into one, or change the dates of one`

/** Every pair of closed stretches that share a day, each once, in list order. */
export function closedDaysOverlaps<T extends ClosedSpan>(spans: readonly T[]): Array<[T, T]> {
  const pairs: Array<[T, T]> = []
  spans.forEach((a, i) => spans.slice(i + 1).forEach((b) => a.from <= b.to && b.from <= a.to && pairs.push([a, b])))
  return pairs
}
