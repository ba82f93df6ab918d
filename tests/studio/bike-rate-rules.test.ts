// The rules of a bike's week and month prices (rules/content/content.ts): what is refused, what only warns.
import { describe, expect, it } from 'vitest'
import { bikeRateRules, bikeRateWarnings } from '../../rules/content/content.ts'

describe('bikeRateRules', () => {
  it('accepts an empty price or a whole number of baht, and refuses anything else', () => {
    for (const rule of [bikeRateRules.weekPrice, bikeRateRules.monthPrice]) {
      expect([undefined, null, 1, 1500, 25_000].map(rule)).toEqual([null, null, null, null, null])
      expect([0, -1500, 1500.5, '1500', Number.NaN].map(rule).every((problem) => typeof problem === 'string')).toBe(true)
    }
  })

  it('warns of a week above 7 days, a month above 30 days or below a week, comparing readable prices only', () => {
    expect(bikeRateWarnings({ price: 250, weekPrice: 1500, monthPrice: 5500 })).toEqual([])
    expect(bikeRateWarnings({ price: 250, weekPrice: 1750, monthPrice: 7500 })).toEqual([]) // exactly the days: allowed
    expect(bikeRateWarnings({ price: 250, weekPrice: 1751, monthPrice: 7501 })).toEqual([
      { field: 'weekPrice', message: 'The week price is more than 7 days at the day price (1,750 baht): the website will charge the days instead' },
      { field: 'monthPrice', message: 'The month price is more than 30 days at the day price (7,500 baht): the website will charge the days instead' },
    ])
    expect(bikeRateWarnings({ price: 250, weekPrice: 1500, monthPrice: 1400 })).toEqual([
      { field: 'monthPrice', message: 'The month price is lower than the week price (1,500 baht): check the two are not swapped' },
    ])
    expect(bikeRateWarnings({ price: null, weekPrice: -5, monthPrice: '9' })).toEqual([])
  })
})
