// A PromptPay ID as the Thai PromptPay standard (EMVCo merchant-presented QR, tag 29) knows it: a
// Thai mobile number (10 digits, 06/08/09…), a national ID or tax ID (13 digits whose last is a
// mod-11 check digit), or an e-wallet ID (15 digits). Spaces, dashes and a leading +66 are allowed
// for reading; the QR carries the digits. No imports: the Studio's and the sync's rule
// (rules/content/prepayment.ts) and the booking form's QR read the ID with this one function.

export type PromptPayKind = 'phone' | 'nationalId' | 'eWallet'
export type PromptPayId = { kind: PromptPayKind; digits: string }

/** The mod-11 check digit of a Thai national ID or tax ID (13 digits). */
export function thaiIdCheckDigitOk(digits: string): boolean {
  if (!/^\d{13}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (13 - i)
  return (11 - (sum % 11)) % 10 === Number(digits[12])
}

/** The digits as typed, without spaces and dashes, a +66 read as the leading 0. */
export const promptPayDigits = (value: string): string => value.replace(/[\s-]/g, '').replace(/^\+66/, '0')

/** The ID as the QR carries it, or null when it is none of the three kinds. */
export function parsePromptPayId(value: unknown): PromptPayId | null {
  if (typeof value !== 'string' || !/^[+\d][\d -]*$/.test(value.trim())) return null
  const digits = promptPayDigits(value)
  if (/^0[689]\d{8}$/.test(digits)) return { kind: 'phone', digits }
  if (thaiIdCheckDigitOk(digits)) return { kind: 'nationalId', digits }
  if (/^\d{15}$/.test(digits)) return { kind: 'eWallet', digits }
  return null
}
