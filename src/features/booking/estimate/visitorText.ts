// The estimate in the visitor's language, as the form shows it and as the confirmation e-mail and
// the chat hand-off repeat it: a line per unit and per season, the total, the rule, and "on request"
// when no week or month price applies. The owner's texts (booking.estimate.*), formatted by react-intl.
import type { MessageKey } from '../../../content'
import { defaultLocale, type Locale } from '../../../i18n/locales'
import type { Estimate } from './estimate'
import type { RateLine } from './rates'
import type { SeasonLine } from './seasons'

type Formatting = {
  t: (key: MessageKey, values?: Record<string, string | number>) => string
  formatNumber: (value: number) => string
  /** The language of the season's name (English when not given). */
  locale?: Locale
}

export type EstimateTexts = {
  /** "1 month × 5,500 baht = 5,500 baht", "3 days × 250 baht = 750 baht". */
  lines: string[]
  /** The total; "up to" when it is only an upper bound. */
  total: string
  /** How months, weeks and days were combined: for a week or more of a bike with a week or month price. */
  rule: string | null
  /** The owner's sentence that weekly and monthly prices are given on request. */
  onRequest: string | null
  /** How season days are charged (dates in a season), or that season prices may apply (a period without dates). */
  season: string | null
}

/** "4 days of High season × 325 baht = 1,300 baht". */
function seasonText(line: SeasonLine, { t, formatNumber, locale = defaultLocale }: Formatting): string {
  const season = line.name[locale] || line.name[defaultLocale]
  return t('booking.estimate.season', { days: t('booking.estimate.days', { days: line.count }), season, price: formatNumber(line.price), amount: formatNumber(line.amount) })
}

function lineText(line: RateLine, { t, formatNumber }: Formatting): string {
  const price = formatNumber(line.price)
  const amount = formatNumber(line.amount)
  if (line.unit === 'month') return t('booking.estimate.months', { count: line.count, price, amount })
  if (line.unit === 'week') return t('booking.estimate.weeks', { count: line.count, price, amount })
  return t('booking.estimate.arithmetic', { days: t('booking.estimate.days', { days: line.count }), price, subtotal: amount })
}

export function estimateTexts(estimate: Extract<Estimate, { kind: 'ok' }>, formatting: Formatting): EstimateTexts {
  const { t, formatNumber } = formatting
  const total = formatNumber(estimate.price.total)
  const seasons = estimate.price.seasons ?? []
  return {
    lines: [...estimate.price.lines.map((line) => lineText(line, formatting)), ...seasons.map((line) => seasonText(line, formatting))],
    total: t(estimate.onRequest ? 'booking.estimate.upTo' : 'booking.estimate.total', { total }),
    rule: estimate.ruleApplies ? t('booking.estimate.rule', { dayTotal: formatNumber(estimate.price.dayTotal) }) : null,
    onRequest: estimate.onRequest ? t('booking.estimate.onRequest') : null,
    season: seasons.length ? t('booking.estimate.seasonRule') : estimate.seasonMayApply ? t('booking.estimate.seasonMayApply') : null,
  }
}
