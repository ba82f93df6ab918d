// What a bike's card says of its prices beyond the day price: the lowest and the highest the form
// charges for one day, one week and one month, over every pickup day until the last season that
// has not ended is over. The sync works them out (pipeline/cardPrices.ts) and the Preview does the
// same on the drafts, so the card carries two numbers per length and no pricing code.
export type { CardPrices, PriceSpan } from '../../rules/pricing/cardPrices'
