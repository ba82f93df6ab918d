// What a bike's card says of its prices beyond the day price: the lowest and the highest the form
// charges for one day, one week and one month, over every pickup day until the last season that
// has not ended is over. The sync works them out (pipeline/cardPrices.ts) and the Preview does the
// same on the drafts, so the card carries two numbers per length and no pricing code.

/** The lowest and the highest price a rental of one length costs, whatever its pickup day. */
export type PriceSpan = { from: number; to: number }

export type CardPrices = {
  day: PriceSpan
  /** Absent when the bike has no week price: the card then shows none. */
  week: PriceSpan | null
  /** Absent when the bike has no month price. */
  month: PriceSpan | null
}
