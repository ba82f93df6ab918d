// The card's "from" and "in season: up to" prices against the form itself: a pickup date with the
// rental period of a day, a week or a month, priced by estimatePrice on every pickup day of the next
// year and a half. Every total the form gives lies between the card's two numbers, and each number
// is one the form gives on some date.
import { describe, expect, it } from 'vitest'
import { bikes, settings } from '../../src/content'
import { seasons, type Season } from '../../src/content/seasons'
import { addDays } from '../calendar'
import { cardPrices } from './cardPrices'
import { estimatePrice, ratesOf } from './estimate'

const TODAY = '2026-11-27'
const PERIODS = { day: '1-day', week: '7-days', month: '1-month' } as const

function formTotals(bike: (typeof bikes)[number], allSeasons: readonly Season[], period: string): number[] {
  const rates = ratesOf(bike, allSeasons.filter((season) => season.to >= TODAY))
  const totals: number[] = []
  for (let day = 0; day < 550; day++) {
    const estimate = estimatePrice({ rates, startDate: addDays(TODAY, day)!, endDate: '', rentalPeriod: period }, settings.rentalPeriods)
    if (estimate.kind !== 'ok') throw new Error(`no estimate for ${bike.id} ${period}`)
    totals.push(estimate.price.total)
  }
  return totals
}

function expectSpanOfForm(allSeasons: readonly Season[]) {
  for (const bike of bikes) {
    const prices = cardPrices(bike, allSeasons, TODAY)
    for (const [length, period] of Object.entries(PERIODS) as [keyof typeof PERIODS, string][]) {
      const span = prices[length]
      const owned = length === 'day' || (length === 'week' ? bike.weekPrice : bike.monthPrice)
      if (!owned) {
        expect(span, `${bike.id} ${length}`).toBeNull()
        continue
      }
      const totals = formTotals(bike, allSeasons, period)
      expect(span, `${bike.id} ${length}`).toEqual({ from: Math.min(...totals), to: Math.max(...totals) })
    }
  }
}

const lowSeason: Season = {
  id: 'season.low-2027', name: { _type: 'localizedString', en: 'Low season' } as Season['name'], from: '2027-05-01', to: '2027-10-31', percent: -20,
  bikePrices: [{ bike: 'yamaha-nmax', price: 199, weekPrice: 1200, monthPrice: null }],
}

describe("the card's prices", () => {
  it("are the lowest and highest the form charges for a day, a week and a month, over the seed's seasons", () => {
    expect(seasons.length).toBeGreaterThan(0)
    expectSpanOfForm(seasons)
  })

  it('go below the own prices in a cheaper season, one with a bike week price of its own among them', () => {
    expectSpanOfForm([...seasons, lowSeason])
    const nmax = cardPrices(bikes.find((bike) => bike.id === 'yamaha-nmax')!, [lowSeason], TODAY)
    expect(nmax.day.from).toBe(199)
    expect(nmax.week?.from).toBe(1200)
  })

  it("the seed's PCX: from 1,500 a week and 5,500 a month, up to Songkran's week and the high season's month", () => {
    const pcx = cardPrices(bikes.find((bike) => bike.id === 'honda-pcx')!, seasons, TODAY)
    expect(pcx).toEqual({ day: { from: 250, to: 350 }, week: { from: 1500, to: 2100 }, month: { from: 5500, to: 7150 } })
  })

  it('without seasons, or once every season has ended, are the own prices alone', () => {
    const pcx = bikes.find((bike) => bike.id === 'honda-pcx')!
    const own = { day: { from: 250, to: 250 }, week: { from: 1500, to: 1500 }, month: { from: 5500, to: 5500 } }
    expect(cardPrices(pcx, [], TODAY)).toEqual(own)
    expect(cardPrices(pcx, seasons, '2027-06-01')).toEqual(own)
  })
})
