// The approximate amount per currency magnitude: two significant digits, never finer than the
// currency's smallest unit, never more than 5 % off the exact conversion, never zero.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { approximate, minorDigits } from './approximate'

describe('approximate', () => {
  it.each<[string, number, number, number]>([
    // A day's price in yuan (4.55 baht for 1 yuan): tens, hundreds, thousands.
    ['CNY', 250, 4.55, 55],
    ['CNY', 1200, 4.55, 260],
    ['CNY', 5500, 4.55, 1200],
    // Roubles are large numbers: a day, a month, three months.
    ['RUB', 250, 0.41, 610],
    ['RUB', 5500, 0.41, 13000],
    ['RUB', 15000, 0.41, 37000],
    // Dollars, euros and pounds are small numbers: a decimal only below 10.
    ['USD', 250, 32.5, 7.7],
    ['USD', 30, 32.5, 0.92],
    ['USD', 1200, 32.5, 37],
    ['EUR', 5500, 37.6, 150],
    ['GBP', 100000, 42.8, 2300],
    ['AUD', 200, 21.2, 9.4],
    // Yen and won have no smaller unit: whole numbers.
    ['JPY', 250, 0.22, 1100],
    ['KRW', 3, 0.024, 130],
    ['JPY', 0.1, 0.22, 1],
    // A cent at least: a 1-baht amount in pounds is not free.
    ['GBP', 0.2, 42.8, 0.01],
  ])('%s: %d baht at %d baht each is about %d', (code, baht, rate, expected) => {
    expect(approximate(baht, rate, code)).toBe(expected)
  })

  it('converts nothing that is not a price at a rate', () => {
    expect(approximate(0, 4.55, 'CNY')).toBeNull()
    expect(approximate(-100, 4.55, 'CNY')).toBeNull()
    expect(approximate(100, 0, 'CNY')).toBeNull()
    expect(approximate(100, Number.NaN, 'CNY')).toBeNull()
    expect(approximate(Number.POSITIVE_INFINITY, 4.55, 'CNY')).toBeNull()
  })

  it('is at most 5 % off the exact amount, has at most two significant digits and the currency\'s decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 500_000 }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        fc.constantFrom('CNY', 'RUB', 'USD', 'EUR', 'GBP', 'JPY', 'KRW'),
        (baht, rate, code) => {
          const exact = baht / rate
          const shown = approximate(baht, rate, code)!
          const smallest = 10 ** -minorDigits(code)
          // Where the currency's unit is coarser than two digits (a few yen), the unit is the bound.
          expect(Math.abs(shown - exact)).toBeLessThanOrEqual(Math.max(exact * 0.05, smallest) + 1e-9)
          expect(Number(shown.toPrecision(2))).toBe(shown)
          expect(Math.round(shown / smallest) * smallest).toBeCloseTo(shown, 9)
        },
      ),
    )
  })
})
