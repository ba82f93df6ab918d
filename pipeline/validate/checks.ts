// Small predicates and message formatting shared by the validators, so every error reads alike:
// `<document>: <field> must be <rule> (got <value>)`.
import { isRecord } from '../sources/ndjson.ts'

export { isRecord }

import { locales as LOCALES } from '../../src/i18n/locales.ts'

export { LOCALES }

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

// The rules the Studio applies too live in one module both import.
export { humanTextProblem, TIME_OF_DAY as TIME } from '../../rules/content/content.ts'
export { imageUrlProblem, SANITY_IMAGE_CDN } from '../../rules/content/urls.ts'
import { humanTextProblem } from '../../rules/content/content.ts'
import { imageUrlProblem } from '../../rules/content/urls.ts'


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

  /** A shared rule's owner-facing message, exactly as the Studio shows it, after the field's name. */
  rule(field: string, problem: string | null, value: unknown): void {
    if (problem) this.add(`${field}: ${problem} (${got(value)})`)
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
