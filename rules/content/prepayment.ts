// The prepayment and cancellation rules, shared by the Studio's validation and the website's sync:
// the same check, the same words. Plain functions only, no Sanity. The PromptPay ID is read by the
// site's own reader (rules/prepayment/promptPayId.ts), which the booking form's QR uses too.

import {parsePromptPayId, promptPayDigits} from '../prepayment/promptPayId'
import type {Problem} from './content'

export {parsePromptPayId}

export const PREPAYMENT_KINDS = ['none', 'firstDay', 'percent', 'fixed'] as const

const isWholeFrom = (value: unknown, min: number, max = Infinity): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max

const PROMPTPAY_ID_HELP =
  'Write your PromptPay ID: a Thai mobile number (e.g. 081 234 5678), a 13-digit national or tax ID, or a 15-digit e-wallet ID'

export const prepaymentRules = {
  promptPayId: (value: unknown): Problem => {
    if (parsePromptPayId(value)) return null
    const digits = typeof value === 'string' ? promptPayDigits(value) : ''
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
