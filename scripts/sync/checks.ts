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
  }
}
