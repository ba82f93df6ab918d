// The messages the owner sends a customer as a rental moves on (Shop settings → Messages to
// customers), in the customer's language, filled in from the rental and opened in WhatsApp, LINE,
// SMS or e-mail. Each message has a fixed set of placeholders the Studio fills; the Studio and the
// sync refuse any other, and a language that drops or adds one against the English (as the
// website's texts are checked). Plain `{name}` placeholders: a message is sent once, by hand, and
// needs no plurals.
import type {Problem} from './content'
import type {RentalStage} from './rentalStages'

export const CUSTOMER_MESSAGE_KEYS = ['held', 'confirmed', 'returnReminder', 'cancelled', 'cancelledNoRefund', 'extended'] as const
export type CustomerMessageKey = (typeof CUSTOMER_MESSAGE_KEYS)[number]

export const CUSTOMER_MESSAGES: Record<CustomerMessageKey, {title: string; when: string; placeholders: readonly string[]}> = {
  held: {title: 'Prepayment received, bike held', when: 'when the prepayment comes in', placeholders: ['{name}', '{bike}', '{from}', '{to}', '{prepaid}', '{shop}']},
  confirmed: {title: 'Confirmed: day, time and place', when: 'once the rental is confirmed', placeholders: ['{name}', '{bike}', '{from}', '{time}', '{place}', '{deposit}', '{shop}']},
  returnReminder: {title: 'Reminder the day before the return', when: 'the day before the last day', placeholders: ['{name}', '{bike}', '{to}', '{time}', '{place}', '{shop}']},
  cancelled: {title: 'Cancelled, with the refund', when: 'when the rental is cancelled with a refund', placeholders: ['{name}', '{bike}', '{from}', '{refund}', '{shop}']},
  // No "Refund: 0 baht": with nothing to give back the message says nothing of a refund, which is
  // true whether the prepayment was kept under the policy or never paid.
  cancelledNoRefund: {title: 'Cancelled, nothing to refund', when: 'when the rental is cancelled and nothing is given back', placeholders: ['{name}', '{bike}', '{from}', '{shop}']},
  // {to} is the new last day, {price} what the added days cost: the rental's extension card offers
  // it, the one place that knows that price (studio/components/rentals/ExtensionInput.tsx).
  extended: {title: 'Extension, with the price of the added days', when: 'when you move the last day later and the bike is free', placeholders: ['{name}', '{bike}', '{to}', '{price}', '{shop}']},
}

/**
 * The messages the rental's message picker offers: all but the extension's. Its {price} is the
 * added days' price, known only while the form's last day is later than the published one (the
 * extension card works it out, and offers the message there); once the extension is published the
 * rental no longer knows which days were added, so the picker could only send "…" for the price.
 */
export const PICKER_MESSAGE_KEYS: readonly CustomerMessageKey[] = CUSTOMER_MESSAGE_KEYS.filter((key) => key !== 'extended')

/** The message a stage offers first (the owner may pick another). */
export const MESSAGE_FOR_STAGE: Record<RentalStage, CustomerMessageKey> = {
  request: 'held',
  held: 'held',
  confirmed: 'confirmed',
  out: 'returnReminder',
  returned: 'returnReminder',
  cancelled: 'cancelled',
}

/** The message a rental offers first: its stage's, and for a cancelled one without a refund the one that names none. */
export const messageForRental = (stage: RentalStage, refund: unknown): CustomerMessageKey =>
  stage === 'cancelled' && !(typeof refund === 'number' && refund > 0) ? 'cancelledNoRefund' : MESSAGE_FOR_STAGE[stage]

const ANY_PLACEHOLDER = /\{[^{}]*\}/g
const placeholdersOf = (text: string) => [...new Set([...text.matchAll(ANY_PLACEHOLDER)].map((match) => match[0]))].sort()

/** The owner-facing problem with one language of a message, or null; `english` is the message's English, when written. */
export function customerMessageProblem(key: CustomerMessageKey, text: unknown, english?: unknown): Problem {
  if (typeof text !== 'string' || text.trim() === '') return 'Write the message in this language'
  const allowed = CUSTOMER_MESSAGES[key].placeholders
  const found = placeholdersOf(text)
  const unknown = found.filter((p) => !allowed.includes(p))
  if (unknown.length) return `Unknown placeholder ${unknown.join(', ')}: this message may use ${allowed.join(', ')}`
  if (typeof english === 'string' && english.trim() !== '') {
    const wanted = placeholdersOf(english).filter((p) => allowed.includes(p))
    const missing = wanted.filter((p) => !found.includes(p))
    const extra = found.filter((p) => !wanted.includes(p))
    if (missing.length || extra.length)
      return `Use the same placeholders as the English (${wanted.join(', ') || 'none'}): ${[missing.length ? `missing ${missing.join(', ')}` : '', extra.length ? `not in the English ${extra.join(', ')}` : ''].filter(Boolean).join('; ')}`
  }
  return null
}

/** The message with its placeholders filled; a value not known leaves "…", never a raw placeholder. */
export const fillCustomerMessage = (text: string, values: Partial<Record<string, string>>): string =>
  text.replace(ANY_PLACEHOLDER, (placeholder) => values[placeholder.slice(1, -1)] || '…')

export type ContactLink = {app: 'WhatsApp' | 'LINE' | 'SMS' | 'E-mail'; href: string}

/**
 * The links that open the message ready to send: WhatsApp and SMS to the customer's number, e-mail
 * to their address; LINE with the text, to pick the chat in (a LINE ID cannot be messaged by link).
 */
export function contactLinks(contact: {phone?: string | null; email?: string | null}, text: string, subject: string): ContactLink[] {
  const body = encodeURIComponent(text)
  const digits = (contact.phone ?? '').replace(/[^\d+]/g, '')
  const links: ContactLink[] = []
  if (digits) links.push({app: 'WhatsApp', href: `https://wa.me/${digits.replace(/^\+/, '')}?text=${body}`})
  links.push({app: 'LINE', href: `https://line.me/R/msg/text/?${body}`})
  if (digits) links.push({app: 'SMS', href: `sms:${digits}?body=${body}`})
  if (contact.email) links.push({app: 'E-mail', href: `mailto:${encodeURIComponent(contact.email.trim())}?subject=${encodeURIComponent(subject)}&body=${body}`})
  return links
}

const PHONE = /^\+?[\d\s()-]{6,20}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The rental's way to reach the customer: optional, private (its language is one of the site's: studio/schemaTypes/rentalStage.ts). */
export const contactRules = {
  phone: (value: unknown): Problem =>
    value === undefined || value === null || value === '' || (typeof value === 'string' && PHONE.test(value.trim()))
      ? null
      : 'Write the number with its country code, e.g. +7 912 345 6789 (WhatsApp and SMS use it)',
  email: (value: unknown): Problem =>
    value === undefined || value === null || value === '' || (typeof value === 'string' && EMAIL.test(value.trim())) ? null : 'Write the e-mail address, e.g. anna@example.com',
} as const
