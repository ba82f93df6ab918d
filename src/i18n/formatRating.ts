// A rating as the page's language writes a decimal, always with one digit after it: '4.8', '5.0',
// and '4,8' in Russian. The cards, the hero's bike and the reviews' average read it from here.
import type { IntlShape } from 'react-intl'

export function formatRating(intl: Pick<IntlShape, 'formatNumber'>, rating: number): string {
  return intl.formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
}
