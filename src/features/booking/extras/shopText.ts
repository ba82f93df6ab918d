// Extras and cover in English for the shop's e-mail: the `extras` and `cover` template parameters,
// their lines in `price_breakdown` and in `message`. The shop reads English whatever the visitor's
// language; no web id (the owner reads names, as for the bikes and areas).
import { localize } from '../../../content'
import type { CoverLevel, Extra } from '../../../content/extras'
import type { BookingChoices } from './forBooking'
import type { CoverLine, ExtraLine } from '../../../../rules/extras/price'

const baht = (amount: number) => `${amount.toLocaleString('en-US')} THB`
const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`
const item = (extra: Extra, count: number) => `${count} x ${localize(extra.name, 'en')}`
const coverName = (cover: CoverLevel) => localize(cover.name, 'en')

function extraLine(line: ExtraLine<Extra>): string {
  const what = item(line.extra, line.count)
  if (line.days === undefined) return `${what}: ${baht(line.extra.price)} per rental${line.count > 1 ? ' each' : ''} = ${baht(line.amount)}`
  const season = line.seasonal ? ', with season prices' : ''
  const each = line.capped
    ? `${days(line.days)} x ${baht(line.extra.price)}${season} = ${baht(line.each)}, capped at ${baht(line.extra.cap ?? 0)}`
    : `${days(line.days)} x ${baht(line.extra.price)}${season}`
  return `${what}: ${each}${line.count > 1 ? ' each' : ''} = ${baht(line.amount)}`
}

function coverLine(line: CoverLine<CoverLevel>): string {
  const excess = `excess ${baht(line.cover.excess)}`
  if (line.cover.pricePerDay === 0) return `${coverName(line.cover)}: included, ${excess}`
  const season = line.seasonal ? ', with season prices' : ''
  return `${coverName(line.cover)}: ${days(line.days)} x ${baht(line.cover.pricePerDay)}${season} = ${baht(line.amount)}, ${excess}`
}

/** What the customer asked for (template parameter `extras`), priced when the days are known. */
export function describeExtras(choices: BookingChoices): string {
  if (choices.extras.length === 0) return 'None'
  if (!choices.price) return `${choices.extras.map(({ extra, count }) => item(extra, count)).join('; ')} (not priced: no dates or rental period)`
  return choices.price.extras.map(extraLine).join('; ')
}

/** The cover chosen (template parameter `cover`), with its excess. */
export function describeCover(choices: BookingChoices): string {
  const cover = choices.cover
  if (!cover) return 'No cover levels set in the Studio'
  if (choices.price?.cover) return `${coverLine(choices.price.cover)}${cover.isDefault ? ' (the default)' : ''}`
  const price = cover.pricePerDay === 0 ? 'included' : `${baht(cover.pricePerDay)} per day (not priced: no dates or rental period)`
  return `${coverName(cover)}: ${price}, excess ${baht(cover.excess)}${cover.isDefault ? ' (the default)' : ''}`
}

/** The breakdown's lines: each extra and the cover, priced. */
export function choiceBreakdown(choices: BookingChoices): string[] {
  if (!choices.price) return []
  return [...choices.price.extras.map((line) => `Extra: ${extraLine(line)}`), ...(choices.price.cover ? [`Cover: ${coverLine(choices.price.cover)}`] : [])]
}

/** The lines `message` adds after the spec's summary. */
export const choiceMessageLines = (choices: BookingChoices): string[] => [`Extras: ${describeExtras(choices)}`, `Cover: ${describeCover(choices)}`]
