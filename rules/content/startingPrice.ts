// The headline's and the search description's "from … baht a day" (Shop settings → Starting
// price) against the bikes: the Studio's warning and the website's sync both use this file, with the
// same words. Plain functions and a GROQ text only: no Sanity here.
import type {Problem} from './content'

/** The bike with the lowest "from" price, as its card shows it. */
export type CheapestBike = {name: string; price: number}

/**
 * The bike with the lowest "from" price: its day price, or a lower day price in a season that has
 * not ended by $today, as the website's bikesQuery works out each card's lowestDayPrice
 * (tests/studio/starting-price.test.ts holds the two together).
 */
export const CHEAPEST_BIKE_QUERY = `*[_type == "bike" && !(_id in path("drafts.**"))]{
  name,
  "price": math::min([price] + *[_type == "season" && !(_id in path("drafts.**")) && to >= $today]{
    "price": coalesce(bikePrices[bike._ref == ^.^._id][0].price, round(^.price * (100 + percent) / 100))
  }.price)
} | order(price asc, name asc)[0]`

const baht = (amount: number) => `${amount.toLocaleString('en-US')} baht`

export const startingPriceRules = {
  /**
   * A warning when no bike is as cheap as the starting price: the headline would promise a price
   * nobody can book. The seed keeps the specification's 200 as example content, and says so.
   */
  cheapestBike: (startingPrice: unknown, cheapest: CheapestBike | null | undefined, example = false): Problem => {
    if (typeof startingPrice !== 'number' || !cheapest || cheapest.price <= startingPrice) return null
    const problem = `no bike costs ${baht(startingPrice)} a day: the cheapest is the ${cheapest.name} at ${baht(cheapest.price)} a day (its "from" price on the bike cards), yet the headline and the search-result description say "from ${baht(startingPrice)}". Set the starting price to ${cheapest.price}, or lower a bike's price`
    return example ? `Example content: ${problem}` : `${problem[0].toUpperCase()}${problem.slice(1)}`
  },
} as const
