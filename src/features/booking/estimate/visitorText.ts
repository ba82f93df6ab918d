// The estimate in the visitor's language, as the form shows it and as the confirmation e-mail and
// the chat hand-off repeat it: a line per unit and per season, the total, the one line of the rule,
// "on request" when no week or month price applies, and by when the bike is due back with the
// owner's sentence on a late return. The owner's texts (booking.estimate.*), formatted by react-intl.
import { localize, type MessageKey } from '../../../content'
import { delivery } from '../../../content/delivery'
import { defaultLocale, htmlLang, type Locale } from '../../../i18n/locales'
import { formatDate, formatDateRange, formatSlotTime } from '../dates'
import type { Estimate } from '../../../../rules/pricing/estimate'
import type { RateLine } from '../../../../rules/pricing/rates'
import type { SeasonalPrice, SeasonLine } from '../../../../rules/pricing/seasons'

type Formatting = {
  t: (key: MessageKey, values?: Record<string, string | number>) => string
  formatNumber: (value: number) => string
  /** The language of the season's name and of dates (English when not given). */
  locale?: Locale
}

export type EstimateTexts = {
  /** "1 month × 5,500 baht = 5,500 baht", "High season, 16 days (…): +30% of 3,500 baht = +1,050 baht". */
  lines: string[]
  /** The total; "up to" when it is only an upper bound. */
  total: string
  /** How the total was worked out, in one line: for a week or more with week or month prices, or with a season. */
  rule: string | null
  /** The owner's sentence that weekly and monthly prices are given on request. */
  onRequest: string | null
  /** That season prices may apply (a period without dates). */
  season: string | null
  /** By when the bike is due back (with dates), and the owner's sentence on a late return. */
  dueBack: string[]
}

/** "+1,050" or "−300": what a season adds or takes off. */
const signed = (amount: number, formatNumber: (value: number) => string) => (amount < 0 ? `−${formatNumber(-amount)}` : `+${formatNumber(amount)}`)

/**
 * "+30%", "+35.7%", "−20 %": the season's change as the visitor's language writes a percentage,
 * with the true minus sign the amounts beside it use (Intl writes a hyphen-minus in most languages).
 */
const percent = (change: number, locale: Locale) =>
  new Intl.NumberFormat(htmlLang[locale], { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 }).format(change / 100).replace('-', '−')

function seasonText(line: SeasonLine, { t, formatNumber, locale = defaultLocale }: Formatting): string {
  const common = {
    season: line.name[locale] || line.name[defaultLocale],
    days: t('booking.estimate.days', { days: line.count }),
    dates: formatDateRange(line.from, line.to, locale),
    base: formatNumber(line.base),
    amount: signed(line.amount, formatNumber),
  }
  if (line.seasonal !== undefined) return t('booking.estimate.seasonOwnRates', { ...common, seasonal: formatNumber(line.seasonal) })
  return t('booking.estimate.season', { ...common, change: percent(line.change, locale) })
}

function lineText(line: RateLine, { t, formatNumber }: Formatting): string {
  const price = formatNumber(line.price)
  const amount = formatNumber(line.amount)
  if (line.unit === 'month') return t('booking.estimate.months', { count: line.count, price, amount })
  if (line.unit === 'week') return t('booking.estimate.weeks', { count: line.count, price, amount })
  return t('booking.estimate.arithmetic', { days: t('booking.estimate.days', { days: line.count }), price, subtotal: amount })
}

/** The lines of the two bounds (rules/pricing/seasons.ts), when either changed the total. */
function boundTexts(price: SeasonalPrice, { t, formatNumber }: Formatting): string[] {
  const floor = price.floor
    ? [t('booking.estimate.floor', { amount: signed(price.floor.amount, formatNumber), days: t('booking.estimate.days', { days: price.floor.days }) })]
    : []
  const cap = price.cap ? [t('booking.estimate.cap', { amount: signed(-price.cap, formatNumber), dayTotal: formatNumber(price.dayTotal) })] : []
  return [...floor, ...cap]
}

/** "Due back by January 15, 2027, 10:00 AM (Phuket time)." and the owner's sentence on a late return. */
function dueBackTexts(estimate: Extract<Estimate, { kind: 'ok' }>, { t, locale = defaultLocale }: Formatting): string[] {
  if (!estimate.dueBack) return []
  const date = formatDate(estimate.dueBack.date, locale, 'long')
  const due = estimate.dueBack.time
    ? t('booking.estimate.dueBack', { date, time: formatSlotTime(estimate.dueBack.time, locale) })
    : t('booking.estimate.dueBackDay', { date })
  const late = localize(delivery.lateReturn, locale)
  return [due, ...(late ? [late] : [])]
}

/** "30 days", or "1 month" for a period of months chosen without dates. */
export function lengthText(estimate: Extract<Estimate, { kind: 'ok' }>, t: Formatting['t']): string {
  return estimate.months ? t('booking.estimate.monthsLength', { months: estimate.months }) : t('booking.estimate.days', { days: estimate.days })
}

export function estimateTexts(estimate: Extract<Estimate, { kind: 'ok' }>, formatting: Formatting): EstimateTexts {
  const { t, formatNumber } = formatting
  const seasons = estimate.price.seasons ?? []
  const rule = [
    ...(estimate.ruleApplies ? [t('booking.estimate.rule', { dayTotal: formatNumber(estimate.price.dayTotal) })] : []),
    ...(seasons.length ? [t('booking.estimate.seasonRule')] : []),
  ]
  return {
    lines: [
      ...estimate.price.lines.map((line) => lineText(line, formatting)),
      ...seasons.map((line) => seasonText(line, formatting)),
      ...boundTexts(estimate.price, formatting),
    ],
    total: t(estimate.onRequest ? 'booking.estimate.upTo' : 'booking.estimate.total', { total: formatNumber(estimate.price.total) }),
    rule: rule.length ? rule.join(' ') : null,
    onRequest: estimate.onRequest ? t('booking.estimate.onRequest') : null,
    season: estimate.seasonMayApply ? t('booking.estimate.seasonMayApply') : null,
    dueBack: dueBackTexts(estimate, formatting),
  }
}
