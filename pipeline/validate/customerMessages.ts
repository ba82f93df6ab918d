// The messages to customers (Shop settings → Messages to customers), checked as the Studio checks
// them (rules/content/customerMessages.ts): each language written, with only the message's
// placeholders and the same ones as its English. Never shipped: the Studio alone sends them. A
// message not written at all is allowed (the rental's panel asks for it); one begun must be whole.
import { CUSTOMER_MESSAGE_KEYS, customerMessageProblem } from '../../rules/content/customerMessages.ts'
import { defaultLocale, locales } from '../../src/i18n/locales.ts'
import { isRecord, Report } from './checks.ts'

export function validateCustomerMessages(result: unknown, problems: string[]): void {
  if (result === null || result === undefined) return
  const r = new Report(problems, 'siteSettings')
  const messages = isRecord(result) ? result : {}
  for (const key of CUSTOMER_MESSAGE_KEYS) {
    const message = messages[key]
    if (message === null || message === undefined) continue
    const texts = isRecord(message) ? message : {}
    for (const locale of locales) {
      const english = locale === defaultLocale ? undefined : texts[defaultLocale]
      r.rule(`customerMessages.${key}.${locale}`, customerMessageProblem(key, texts[locale], english), texts[locale])
    }
  }
}
