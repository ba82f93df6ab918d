// The card's "from" price (bikesQuery's lowestDayPrice, computed in GROQ) against the estimate's own
// season pricing (seasonDayPrice): over the seed's seasons, which only raise prices, and over a low
// season that lowers every bike by a percentage and one bike to a price of its own, counted until
// its last day as the Phuket date of the run ($today, pinned here) says.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { bikesQuery, seasonsQuery } from './queries.ts'
import { seasonRatesFor } from '../rules/pricing/seasons.ts'
import type { Season } from '../src/content/seasons.ts'
import { REPO_ROOT } from './cli.ts'
import { evaluateGroq, loadSeedDataset } from './sources/seed-source.ts'

type Bike = { id: string; price: number; lowestDayPrice: number | null }

const lowSeason = (percent: number) => ({
  _id: 'season.low-2027', _type: 'season', name: { _type: 'localizedString', en: 'Low season' }, from: '2027-05-01', to: '2027-10-31', percent,
  bikePrices: [{ _key: 'nmax', _type: 'seasonBikePrice', bike: { _type: 'reference', _ref: 'bike.yamaha-nmax' }, price: 199 }],
})

/** Before the low season and every seed season. */
const TODAY = '2026-11-26'

async function priced(extra: unknown[], today = TODAY) {
  const { documents } = await loadSeedDataset(path.join(REPO_ROOT, 'studio', 'seed'))
  const dataset = [...documents, ...extra]
  const bikes = (await evaluateGroq(dataset, bikesQuery, { today })) as Bike[]
  const seasons = (await evaluateGroq(dataset, seasonsQuery)) as Season[]
  return { bikes, seasons }
}

/** What the estimate would charge a day at its cheapest: the day price or a cheaper season's. */
const cheapestDay = (bike: Bike, seasons: readonly Season[]) => Math.min(bike.price, ...seasonRatesFor(bike, seasons).map((rate) => rate.price))

describe("the card's from price", () => {
  it("is the day price when every season raises it (the seed's high season and Songkran)", async () => {
    const { bikes, seasons } = await priced([])
    expect(seasons.length).toBeGreaterThan(0)
    for (const bike of bikes) expect(bike.lowestDayPrice, bike.id).toBe(bike.price)
  })

  it("is a cheaper season's day price, as the estimate charges it, with rounding to whole baht", async () => {
    // -17 % of 250 is 207.5 and of 1,200 is 996: rounding must agree with the estimate's.
    for (const percent of [-20, -17, -33]) {
      const { bikes, seasons } = await priced([lowSeason(percent)])
      for (const bike of bikes) expect(bike.lowestDayPrice, `${bike.id} at ${percent} %`).toBe(cheapestDay(bike, seasons))
      expect(bikes.find((bike) => bike.id === 'yamaha-nmax')?.lowestDayPrice).toBe(199)
    }
  })

  it('counts a season until its last day, Phuket date of the run, and no longer after it', async () => {
    const pcx = async (today: string) => (await priced([lowSeason(-20)], today)).bikes.find((bike) => bike.id === 'honda-pcx')?.lowestDayPrice
    expect(await pcx('2027-05-01')).toBe(200)
    expect(await pcx('2027-10-31')).toBe(200)
    expect(await pcx('2027-11-01')).toBe(250)
  })

  it('leaves out draft seasons', async () => {
    const { bikes } = await priced([{ ...lowSeason(-50), _id: 'drafts.season.low-2027' }])
    expect(bikes.find((bike) => bike.id === 'honda-pcx')?.lowestDayPrice).toBe(250)
  })
})
