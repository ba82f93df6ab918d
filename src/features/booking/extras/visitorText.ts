// Extras and cover in the visitor's language: the form's options, what comes free, the estimate's
// lines, and the same lines in the confirmation e-mail and the chat hand-off. The owner's texts
// (booking.extras.*, booking.cover.*, booking.estimate.*), formatted by react-intl; the names are the
// owner's content.
import { localize, type MessageKey } from '../../../content'
import type { CoverLevel, Extra } from '../../../content/extras'
import type { Locale } from '../../../i18n/locales'
import { includedExtras, type BookingChoices } from './forBooking'
import type { CoverLine, ExtraLine } from '../../../../rules/extras/price'

export type Formatting = {
  t: (key: MessageKey, values?: Record<string, string | number>) => string
  formatNumber: (value: number) => string
  locale: Locale
}

/** "Top box" for one, "2 × Rain poncho" for more. */
export function itemText(extra: Extra, count: number, { t, locale }: Formatting): string {
  const name = localize(extra.name, locale)
  return count === 1 ? name : t('booking.extras.item', { count, name })
}

/** Items as the language lists them: "2 × Helmet and Top box". */
export const listText = (items: readonly string[], locale: Locale): string => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items)

/** An extra's price beside its name in the form. */
export function extraPriceText(extra: Extra, { t, formatNumber }: Formatting): string {
  const price = formatNumber(extra.price)
  if (extra.unit === 'rental') return t('booking.extras.perRental', { price })
  return extra.cap === null ? t('booking.extras.perDay', { price }) : t('booking.extras.perDayCapped', { price, cap: formatNumber(extra.cap) })
}

/** A cover level as the form offers it: its price and, always, its excess. */
export function coverText(cover: CoverLevel, { t, formatNumber, locale }: Formatting): string {
  const values = { name: localize(cover.name, locale), excess: formatNumber(cover.excess) }
  return cover.pricePerDay === 0 ? t('booking.cover.included', values) : t('booking.cover.paid', { ...values, price: formatNumber(cover.pricePerDay) })
}

/** "Included free: 2 × Helmet", or null when nothing comes free with this bike. */
export function includedText(bike: string, formatting: Formatting): string | null {
  const items = includedExtras(bike).map((extra) => itemText(extra, extra.included, formatting))
  return items.length ? formatting.t('booking.extras.included', { items: listText(items, formatting.locale) }) : null
}

const lengthOf = (days: number, t: Formatting['t']) => t('booking.estimate.days', { days })

function extraLine(line: ExtraLine<Extra>, formatting: Formatting): string {
  const { t, formatNumber } = formatting
  const item = itemText(line.extra, line.count, formatting)
  const amount = formatNumber(line.amount)
  if (line.days === undefined) return t('booking.estimate.extraOnce', { item, amount })
  const days = lengthOf(line.days, t)
  if (line.capped) return t('booking.estimate.extraCapped', { item, days, price: formatNumber(line.extra.price), cap: formatNumber(line.extra.cap ?? 0), count: line.count, amount })
  if (line.seasonal) return t('booking.estimate.extraSeason', { item, days, amount })
  return t('booking.estimate.extraDays', { item, days, price: formatNumber(line.extra.price), amount })
}

function coverLine(line: CoverLine<CoverLevel>, { t, formatNumber, locale }: Formatting): string {
  const values = { name: localize(line.cover.name, locale), excess: formatNumber(line.cover.excess), amount: formatNumber(line.amount), days: lengthOf(line.days, t) }
  if (line.cover.pricePerDay === 0) return t('booking.estimate.coverIncluded', values)
  return line.seasonal ? t('booking.estimate.coverSeason', values) : t('booking.estimate.cover', { ...values, price: formatNumber(line.cover.pricePerDay) })
}

/** The estimate's lines: each extra, then the cover; none until the rental's days are known. */
export function choiceLines(choices: BookingChoices, formatting: Formatting): string[] {
  if (!choices.price) return []
  return [...choices.price.extras.map((line) => extraLine(line, formatting)), ...(choices.price.cover ? [coverLine(choices.price.cover, formatting)] : [])]
}

/** The booking's choices in the summary, with or without prices: "Extras: …" (when any) and "Cover: …, excess …". */
export function choiceSummary(choices: BookingChoices, formatting: Formatting): string[] {
  const { t, locale, formatNumber } = formatting
  const extras = choices.extras.map(({ extra, count }) => itemText(extra, count, formatting))
  const cover = choices.cover
  return [
    ...(extras.length ? [t('booking.summary.extras', { value: listText(extras, locale) })] : []),
    ...(cover ? [t('booking.summary.cover', { name: localize(cover.name, locale), excess: formatNumber(cover.excess) })] : []),
  ]
}
