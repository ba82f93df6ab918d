// An approximate amount as the page's language writes money (Intl: "¥55", "CN¥55", "610 ₽",
// "US$7.70"): a whole amount without decimals, any other with the currency's cents, as money is
// written ("$5.80", never "$5.8").
import { dateLocale, htmlLang, type Locale } from '../../i18n/locales'
import { approximate, minorDigits } from '../../../rules/currency/approximate'
import type { CurrencyRate } from '../../content/currencies'

const money = (amount: number, code: string, locale: Locale) => {
  const digits = Number.isInteger(amount) ? 0 : minorDigits(code)
  return new Intl.NumberFormat(htmlLang[locale], { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: minorDigits(code) }).format(amount)
}

/** `baht` in the rate's currency, rounded (rules/currency/approximate.ts); null for nothing to show. */
export function formatApproximate(baht: number, rate: CurrencyRate, locale: Locale): string | null {
  const amount = approximate(baht, rate.bahtPerUnit, rate.code)
  return amount === null ? null : money(amount, rate.code, locale)
}

/** One unit of the currency ("¥1", "1 ₽"), the rate's baht ("4.55") and its day, for the rate's note. */
export function rateWords(rate: CurrencyRate, locale: Locale) {
  return {
    unit: money(1, rate.code, locale),
    rate: new Intl.NumberFormat(htmlLang[locale], { maximumFractionDigits: 4 }).format(rate.bahtPerUnit),
    // Noon UTC of the day: the same calendar day wherever the visitor is.
    date: new Intl.DateTimeFormat(dateLocale(locale), { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(Date.parse(`${rate.setOn}T12:00:00Z`)),
  }
}
