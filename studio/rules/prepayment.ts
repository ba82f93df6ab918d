// The prepayment and cancellation rules, shared by the Studio's validation and the website's sync:
// the same check, the same words. Plain functions only, no Sanity.
//
// A PromptPay ID is one of the proxies the Thai PromptPay standard (EMVCo merchant-presented QR,
// tag 29) knows: a Thai mobile number (10 digits, 06/08/09…), a national ID or tax ID (13 digits
// whose last is a mod-11 check digit), or an e-wallet ID (15 digits). Spaces, dashes and a leading
// +66 are allowed for reading; the QR carries the digits.

import type {Problem} from './content'

export type PromptPayKind = 'phone' | 'nationalId' | 'eWallet'
export type PromptPayId = {kind: PromptPayKind; digits: string}

export const PREPAYMENT_KINDS = ['none', 'firstDay', 'percent', 'fixed'] as const
export type PrepaymentKind = (typeof PREPAYMENT_KINDS)[number]

const isWholeFrom = (value: unknown, min: number, max = Infinity): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max

/** The mod-11 check digit of a Thai national ID or tax ID (13 digits). */
export function thaiIdCheckDigitOk(digits: string): boolean {
  if (!/^\d{13}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (13 - i)
  return (11 - (sum % 11)) % 10 === Number(digits[12])
}

/** The ID as the QR carries it, or null when it is none of the three kinds. */
export function parsePromptPayId(value: unknown): PromptPayId | null {
  if (typeof value !== 'string' || !/^[+\d][\d -]*$/.test(value.trim())) return null
  let digits = value.replace(/[\s-]/g, '')
  if (digits.startsWith('+66')) digits = `0${digits.slice(3)}`
  if (/^0[689]\d{8}$/.test(digits)) return {kind: 'phone', digits}
  if (thaiIdCheckDigitOk(digits)) return {kind: 'nationalId', digits}
  if (/^\d{15}$/.test(digits)) return {kind: 'eWallet', digits}
  return null
}

const PROMPTPAY_ID_HELP =
  'Write your PromptPay ID: a Thai mobile number (e.g. 081 234 5678), a 13-digit national or tax ID, or a 15-digit e-wallet ID'

export const prepaymentRules = {
  promptPayId: (value: unknown): Problem => {
    if (parsePromptPayId(value)) return null
    const digits = typeof value === 'string' ? value.replace(/[\s-]/g, '').replace(/^\+66/, '0') : ''
    if (/^\d{13}$/.test(digits)) return 'This 13-digit ID fails its check digit: compare it with your ID card or tax certificate, digit by digit'
    if (/^\d{10}$/.test(digits)) return 'A PromptPay phone number is a Thai mobile number starting with 06, 08 or 09, e.g. 081 234 5678'
    return PROMPTPAY_ID_HELP
  },
  kind: (value: unknown): Problem =>
    typeof value === 'string' && (PREPAYMENT_KINDS as readonly string[]).includes(value)
      ? null
      : 'Choose what you ask in advance: nothing, the first day, a percentage of the estimate or a fixed amount',
  /** Needed only for a percentage. */
  percent: (kind: unknown, value: unknown): Problem =>
    kind !== 'percent' || isWholeFrom(value, 1, 100) ? null : 'The percentage must be a whole number from 1 to 100, e.g. 20',
  /** Needed only for a fixed amount; a rental cheaper than it is asked its estimate, never more. */
  amount: (kind: unknown, value: unknown): Problem =>
    kind !== 'fixed' || isWholeFrom(value, 1) ? null : 'The fixed amount must be a whole number of baht, above 0, e.g. 500',
} as const

export const cancellationRules = {
  freeUntilDays: (value: unknown): Problem =>
    isWholeFrom(value, 0, 60)
      ? null
      : 'Free cancellation until how many days before pickup: a whole number from 0 to 60, e.g. 3 (0: free until the day of pickup)',
  keptPercent: (value: unknown): Problem =>
    isWholeFrom(value, 0, 100)
      ? null
      : 'How much of the prepayment you keep after that, in percent: a whole number from 0 to 100, e.g. 100 (all of it)',
  /**
   * The full text, in each language (the keys of a localized value; `_type` is Sanity's), must say
   * the same number of days as the field the page's one line is built from.
   */
  text: (localized: unknown, freeUntilDays: unknown): Problem => {
    if (!localized || typeof localized !== 'object' || !isWholeFrom(freeUntilDays, 0)) return null
    const days = new RegExp(`(^|\\D)${freeUntilDays}(\\D|$)`)
    const silent = Object.entries(localized)
      .filter(([key, text]) => !key.startsWith('_') && typeof text === 'string' && !days.test(text))
      .map(([key]) => key)
    return silent.length === 0
      ? null
      : `The policy text (${silent.join(', ')}) must name the same number of days as "Free cancellation until (days before pickup)": ${freeUntilDays}`
  },
} as const
