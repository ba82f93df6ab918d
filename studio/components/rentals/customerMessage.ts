// The message to the customer, filled in from the rental: the values each placeholder takes in a
// language (days, times and amounts written as that language writes them, as the website writes
// them: Thai dates in its own calendar, "9:00 AM" in English, "9:00" before Thai น.), and the text
// of one message in it. Free of React, so it is tested as is.
import {fillCustomerMessage, type CustomerMessageKey} from '../../../rules/content/customerMessages'
import {dateLocale, defaultLocale, htmlLang, locales, type Locale as CustomerLanguage} from '../../../src/i18n/locales'
import {isPhuketDate} from '../../../rules/content/rentals'
import {formatSlotTime} from '../../../src/i18n/slotTime'

/** What the rental and the shop know, as the form holds it. */
export type MessageFacts = {
  customer?: unknown
  bike?: string | null
  from?: unknown
  to?: unknown
  pickupTime?: unknown
  place?: unknown
  /** The shop's street address: the handover place of a rental that names none (a pickup at the shop). */
  shopAddress?: string | null
  prepaid?: unknown
  deposit?: unknown
  refund?: unknown
  /** What the added days of an extension cost ({price}); not the rental's own `price`, its whole price. */
  addedDaysPrice?: unknown
  shop?: string | null
}

export type MessageTexts = Partial<Record<CustomerMessageKey, Partial<Record<CustomerLanguage, string>>>>

/** The rental's language when it is one of the site's; otherwise (not written yet) the default, English. */
export const customerLanguage = (value: unknown): CustomerLanguage => ((locales as readonly unknown[]).includes(value) ? (value as CustomerLanguage) : defaultLocale)

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)
const amount = (value: unknown, locale: CustomerLanguage) => (typeof value === 'number' ? new Intl.NumberFormat(htmlLang[locale]).format(value) : undefined)
const day = (value: unknown, locale: CustomerLanguage) =>
  isPhuketDate(value) ? new Intl.DateTimeFormat(dateLocale(locale), {timeZone: 'UTC', day: 'numeric', month: 'long'}).format(new Date(`${value}T00:00:00Z`)) : undefined

export function messageValues(facts: MessageFacts, locale: CustomerLanguage): Record<string, string | undefined> {
  return {
    name: text(facts.customer),
    bike: text(facts.bike),
    from: day(facts.from, locale),
    to: day(facts.to, locale),
    time: text(facts.pickupTime) && formatSlotTime(text(facts.pickupTime) as string, locale),
    place: text(facts.place) ?? text(facts.shopAddress),
    prepaid: amount(facts.prepaid, locale),
    deposit: amount(facts.deposit, locale),
    refund: amount(facts.refund, locale),
    price: amount(facts.addedDaysPrice, locale),
    shop: text(facts.shop),
  }
}

/** The message in a language, filled in; null when Shop settings hold no text for it. */
export function composeMessage(texts: MessageTexts | null | undefined, key: CustomerMessageKey, locale: CustomerLanguage, facts: MessageFacts): string | null {
  const template = texts?.[key]?.[locale]
  return typeof template === 'string' && template.trim() ? fillCustomerMessage(template, messageValues(facts, locale)) : null
}
