// The content rules, written once: the Studio's schema validation and the website's sync both
// import this file, so an owner who publishes through the Studio, the API or a script meets the
// same rules with the same words. Plain functions only: no Sanity here, so the sync (and anything
// else outside the Studio) can import it without pulling the Studio in.
//
// Each check returns the owner-facing message when the value breaks the rule, or null.

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
    typeof value === 'string' && LINE_ID.test(value) ? null : 'Write the Line ID without "@" or spaces, e.g. phuketmoto',
  timeOfDay: (value: unknown): Problem =>
    typeof value === 'string' && TIME_OF_DAY.test(value) ? null : 'Write the time as 24-hour HH:MM, e.g. 08:00 or 20:00',
  /** "HH:MM" strings compare correctly as text; only two readable times are compared. */
  closesAfterOpens: (closesAt: unknown, opensAt: unknown): Problem =>
    typeof closesAt === 'string' && typeof opensAt === 'string' && closesAt <= opensAt
      ? 'Closing time must be later than opening time'
      : null,
  galleryInitialCount: (value: unknown): Problem =>
    isWhole(value, 1, 12) ? null : 'Choose a whole number from 1 to 12',
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

/** Images come from Sanity's image CDN (a live dataset) or the site itself (the seed's files). */
export const SANITY_IMAGE_CDN = 'https://cdn.sanity.io/images/'

export function imageUrlProblem(url: string): Problem {
  if (url.startsWith(SANITY_IMAGE_CDN) || /^\/(?![/\\])/.test(url)) return null
  return `must be an image of this site or of Sanity's image CDN (${SANITY_IMAGE_CDN}…)`
}

/** The Studio shows a whole sentence; the sync puts the field name first ("shopName must be …"). */
export const studioTextMessage = (problem: string): string => `This text ${problem}`
