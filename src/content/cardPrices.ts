// What a bike's card says of its week and month prices: the lowest and the highest the form charges
// for one week and one month, over every pickup day until the last season that has not ended is
// over (the day's lowest is the card's "from" price, lowestDayPrice). The sync works them out (pipeline/cardPrices.ts) and the Preview does the
// same on the drafts, so the card carries two numbers per length and no pricing code.
export type { CardPrices, PriceSpan } from '../../rules/pricing/cardPrices'
