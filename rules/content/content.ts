// The content rules, written once: the Studio's schema validation and the website's sync both
// import this file, so an owner who publishes through the Studio, the API or a script meets the
// same rules with the same words. Plain functions only: no Sanity here, so the sync (and anything
// else outside the Studio) can import it without pulling the Studio in.
//
// Each check returns the owner-facing message when the value breaks the rule, or null.

import {COUNTRY_CODES, REVIEW_LANGUAGES} from './codes'
import {isHttpsLink, linkSourceProblem, siteUrlProblem} from './urls'

export type Problem = string | null

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/

const PHONE = /^\+?[0-9][0-9 ()-]{5,22}$/
const WHATSAPP = /^[1-9]\d{7,14}$/
const LINE_ID = /^[A-Za-z0-9._-]{2,30}$/

const isWhole = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max

export const settingsRules = {
  phone: (value: unknown): Problem =>
    typeof value === 'string' && PHONE.test(value)
      ? null
      : 'Write the phone number with digits and spaces only, e.g. +66 81 234 5678',
  whatsappNumber: (value: unknown): Problem =>
    typeof value === 'string' && WHATSAPP.test(value)
      ? null
      : 'Use digits only, starting with the country code (66 for Thailand), e.g. 66812345678',
  lineId: (value: unknown): Problem =>
    typeof value === 'string' && LINE_ID.test(value) ? null : 'Write the LINE ID without "@" or spaces, e.g. phuketmoto',
  timeOfDay: (value: unknown): Problem =>
    typeof value === 'string' && TIME_OF_DAY.test(value) ? null : 'Write the time as 24-hour HH:MM, e.g. 08:00 or 20:00',
  /** "HH:MM" strings compare correctly as text; only two readable times are compared. */
  closesAfterOpens: (closesAt: unknown, opensAt: unknown): Problem =>
    typeof closesAt === 'string' && typeof opensAt === 'string' && closesAt <= opensAt
      ? 'Closing time must be later than opening time'
      : null,
  galleryInitialCount: (value: unknown): Problem =>
    isWhole(value, 1, 12) ? null : 'Choose a whole number from 1 to 12',
  siteUrl: siteUrlProblem,
  /** A rental period is a number of days or a number of months, never both. */
  periodLength: (days: unknown, months: unknown): Problem => {
    const noDays = days === undefined || days === null
    const noMonths = months === undefined || months === null
    if (noDays === noMonths) return 'Give the length in days (e.g. 7) or in months (e.g. 1), one of the two'
    if (!noDays && !isWhole(days, 1, 366)) return 'Days must be a whole number from 1 to 366'
    return noMonths || isWhole(months, 1, 24) ? null : 'Months must be a whole number from 1 to 24'
  },
  /**
   * A warning: a period named in months but given in days is priced as days, and its return date is
   * that many days later, not the same date a month later.
   */
  periodInMonths: (id: unknown, days: unknown, months: unknown): Problem => {
    const named = typeof id === 'string' ? /^(\d+)-months?$/.exec(id) : null
    if (!named || (months !== undefined && months !== null) || typeof days !== 'number') return null
    const count = Number(named[1])
    const unit = count === 1 ? 'month' : 'months'
    return `"${id}" is given as ${days} day${days === 1 ? '' : 's'}: give it as ${count} in Months instead, so the return date is the same date ${count} ${unit} later and it costs ${count} ${unit}`
  },
} as const

// A bike's week and month prices, beside its day price. Both are optional: without them the site
// charges days and says longer rates are given on request. The warnings catch typing slips; the
// website never charges more than the days would cost, whatever is entered.
const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1
const baht = (amount: number) => `${amount.toLocaleString('en-US')} baht`

export const bikeRateRules = {
  /** Refused: a rate the estimate could not use. Empty is allowed (no such rate). */
  weekPrice: (value: unknown): Problem =>
    value === undefined || value === null || isPrice(value)
      ? null
      : 'The week price must be a whole number of baht above 0, e.g. 1500, or empty for no week price',
  monthPrice: (value: unknown): Problem =>
    value === undefined || value === null || isPrice(value)
      ? null
      : 'The month price must be a whole number of baht above 0, e.g. 5500, or empty for no month price',
  /** Warnings: each compares two prices that are both readable, and says nothing otherwise. */
  weekAboveDays: (week: unknown, day: unknown): Problem =>
    isPrice(week) && isPrice(day) && week > 7 * day
      ? `The week price is more than 7 days at the day price (${baht(7 * day)}): the website will charge the days instead`
      : null,
  monthAboveDays: (month: unknown, day: unknown): Problem =>
    isPrice(month) && isPrice(day) && month > 30 * day
      ? `The month price is more than 30 days at the day price (${baht(30 * day)}): the website will charge the days instead`
      : null,
  monthBelowWeek: (month: unknown, week: unknown): Problem =>
    isPrice(month) && isPrice(week) && month < week
      ? `The month price is lower than the week price (${baht(week)}): check the two are not swapped`
      : null,
} as const

export type RateWarning = {field: 'weekPrice' | 'monthPrice'; message: string}

/** Every warning about one bike's prices, each with the field it belongs to, in the Studio's order. */
export function bikeRateWarnings(bike: Record<string, unknown>): RateWarning[] {
  const found: Array<[RateWarning['field'], Problem]> = [
    ['weekPrice', bikeRateRules.weekAboveDays(bike.weekPrice, bike.price)],
    ['monthPrice', bikeRateRules.monthAboveDays(bike.monthPrice, bike.price)],
    ['monthPrice', bikeRateRules.monthBelowWeek(bike.monthPrice, bike.weekPrice)],
  ]
  return found.flatMap(([field, message]) => (message ? [{field, message}] : []))
}

// Reviews: what a rider wrote, copied by the owner from a review site or taken down at the shop.
export const REVIEW_SOURCES = ['google', 'tripadvisor', 'facebook', 'in-person'] as const
/** A public rating is read off a page, so a review given in person has none. */
export const PUBLIC_RATING_SOURCES = ['google', 'tripadvisor', 'facebook'] as const
export const MAX_REVIEW_CHARS = 1000
export const MAX_AUTHOR_CHARS = 40
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** Today's date on Phuket (Asia/Bangkok, UTC+7, no daylight saving) as YYYY-MM-DD. */
export function todayOnPhuket(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit'}).formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** A real calendar day: 2026-02-30 has the right shape but no day. */
const isCalendarDate = (value: string): boolean => {
  const day = new Date(`${value}T00:00:00Z`)
  return DATE.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
}

const isOneDecimal = (value: number): boolean => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9
const isIn = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T)

export const reviewRules = {
  text: (value: unknown): Problem =>
    typeof value !== 'string' || value.trim() === ''
      ? 'Paste the words of the review exactly as the rider wrote them'
      : value.length > MAX_REVIEW_CHARS
        ? `A review may have at most ${MAX_REVIEW_CHARS} characters (this one has ${value.length}): choose a shorter one`
        : null,
  language: (value: unknown): Problem =>
    isIn(REVIEW_LANGUAGES, value) ? null : 'Choose the language the review is written in from the list',
  author: (value: unknown): Problem =>
    typeof value === 'string' && value.trim() !== '' && value.length <= MAX_AUTHOR_CHARS
      ? null
      : `Write the rider's first name or initials, e.g. "Anna K." (at most ${MAX_AUTHOR_CHARS} characters)`,
  /** Optional: riders do not always say where they are from. */
  country: (value: unknown): Problem =>
    value === undefined || value === null || COUNTRY_CODES.includes(value as string)
      ? null
      : 'Choose the country from the list, or leave it empty',
  rating: (value: unknown): Problem =>
    isWhole(value, 1, 5) ? null : 'Choose the stars the rider gave: a whole number from 1 to 5',
  date: (value: unknown, now: Date = new Date()): Problem => {
    if (typeof value !== 'string' || !isCalendarDate(value)) return 'Write the day the rider wrote the review as YYYY-MM-DD, e.g. 2026-10-02'
    const today = todayOnPhuket(now)
    return value > today ? `The date cannot be later than today on Phuket (${today})` : null
  },
  source: (value: unknown): Problem =>
    isIn(REVIEW_SOURCES, value) ? null : 'Choose where the rider wrote the review: Google, TripAdvisor, Facebook or in person',
  /** Optional: a review given at the shop has no page to link to. */
  url: (value: unknown): Problem =>
    value === undefined || value === null || isHttpsLink(value)
      ? null
      : 'The link must be a full address starting with https://, e.g. the link from "Share review" on Google Maps',
  /** The link leads to the site the review says it was written on (the words the page shows beside it). */
  urlSite: linkSourceProblem,
} as const

// The rating of the shop's public page, shown instead of the average of the copied reviews.
export const publicRatingRules = {
  source: (value: unknown): Problem =>
    isIn(PUBLIC_RATING_SOURCES, value) ? null : 'Choose the page the rating is from: Google, TripAdvisor or Facebook',
  rating: (value: unknown): Problem =>
    typeof value === 'number' && value >= 1 && value <= 5 && isOneDecimal(value)
      ? null
      : 'Write the rating as the page shows it, from 1.0 to 5.0 with one decimal, e.g. 4.7',
  count: (value: unknown): Problem =>
    isWhole(value, 1, Infinity) ? null : 'Write how many reviews the rating is from: a whole number, e.g. 312',
  url: (value: unknown): Problem =>
    isHttpsLink(value) ? null : 'Paste the address of the page that shows this rating, starting with https://',
  urlSite: linkSourceProblem,
} as const

// The shop on the map: a point as Google Maps gives it ("7.8961, 98.2969": latitude first).
export const locationRules = {
  required: 'Set the shop\'s position on the map: copy its coordinates from Google Maps (Shop settings → Map & reviews)',
  lat: (value: unknown): Problem =>
    typeof value === 'number' && value >= -90 && value <= 90
      ? null
      : 'Latitude must be a number from -90 to 90: the first number Google Maps shows, e.g. 7.8961',
  lng: (value: unknown): Problem =>
    typeof value === 'number' && value >= -180 && value <= 180
      ? null
      : 'Longitude must be a number from -180 to 180: the second number Google Maps shows, e.g. 98.2969',
  /** A warning only: a shop may move, but a point outside Thailand is almost always a typing slip. */
  inThailand: (lat: unknown, lng: unknown): Problem =>
    typeof lat !== 'number' || typeof lng !== 'number' || (lat >= 5.5 && lat <= 20.5 && lng >= 97.3 && lng <= 105.7)
      ? null
      : 'This point is not in Thailand: check latitude and longitude are not swapped',
} as const

// Texts are shown to people as text: the site never renders markup from the content. These catch
// what is surely a paste or an attack rather than a sentence (the build escapes whatever passes).
const MARKUP = /<\s*\/?\s*[A-Za-z!?][^<>]*>/
// C0 and C1 controls except tab, line feed and carriage return (matching them is the point).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
// Embeddings, overrides and isolates: they reorder what a reader sees (a phone number, a price).
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/

/** Why a text meant for people cannot be shown, or null when it can (or when it is not text). */
export function humanTextProblem(text: unknown): Problem {
  if (typeof text !== 'string') return null
  if (MARKUP.test(text)) return 'must be plain text, without markup such as <b> or </title>'
  if (CONTROL.test(text)) return 'must not contain control characters'
  if (BIDI_CONTROL.test(text)) return 'must not contain bidirectional override characters (U+202A–U+202E, U+2066–U+2069)'
  return null
}

/** The Studio shows a whole sentence; the sync puts the field name first ("shopName must be …"). */
export const studioTextMessage = (problem: string): string => `This text ${problem}`
