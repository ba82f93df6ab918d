// The headline's starting price against the bikes: the Studio's query for the cheapest bike
// (rules/content/startingPrice.ts) finds the lowest "from" price the sync's bikesQuery gives the cards,
// over the seed and over a cheaper season until its last day (the Phuket date pinned here); the
// warning's words, and the sync's warning in the same words.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHEAPEST_BIKE_QUERY, startingPriceRules } from '../../rules/content/startingPrice.ts'
import { bikesQuery } from '../../pipeline/queries.ts'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { SYNC_DAY } from '../../pipeline/fixtures.ts'
import { fetchContent } from '../../pipeline/run.ts'
import { createSeedSource, evaluateGroq, loadSeedDataset } from '../../pipeline/sources/seed-source.ts'
import { settingsWarnings } from '../../pipeline/validate/settings.ts'

const SEED = path.join(REPO_ROOT, 'studio', 'seed')
const lowSeason = {
  _id: 'season.low-2027', _type: 'season', name: { _type: 'localizedString', en: 'Low season' }, from: '2027-05-01', to: '2027-10-31', percent: -25,
  bikePrices: [{ _key: 'nmax', _type: 'seasonBikePrice', bike: { _type: 'reference', _ref: 'bike.yamaha-nmax' }, price: 199 }],
}

async function cheapest(extra: unknown[], today: string) {
  const dataset = [...(await loadSeedDataset(SEED)).documents, ...extra]
  const studio = (await evaluateGroq(dataset, CHEAPEST_BIKE_QUERY, { today })) as { name: string; price: number }
  const cards = (await evaluateGroq(dataset, bikesQuery, { today })) as Array<{ name: string; lowestDayPrice: number }>
  return { studio, lowestCard: Math.min(...cards.map((bike) => bike.lowestDayPrice)) }
}

describe('the cheapest bike, as the Studio finds it', () => {
  it('is the seed\'s Honda PCX at 250, the lowest "from" price of the cards', async () => {
    const { studio, lowestCard } = await cheapest([], SYNC_DAY.today)
    expect(studio).toEqual({ name: 'Honda PCX 150', price: 250 })
    expect(lowestCard).toBe(250)
  })

  it('counts a cheaper season until its last day, as the cards do', async () => {
    for (const [today, price] of [['2027-04-30', 188], ['2027-10-31', 188], ['2027-11-01', 250]] as const) {
      const { studio, lowestCard } = await cheapest([lowSeason], today)
      expect(studio.price, today).toBe(price)
      expect(lowestCard, today).toBe(price)
    }
  })
})

describe('startingPriceRules.cheapestBike', () => {
  const pcx = { name: 'Honda PCX 150', price: 250 }

  it('warns when no bike is as cheap, naming the cheapest and its price', () => {
    expect(startingPriceRules.cheapestBike(200, pcx)).toBe(
      'No bike costs 200 baht a day: the cheapest is the Honda PCX 150 at 250 baht a day (its "from" price on the bike cards), yet the headline and the search-result description say "from 200 baht". Set the starting price to 250, or lower a bike\'s price',
    )
    expect(startingPriceRules.cheapestBike(200, pcx, true)).toMatch(/^Example content: no bike costs 200 baht a day: the cheapest is the Honda PCX 150 at 250 baht/)
  })

  it('says nothing when a bike costs that much or less, or when there is nothing to compare', () => {
    expect(startingPriceRules.cheapestBike(250, pcx)).toBeNull()
    expect(startingPriceRules.cheapestBike(300, pcx)).toBeNull()
    expect(startingPriceRules.cheapestBike(200, null)).toBeNull()
    expect(startingPriceRules.cheapestBike(undefined, pcx)).toBeNull()
  })
})

it('the sync warns about the seed\'s 200 in the Studio\'s words, as example content', async () => {
  const content = await fetchContent(await createSeedSource(SEED), SYNC_DAY)
  expect(settingsWarnings(content.settings, content.bikes)).toEqual([
    `siteSettings: startingPrice: ${startingPriceRules.cheapestBike(200, { name: 'Honda PCX 150', price: 250 }, true)}`,
  ])
})
