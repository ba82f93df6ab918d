// The one code of a booking request that the shop's e-mail carries (the template parameter
// rental_payload): base64url of JSON, no padding, as Sanity's router writes an intent's payload.
// It holds what the request asks for, as the booking form held it: the bike's web id, the pickup
// and return dates as typed, the rental period, the pickup time, the delivery choice, the extras
// with their counts, the cover level and the reference; the language the visitor booked in (`lang`,
// the page's locale, so the owner answers in it); and the days the bike is out (`from`, `to`), under
// the rental's field names, for the Studio's hand-off page (studio/static/add-rental.js), which
// passes only those, the bike, the reference and the language on. Codes written before the
// language travelled have no `lang` and read as before (the shop's inbox keeps those e-mails).
//
// Read by the site's check page (src/features/check/), which prices it by the published rules, and
// by the hand-off page, so the rental filled in is the request checked. Anyone can post any code
// to the e-mail service: decoding takes a stranger's text and refuses anything the website never
// writes, naming what is wrong. Content-free: what the shop offers comes in as arguments
// (checkBookingRequest).
import { isIsoDate } from './calendar'
import { BOOKING_REFERENCE, LINK_MARGIN_DAYS, longestRentalDays, referenceDayIsReal } from './content/rentalLink'
import { PICKUP } from './delivery/charge'
import type { Period } from './periods'
import { occupiedDays, rentalSpan } from './rentalSpan'

/** What the booking form held of the request, as strings ('' for not given). */
export type BookingRequest = {
  bike: string
  startDate: string
  endDate: string
  rentalPeriod: string
  pickupTime: string
  delivery: string
  extras: string
  cover: string
  reference: string
  /** The site's locale the visitor sent it from. */
  language: string
}

/** The code's longest form: a URL fragment, read by the hand-off page with the same bound. */
export const MAX_CODE_CHARS = 600
/** No value a booking sends is longer. */
export const MAX_VALUE_CHARS = 100

// The request's fields under the code's keys; `from` and `to` are the Studio's (the days out).
const FIELDS = {
  bike: 'bike',
  start: 'startDate',
  end: 'endDate',
  period: 'rentalPeriod',
  time: 'pickupTime',
  delivery: 'delivery',
  extras: 'extras',
  cover: 'cover',
  reference: 'reference',
  lang: 'language',
} as const satisfies Record<string, keyof BookingRequest>
type CodeKey = keyof typeof FIELDS | 'from' | 'to'
export const CODE_KEYS: readonly CodeKey[] = ['bike', 'from', 'to', 'reference', 'start', 'end', 'period', 'time', 'delivery', 'extras', 'cover', 'lang']

const CODE = /^[A-Za-z0-9_-]+$/

/** The days the bike is out, as the rental book counts them; null without a pickup date. */
export const daysOut = (request: BookingRequest, periods: readonly Period[]) => occupiedDays(rentalSpan(request, periods))

/** The request → the code: only the values given, then UTF-8 JSON in base64url without padding. */
export function encodeBookingCode(request: BookingRequest, periods: readonly Period[]): string {
  const days = daysOut(request, periods)
  const fields: Partial<Record<CodeKey, string>> = {}
  for (const key of CODE_KEYS) {
    if (key === 'from' || key === 'to') {
      if (days) fields[key] = key === 'from' ? days.from : days.to
    } else if (request[FIELDS[key]]) fields[key] = request[FIELDS[key]]
  }
  const bytes = new TextEncoder().encode(JSON.stringify(fields))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The request, with the days out the code states for the Studio (checked against the rest by checkBookingRequest). */
export type DecodedCode = { request: BookingRequest; days: { from: string; to: string } | null }
export type CodeReading = { ok: true; code: DecodedCode } | { ok: false; problem: string }

const refuse = (problem: string): CodeReading => ({ ok: false, problem })

/** The code → the request, or what is wrong with it. Nothing but the website's own form is read. */
export function decodeBookingCode(code: string): CodeReading {
  if (!code) return refuse('the link carries no code')
  if (code.length > MAX_CODE_CHARS) return refuse(`the code is ${code.length} characters long, more than the website ever writes (${MAX_CODE_CHARS})`)
  if (!CODE.test(code)) return refuse('the code holds characters the website never writes in it')
  let value: unknown
  try {
    const binary = atob(code.replace(/-/g, '+').replace(/_/g, '/'))
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))))
  } catch {
    return refuse('the code does not decode (it was changed or cut short)')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse('the code holds no booking request')
  const entries = Object.entries(value as Record<string, unknown>)
  const unknown = entries.find(([key]) => !(CODE_KEYS as readonly string[]).includes(key))
  if (unknown) return refuse(`the code holds "${unknown[0].slice(0, 20)}", which no booking sends`)
  const odd = entries.find(([, field]) => typeof field !== 'string' || field.length > MAX_VALUE_CHARS)
  if (odd) return refuse(`the code's ${odd[0]} is not a short text, as the website writes it`)
  const fields = value as Partial<Record<CodeKey, string>>
  const request = Object.fromEntries(Object.entries(FIELDS).map(([key, field]) => [field, fields[key as keyof typeof FIELDS] ?? ''])) as BookingRequest
  if (!request.reference) return refuse('the code has no booking reference')
  if (!BOOKING_REFERENCE.test(request.reference)) return refuse(`the reference "${request.reference}" is not one the website makes (PMR-DDMM-XXXX)`)
  if (!referenceDayIsReal(request.reference)) return refuse(`the reference ${request.reference}'s date part is no day of the year (PMR-DDMM-XXXX: the day, then the month)`)
  const { from, to } = fields
  if ((from === undefined) !== (to === undefined)) return refuse('the code has a first day without a last day, or the other way round')
  return { ok: true, code: { request, days: from !== undefined && to !== undefined ? { from, to } : null } }
}

/** What the shop offers, as the published content has it. */
export type ShopOffer = {
  bikes: ReadonlyArray<{ id: string; available?: boolean | null }>
  periods: readonly Period[]
  extras: ReadonlyArray<{ id: string; maxPerBooking: number; fits: readonly string[] }>
  coverLevels: ReadonlyArray<{ id: string }>
  areas: ReadonlyArray<{ id: string }>
  pickupSlots: readonly string[]
  /** The site's languages (src/i18n/locales.ts): the language a request was sent in is one of them. */
  languages: readonly string[]
}

const EXTRA_PART = /^([a-z0-9-]+):(\d{1,2})$/

function extrasProblems(text: string, bike: string, offer: ShopOffer): string[] {
  if (!text) return []
  const seen = new Set<string>()
  return text.split(',').flatMap((part) => {
    const match = EXTRA_PART.exec(part)
    if (!match) return [`extras: "${part}" is not an extra and a count, as the website writes them`]
    const [, id, count] = match as unknown as [string, string, string]
    const extra = offer.extras.find((candidate) => candidate.id === id)
    if (seen.has(id)) return [`extras: "${id}" is named twice`]
    seen.add(id)
    if (!extra) return [`extras: "${id}" is none of the shop's extras`]
    if (extra.fits.length > 0 && !extra.fits.includes(bike)) return [`extras: "${id}" does not fit the bike "${bike}"`]
    if (Number(count) < 1 || Number(count) > extra.maxPerBooking) return [`extras: ${count} x "${id}", but one booking may add 1 to ${extra.maxPerBooking}`]
    return []
  })
}

function daysProblems(code: DecodedCode, offer: ShopOffer): string[] {
  const { request, days } = code
  const problems: string[] = []
  for (const [field, value] of [['pickup date', request.startDate], ['return date', request.endDate]] as const) {
    if (value && !isIsoDate(value)) problems.push(`days: the ${field} "${value}" is not a date of the calendar`)
  }
  if (request.rentalPeriod && !offer.periods.some((period) => period.id === request.rentalPeriod)) {
    problems.push(`days: the rental period "${request.rentalPeriod}" is none of the shop's rental periods`)
  }
  if (problems.length) return problems
  const span = rentalSpan(request, offer.periods)
  if (span.kind === 'reversed') return [`days: the return date (${span.to}) is before the pickup date (${span.from})`]
  const out = occupiedDays(span)
  if (out?.from !== days?.from || out?.to !== days?.to) {
    return [`days: the code says the bike is out ${days ? `${days.from} to ${days.to}` : 'on no day'}, but its dates and period give ${out ? `${out.from} to ${out.to}` : 'no day'}`]
  }
  const longest = longestRentalDays(offer.periods) + LINK_MARGIN_DAYS
  if (span.kind === 'dates' && span.days > longest) return [`days: ${span.days} days, longer than the longest rental the website offers (${longest} days with the margin)`]
  return []
}

/**
 * Everything in the request the shop does not offer, each naming its field: an unknown bike,
 * period, extra, cover level, delivery area, pickup time or language, impossible days. Empty: the website
 * could have sent it.
 */
export function checkBookingRequest(code: DecodedCode, offer: ShopOffer): string[] {
  const { request } = code
  const bike = offer.bikes.find((candidate) => candidate.id === request.bike)
  const problems = [
    ...(!request.bike ? ['bike: the code names no bike'] : !bike ? [`bike: "${request.bike}" is none of the published bikes`] : bike.available === false ? [`bike: "${request.bike}" is switched off (Available for rent)`] : []),
    ...daysProblems(code, offer),
    ...(request.pickupTime && !offer.pickupSlots.includes(request.pickupTime) ? [`pickup time: "${request.pickupTime}" is none of the shop's pickup times`] : []),
    ...(request.delivery && request.delivery !== PICKUP && !offer.areas.some((area) => area.id === request.delivery) ? [`delivery: "${request.delivery}" is none of the shop's delivery areas`] : []),
    ...extrasProblems(request.extras, request.bike, offer),
    ...(request.cover && !offer.coverLevels.some((level) => level.id === request.cover) ? [`cover: "${request.cover}" is none of the shop's cover levels`] : []),
    ...(request.language && !offer.languages.includes(request.language) ? [`language: "${request.language}" is none of the website's languages (${offer.languages.join(', ')})`] : []),
  ]
  return problems
}
