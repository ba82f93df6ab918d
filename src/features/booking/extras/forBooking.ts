// The visitor's extras and cover against the owner's content: what the form offers for the chosen
// bike, what comes free, and the priced choices once the estimate knows the rental's days.
import { extrasContent, type CoverLevel, type Extra, type ExtrasContent } from '../../../content/extras'
import { seasons as contentSeasons, type Season } from '../../../content/seasons'
import type { Estimate } from '../../../../rules/pricing/estimate'
import type { BookingValues } from '../model'
import { chosenCover, chosenExtras, fitsBike } from '../../../../rules/extras/choices'
import { priceChoices, type ExtrasPrice } from '../../../../rules/extras/price'

export type BookingChoices = {
  extras: Array<{ extra: Extra; count: number }>
  cover: CoverLevel | undefined
  /** With the rental's days known (the estimate priced the bike); null otherwise. */
  price: ExtrasPrice<Extra, CoverLevel> | null
}

type Choices = Pick<BookingValues, 'bike' | 'extras' | 'cover'>

export function choicesFor(values: Choices, estimate: Estimate, content: ExtrasContent = extrasContent, seasons: readonly Season[] = contentSeasons): BookingChoices {
  const extras = chosenExtras(values.extras, content.extras, values.bike)
  const cover = chosenCover(values.cover, content.coverLevels)
  const price = estimate.kind === 'ok'
    ? priceChoices(extras, cover, { days: estimate.days, ...(estimate.from ? { from: estimate.from } : {}) }, seasons, content.followSeasons)
    : null
  return { extras, cover, price }
}

/** What every rental of this bike gets free (without a bike: what every bike gets). */
export function includedExtras(bike: string, content: ExtrasContent = extrasContent): Extra[] {
  return content.extras.filter((extra) => extra.included > 0 && (bike ? fitsBike(extra, bike) : extra.fits.length === 0))
}

/** What the extras and cover add to the estimate's total (0 until the days are known). */
export const choicesTotal = (choices: BookingChoices): number => choices.price?.total ?? 0
