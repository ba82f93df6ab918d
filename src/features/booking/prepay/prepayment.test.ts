// The amount asked in advance follows the owner's rule over the real seed's prices and seasons: a
// week of the Honda PCX out of the high season (250 baht a day, 1,500 a week) and at Christmas, in
// the high season (+30 %: 325 a day); never more than the estimate; nothing when nothing is asked.
import { describe, expect, it } from 'vitest'
import { delivery } from '../../../content/delivery'
import { findBike, settings } from '../../../content'
import { estimatePrice, ratesOf } from '../../../../rules/pricing/estimate'
import { initialValues, type BookingValues } from '../model'
import { prepaymentFor } from './prepayment'
import { seasons } from '../../../content/seasons'

const week = (startDate: string, endDate: string): BookingValues => ({ ...initialValues('honda-pcx'), startDate, endDate })
const outOfSeason = week('2026-12-01', '2026-12-08')
const christmas = week('2026-12-20', '2026-12-27')
const rule = (kind: 'none' | 'firstDay' | 'percent' | 'fixed', extra: { percent?: number; amount?: number } = {}) => ({
  ...delivery.prepayment, kind, percent: extra.percent ?? null, amount: extra.amount ?? null,
})
const total = (values: BookingValues) => {
  const estimate = estimatePrice({ ...values, rates: ratesOf(findBike(values.bike), seasons) }, settings.rentalPeriods)
  if (estimate.kind !== 'ok') throw new Error('no estimate')
  return estimate.price.total
}

describe('prepaymentFor', () => {
  it('asks the first day at the price of the pickup date: the day price, or the season\'s', () => {
    expect(prepaymentFor(outOfSeason, rule('firstDay'))?.amount).toBe(250)
    expect(prepaymentFor(christmas, rule('firstDay'))?.amount).toBe(325)
  })

  it('asks a percentage of the estimate, rounded down to whole baht', () => {
    expect(total(outOfSeason)).toBe(1500)
    expect(prepaymentFor(outOfSeason, rule('percent', { percent: 20 }))?.amount).toBe(300)
    const inSeason = total(christmas)
    expect(inSeason).toBeGreaterThan(1500)
    expect(prepaymentFor(christmas, rule('percent', { percent: 33 }))?.amount).toBe(Math.floor(inSeason * 0.33))
  })

  it('asks a fixed amount, but never more than the estimate', () => {
    expect(prepaymentFor(outOfSeason, rule('fixed', { amount: 500 }))?.amount).toBe(500)
    expect(prepaymentFor(outOfSeason, rule('fixed', { amount: 5000 }))?.amount).toBe(1500)
    expect(prepaymentFor(christmas, rule('fixed', { amount: 5000 }))?.amount).toBe(total(christmas))
    expect(prepaymentFor(outOfSeason, rule('percent', { percent: 100 }))?.amount).toBe(1500)
  })

  it('asks nothing when the shop asks nothing, or when there is no estimate to work from', () => {
    expect(prepaymentFor(outOfSeason, rule('none'))).toBeNull()
    expect(prepaymentFor({ ...outOfSeason, bike: '' }, rule('firstDay'))).toBeNull()
  })

  it('carries the shop\'s PromptPay ID as the QR needs it, and as the owner typed it', () => {
    expect(prepaymentFor(outOfSeason, { ...rule('firstDay'), promptPayId: '+66 81 234 5678' })).toMatchObject({
      id: { kind: 'phone', digits: '0812345678' }, typedId: '+66 81 234 5678',
    })
  })
})
