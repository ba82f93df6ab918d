// Small predicates and message formatting shared by the validators, so every error reads alike:
// `<document>: <field> must be <rule> (got <value>)`.
import { isRecord } from './ndjson.ts'

export { isRecord }

export const LOCALES = ['en', 'zh', 'th'] as const

export function got(value: unknown): string {
  if (value === undefined || value === null) return 'got nothing'
  return `got ${typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value)}`
}

export function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

export function isWholeNumber(value: unknown, min = -Infinity, max = Infinity): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
}

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

// Texts are shown to people as text: the site never renders markup from the content. These catch
// what is surely a paste or an attack rather than a sentence (the build escapes whatever passes).
const MARKUP = /<\s*\/?\s*[A-Za-z!?][^<>]*>/
// C0 and C1 controls except tab, line feed and carriage return (matching them is the point).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
// Embeddings, overrides and isolates: they reorder what a reader sees (a phone number, a price).
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/

/** Why a text meant for people cannot be shown, or null when it can. */
export function humanTextProblem(text: string): string | null {
  if (MARKUP.test(text)) return 'must be plain text, without markup such as <b> or </title>'
  if (CONTROL.test(text)) return 'must not contain control characters'
  if (BIDI_CONTROL.test(text)) return 'must not contain bidirectional override characters (U+202A–U+202E, U+2066–U+2069)'
  return null
}

/** Images come from Sanity's image CDN (a live dataset) or the site itself (the seed's files). */
export const SANITY_IMAGE_CDN = 'https://cdn.sanity.io/images/'

export function imageUrlProblem(url: string): string | null {
  if (url.startsWith(SANITY_IMAGE_CDN) || /^\/(?![/\\])/.test(url)) return null
  return `must be an image of this site or of Sanity's image CDN (${SANITY_IMAGE_CDN}…)`
}
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** Collects problems for one document, prefixing each with its name. */
export class Report {
  constructor(
    private readonly problems: string[],
    private readonly doc: string,
  ) {}

  add(message: string): void {
    this.problems.push(`${this.doc}: ${message}`)
  }

  text(field: string, value: unknown): void {
    if (!isText(value)) this.add(`${field} is required (${got(value)})`)
    else this.humanText(field, value)
  }

  humanText(field: string, value: string): void {
    const problem = humanTextProblem(value)
    if (problem) this.add(`${field} ${problem} (${got(value)})`)
  }

  imageUrl(field: string, url: string): void {
    const problem = imageUrlProblem(url)
    if (problem) this.add(`${field} ${problem} (${got(url)})`)
  }

  whole(field: string, value: unknown, min: number, max: number, rule: string): void {
    if (!isWholeNumber(value, min, max)) this.add(`${field} must be ${rule} (${got(value)})`)
  }

  optionalBoolean(field: string, value: unknown): void {
    if (value !== null && value !== undefined && typeof value !== 'boolean') {
      this.add(`${field} must be true or false (${got(value)})`)
    }
  }

  /** A localizedString: reports every missing language in one line. */
  localized(field: string, value: unknown): void {
    const missing = LOCALES.filter((l) => !isRecord(value) || !isText(value[l]))
    if (missing.length) this.add(`${field} is missing ${missing.join(', ')}`)
    for (const locale of LOCALES) {
      const text = isRecord(value) ? value[locale] : undefined
      if (isText(text)) this.humanText(`${field}.${locale}`, text)
    }
  }
}
