import { describe, expect, it } from 'vitest'
import { priceChoices, priceCover, priceExtra, type PricedCover, type PricedExtra } from './price'

const topBox: PricedExtra = { id: 'top-box', price: 30, unit: 'day', cap: 300, included: 0 }
const helmet: PricedExtra = { id: 'full-face-helmet', price: 50, unit: 'day', cap: null, included: 0 }
const poncho: PricedExtra = { id: 'rain-poncho', price: 100, unit: 'rental', cap: null, included: 0 }
const basic: PricedCover = { id: 'basic', pricePerDay: 0, excess: 5000, isDefault: true }
const full: PricedCover = { id: 'full', pricePerDay: 150, excess: 1000, isDefault: false }
const highSeason = [{ from: '2026-12-15', to: '2027-02-28', percent: 30 }]
// A season with prices for some bikes only: nothing for the extras to follow.
const bikesOnly = [{ from: '2027-04-10', to: '2027-04-16', percent: null }]

const weekBefore = { days: 7, from: '2026-12-01' }
const weekInside = { days: 7, from: '2027-01-10' }
const weekAcross = { days: 7, from: '2026-12-12' } // 3 days before, 4 days in the season

describe('a week of extras and cover, seasons not followed (the owner did not ask)', () => {
  it.each([['before the high season', weekBefore], ['inside it', weekInside], ['across its first day', weekAcross]])('%s: the same prices', (_, rental) => {
    const price = priceChoices([{ extra: topBox, count: 1 }, { extra: helmet, count: 2 }, { extra: poncho, count: 2 }], full, rental, highSeason, false)
    // Top box 7 × 30 = 210 (under the 300 cap); 2 helmets 2 × 7 × 50 = 700; 2 ponchos once, 200; Full cover 7 × 150 = 1,050.
    expect(price.extras.map((line) => line.amount)).toEqual([210, 700, 200])
    expect(price.cover).toMatchObject({ amount: 1050, seasonal: false })
    expect(price.total).toBe(2160)
    expect(price.extras.every((line) => !line.seasonal && !line.capped)).toBe(true)
  })
})

describe('a week of extras and cover, seasons followed', () => {
  it('before the high season nothing changes', () => {
    expect(priceChoices([{ extra: topBox, count: 1 }], full, weekBefore, highSeason, true).total).toBe(210 + 1050)
  })

  it('inside it each price per day is 30 % more; a price per rental is not', () => {
    const price = priceChoices([{ extra: topBox, count: 1 }, { extra: poncho, count: 1 }], full, weekInside, highSeason, true)
    expect(price.extras[0]).toMatchObject({ each: 273, amount: 273, seasonal: true, capped: false })
    expect(price.extras[1]).toMatchObject({ amount: 100, seasonal: false })
    expect(price.cover).toMatchObject({ amount: 1365, seasonal: true })
  })

  it('across its first day only the season\'s days change', () => {
    // 4 season days of Full cover: 150 × 4 × 30 % = 180 more.
    expect(priceCover(full, weekAcross, highSeason).amount).toBe(1050 + 180)
  })

  it('a season with prices for some bikes only changes no extra', () => {
    expect(priceExtra(topBox, 1, { days: 7, from: '2027-04-09' }, bikesOnly)).toMatchObject({ amount: 210, seasonal: false })
  })

  it('the included cover costs nothing in any season', () => {
    expect(priceCover(basic, weekInside, highSeason)).toMatchObject({ amount: 0, seasonal: false })
  })
})

describe('caps and counts', () => {
  it('two weeks of a top box stop at its cap, per box', () => {
    expect(priceExtra(topBox, 1, { days: 14, from: '2026-12-01' }, [])).toMatchObject({ each: 420, capped: true, amount: 300 })
    expect(priceExtra(topBox, 2, { days: 14 }, [])).toMatchObject({ amount: 600 })
  })

  it('a rental period without dates is priced by its days, with no season', () => {
    expect(priceExtra(helmet, 1, { days: 30 }, highSeason)).toMatchObject({ amount: 1500, seasonal: false })
  })

  it('no extra and the default cover: nothing added', () => {
    expect(priceChoices([], basic, weekInside, highSeason, true)).toMatchObject({ extras: [], total: 0 })
  })
})
