// The shop's rates for showing prices in other currencies (Shop settings → Other currencies), shared
// by the Studio's validation and the website's sync: the same check, the same words. A rate is
// written as the owner reads it off an exchange board: baht for one unit of the currency
// (1 US dollar = 34.50 baht). The site only ever shows an approximation beside the baht.

import type {Problem} from './content'

/**
 * The currencies the owner may list, with the range of baht per unit that is still plausible: well
 * around the rate of recent years, so a slip (a rate typed the wrong way round, a missing decimal
 * point) is refused, while a real swing of the markets is not.
 */
export const CURRENCY_RANGES = {
  CNY: {name: 'Chinese yuan', low: 2, high: 10},
  RUB: {name: 'Russian rouble', low: 0.1, high: 2},
  USD: {name: 'US dollar', low: 15, high: 70},
  EUR: {name: 'euro', low: 15, high: 80},
  GBP: {name: 'British pound', low: 20, high: 90},
  AUD: {name: 'Australian dollar', low: 10, high: 45},
  INR: {name: 'Indian rupee', low: 0.15, high: 1},
  KRW: {name: 'South Korean won', low: 0.01, high: 0.05},
  JPY: {name: 'Japanese yen', low: 0.1, high: 0.5},
  SGD: {name: 'Singapore dollar', low: 10, high: 50},
  MYR: {name: 'Malaysian ringgit', low: 4, high: 15},
  KZT: {name: 'Kazakh tenge', low: 0.03, high: 0.15},
} as const satisfies Record<string, {name: string; low: number; high: number}>

export type CurrencyCode = keyof typeof CURRENCY_RANGES
export const CURRENCY_CODES = Object.keys(CURRENCY_RANGES) as CurrencyCode[]

export const isCurrencyCode = (value: unknown): value is CurrencyCode =>
  typeof value === 'string' && Object.hasOwn(CURRENCY_RANGES, value)

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** Days from one calendar date (YYYY-MM-DD) to another; the dates are read as UTC days. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)

export const currencyRules = {
  code: (value: unknown): Problem =>
    isCurrencyCode(value) ? null : `Choose the currency from the list: ${CURRENCY_CODES.join(', ')}`,
  /** Baht for one unit of the currency; the currency's range catches a rate typed the wrong way round. */
  bahtPerUnit: (code: unknown, value: unknown): Problem => {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      return 'Write the rate: how many baht one unit of the currency is worth, above 0, e.g. 34.5 for the US dollar'
    }
    if (!isCurrencyCode(code)) return null
    const {name, low, high} = CURRENCY_RANGES[code]
    if (value >= low && value <= high) return null
    const flipped = 1 / value >= low && 1 / value <= high ? ` Written the other way round? 1 ${name} = ${+(1 / value).toPrecision(4)} baht` : ''
    return `A rate of ${value} baht for 1 ${name} cannot be right: it is usually between ${low} and ${high} baht.${flipped}`
  },
  /** The day the rate was set: a date, and not later than today (the Phuket date of the check). */
  setOn: (value: unknown, today: string): Problem => {
    if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(value))) {
      return 'Write the date you set this rate, e.g. 2026-11-20'
    }
    return daysBetween(value, today) < 0 ? `The date you set this rate (${value}) is after today (${today})` : null
  },
  /** Needed once a currency is listed. */
  warnAfterDays: (value: unknown, listed: boolean): Problem =>
    !listed || typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 365
      ? null
      : 'Warn after how many days: a whole number from 1 to 365, e.g. 14',
  /** Each currency once: the page shows one rate for it. */
  uniqueCodes: (rates: readonly unknown[]): Problem => {
    const codes = rates.map((rate) => (rate && typeof rate === 'object' ? (rate as {code?: unknown}).code : undefined)).filter(isCurrencyCode)
    const twice = codes.find((code, i) => codes.indexOf(code) !== i)
    return twice ? `${twice} is listed twice: keep one rate for it` : null
  },
  /** A warning, not an error: an old rate still shows, marked with its date. */
  stale: (setOn: unknown, warnAfterDays: unknown, today: string): Problem => {
    if (typeof setOn !== 'string' || !DATE.test(setOn) || typeof warnAfterDays !== 'number') return null
    const age = daysBetween(setOn, today)
    return age > warnAfterDays
      ? `This rate was set ${age} days ago (${setOn}), more than the ${warnAfterDays} days you allow: check it and set today's rate and date`
      : null
  },
} as const
