// The seasons (src/generated/seasons.json, every language's names): imported only by the booking
// form's estimate, so they arrive with the form's chunk and never weigh on the page's first load.
import seasonsSnapshot from '../generated/seasons.json'
import type { SeasonsQueryResult } from '../generated/sanity.types'

export type Season = SeasonsQueryResult[number]

export const seasons: readonly Season[] = seasonsSnapshot.items as Season[]
