// The bikes as the cards need them: each with its card prices (src/content/cardPrices.ts) priced by
// the estimate over the seasons, from the Phuket date of the run. After validation: the prices
// assume valid bikes and seasons.
import type { CardPrices } from '../src/content/cardPrices.ts'
import type { Season } from '../src/content/seasons.ts'
import { cardPrices } from '../rules/pricing/cardPrices.ts'

type SyncedBike = { id: string; price: number; weekPrice?: number | null; monthPrice?: number | null }

export function withCardPrices<B extends SyncedBike>(bikes: readonly B[], seasons: readonly Season[], today: string): Array<B & { prices: CardPrices }> {
  return bikes.map((bike) => ({ ...bike, prices: cardPrices(bike, seasons, today) }))
}
