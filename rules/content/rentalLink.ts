// The booking e-mail's link, checked before it fills a rental. Anyone can post any value to the
// e-mail service, so the link's values are a stranger's text until proven otherwise: the Studio
// takes them only when they are what a booking on the website can be, and otherwise opens an
// empty rental that says why. The hand-off page (studio/static/add-rental.html) has already
// refused anything but a short code of the URL-safe base64 alphabet.
import {isPhuketDate, MAX_REFERENCE_CHARS} from './rentals'
import {unitsOf, type Unit} from './units'

/** The website's booking reference (src/features/booking/reference.ts makes it): PMR-DDMM-XXXX. */
export const BOOKING_REFERENCE = /^PMR-\d{4}-[2-9A-HJKMNP-Z]{4}$/
/** A bike's web id as the Studio's slug field makes it. */
const BIKE_WEB_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_BIKE_ID_CHARS = 96
/** Days a filled-in rental may run past the longest rental period the site offers (a month of 31 days). */
export const LINK_MARGIN_DAYS = 7
/** How far ahead the first day may be: a booking is made at most this long before the pickup. */
export const LINK_MAX_DAYS_AHEAD = 366

export type LinkBike = {_id: string; slug: string | null; available?: boolean | null}
export type LinkPeriod = {days?: number | null; months?: number | null}
/** `languages`: the site's (src/i18n/locales.ts), the ones a booking can be sent in. */
export type LinkFacts = {today: string; bikes: readonly LinkBike[]; periods: readonly LinkPeriod[]; languages: readonly string[]}
/** `language`: the customer's, when the link carries it (links from e-mails sent before it travelled do not). */
export type LinkValues = {bikeId: string; from: string; to: string; reference: string; language?: string}
export type LinkCheck = {ok: true; values: LinkValues} | {ok: false; problem: string}

const KEYS = new Set(['bike', 'from', 'to', 'reference', 'lang'])
const DAY_MS = 86_400_000
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS

/** The longest rental the booking form offers, in days (a month counted as 31). */
export const longestRentalDays = (periods: readonly LinkPeriod[]): number =>
  Math.max(1, ...periods.map((period) => (period.months ? period.months * 31 : period.days ?? 1)))

const refuse = (problem: string): LinkCheck => ({ok: false, problem})

/** Days in each month, February with its leap day: the reference carries no year. */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** The reference's date part (DDMM, the day the request was sent) is a real day of a real month. */
export function referenceDayIsReal(reference: string): boolean {
  const day = Number(reference.slice(4, 6))
  const month = Number(reference.slice(6, 8))
  return month >= 1 && month <= 12 && day >= 1 && day <= (MONTH_DAYS[month - 1] as number)
}

/** The first day as a booking can have it: a calendar date, not past, at most a year ahead. */
function firstDayProblem(from: string, today: string): string | null {
  if (!isPhuketDate(from)) return 'a day is not a date of the calendar'
  if (from < today) return `the first day (${from}) is in the past`
  if (dayNumber(from) - dayNumber(today) > LINK_MAX_DAYS_AHEAD) return `the first day (${from}) is more than a year ahead`
  return null
}

export function checkBookingLink(params: unknown, facts: LinkFacts): LinkCheck {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return refuse('the link holds no booking')
  const values = params as Record<string, unknown>
  // What the hand-off page passes instead of a code it could not read.
  if (values.link === 'unreadable' && Object.keys(values).length === 1) return refuse('the link was changed or damaged on its way (its code is not one the website writes)')
  if (Object.keys(values).some((key) => !KEYS.has(key)) || Object.values(values).some((value) => typeof value !== 'string')) {
    return refuse('the link holds something a booking e-mail never sends (it was changed)')
  }
  const {bike, from, to, reference, lang} = values as Record<string, string | undefined>
  if (!bike || !from || !to || !reference) return refuse('the link lacks the bike, a day or the reference (the booking had no bike or dates chosen)')
  if (!BOOKING_REFERENCE.test(reference) || reference.length > MAX_REFERENCE_CHARS) return refuse('the reference is not one the website makes (PMR-DDMM-XXXX)')
  if (!referenceDayIsReal(reference)) return refuse('the reference\'s date part is no day of the year (PMR-DDMM-XXXX: the day, then the month, the request was sent)')
  if (bike.length > MAX_BIKE_ID_CHARS || !BIKE_WEB_ID.test(bike)) return refuse('the bike is not written as a bike of the website')
  const found = facts.bikes.find((candidate) => candidate.slug === bike)
  if (!found) return refuse('the bike is none of your published bikes')
  if (found.available === false) return refuse('the bike is switched off (Available for rent), so the website takes no booking for it')
  if (!isPhuketDate(to)) return refuse('a day is not a date of the calendar')
  const first = firstDayProblem(from, facts.today)
  if (first) return refuse(first)
  if (to < from) return refuse('the last day is before the first day')
  const longest = longestRentalDays(facts.periods) + LINK_MARGIN_DAYS
  if (dayNumber(to) - dayNumber(from) + 1 > longest) return refuse(`the rental would last longer than ${longest} days, more than the longest rental the website offers`)
  if (lang !== undefined && !facts.languages.includes(lang)) return refuse(`the customer's language is none of the website's languages (${facts.languages.join(', ')})`)
  return {ok: true, values: {bikeId: found._id, from, to, reference, ...(lang === undefined ? {} : {language: lang})}}
}

/** What the filled-in rental says about where it came from (the field "From a booking e-mail"). */
export const FILLED_FROM_EMAIL =
  'Filled in from a booking e-mail. Before you publish, tap Check this request in that e-mail and compare the bike, the first day, the last day and the booking reference with the check page (the e-mail\'s lines are the sender\'s words): the website then shows the bike booked on these days.'

/** Said instead when every unit of the bike is out on one of the days (./units.ts). */
export const NO_FREE_UNIT_FROM_EMAIL =
  'Filled in from a booking e-mail, but no unit of this bike is free on every one of these days: Publish names the rental it shares a day with. Move that rental to another unit, choose another bike with the rider, or delete this draft.'

export const refusedFromEmail = (problem: string): string =>
  `Opened from a booking e-mail, but left empty: ${problem}. Fill in the rental from the e-mail itself, or delete this draft.`


export type FleetLinkBike = LinkBike & {units?: readonly Unit[] | null}
export type FleetLinkValues = {bikeId: string; from: string; unit?: string}
export type FleetLinkCheck = {ok: true; values: FleetLinkValues} | {ok: false; problem: string}

/**
 * A free day of the fleet view (the template "rental-prefilled"): its link is an address anyone can
 * craft and send the owner, so it is checked as the e-mail's is before anything is saved. The bike
 * is a published one taking bookings, the first day a day a booking can start, the unit one of
 * the bike's units in service. Anything else opens an empty rental, which is never saved by itself.
 */
export function checkFleetLink(params: unknown, facts: {today: string; bikes: readonly FleetLinkBike[]}): FleetLinkCheck {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return {ok: false, problem: 'the link holds no day'}
  const values = params as Record<string, unknown>
  if (Object.keys(values).some((key) => !['bike', 'from', 'unit'].includes(key)) || Object.values(values).some((value) => typeof value !== 'string')) {
    return {ok: false, problem: 'the link holds something the fleet view never sends'}
  }
  const {bike, from, unit} = values as Record<string, string | undefined>
  if (!bike || !from) return {ok: false, problem: 'the link lacks the bike or the day'}
  const found = facts.bikes.find((candidate) => candidate.slug === bike)
  if (!found) return {ok: false, problem: 'the bike is none of your published bikes'}
  if (found.available === false) return {ok: false, problem: 'the bike is switched off (Available for rent)'}
  const first = firstDayProblem(from, facts.today)
  if (first) return {ok: false, problem: first}
  if (unit && !unitsOf(found.units).some((candidate) => candidate.key === unit && candidate.inService !== false)) {
    return {ok: false, problem: 'the unit is none of this bike\'s units in service'}
  }
  return {ok: true, values: {bikeId: found._id, from, ...(unit ? {unit} : {})}}
}
