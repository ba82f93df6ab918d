import { describe, expect, it } from 'vitest'
import { refundOnCancel } from './refund'

const terms = { freeUntilDays: 3, keptPercent: 50 }

describe('refundOnCancel', () => {
  it('gives everything back up to the last free day, N days before the pickup', () => {
    expect(refundOnCancel(terms, 1000, '2026-12-10', '2026-12-07')).toEqual({ refund: 1000, kept: 0, free: true, lastFreeDay: '2026-12-07' })
    expect(refundOnCancel(terms, 1000, '2026-12-10', '2026-11-28').free).toBe(true)
  })

  it('keeps the policy share from the day after the last free day, and after the pickup', () => {
    expect(refundOnCancel(terms, 1000, '2026-12-10', '2026-12-08')).toEqual({ refund: 500, kept: 500, free: false, lastFreeDay: '2026-12-07' })
    expect(refundOnCancel(terms, 1000, '2026-12-10', '2026-12-12').refund).toBe(500)
  })

  it('rounds the kept share up to whole baht, so the refund never exceeds the policy', () => {
    expect(refundOnCancel({ freeUntilDays: 1, keptPercent: 33 }, 999, '2026-12-10', '2026-12-10')).toMatchObject({ kept: 330, refund: 669 })
  })

  it('keeps all or nothing at 100 % and 0 %, and never more than was paid', () => {
    expect(refundOnCancel({ freeUntilDays: 7, keptPercent: 100 }, 700, '2026-12-10', '2026-12-09')).toMatchObject({ kept: 700, refund: 0 })
    expect(refundOnCancel({ freeUntilDays: 7, keptPercent: 0 }, 700, '2026-12-10', '2026-12-09')).toMatchObject({ kept: 0, refund: 700 })
    expect(refundOnCancel({ freeUntilDays: 7, keptPercent: 150 }, 700, '2026-12-10', '2026-12-09')).toMatchObject({ kept: 700, refund: 0 })
  })

  it('has nothing to give back when nothing was paid, and no free day without a pickup date', () => {
    expect(refundOnCancel(terms, 0, '2026-12-10', '2026-12-01')).toMatchObject({ refund: 0, kept: 0, free: true })
    expect(refundOnCancel(terms, 500, 'soon', '2026-12-01')).toMatchObject({ free: false, lastFreeDay: null, kept: 250 })
  })
})
