import { describe, expect, it } from 'vitest'
import { deliveryCharge, feeOf, PICKUP, type Area } from './charge'

const areas: Area[] = [
  { id: 'patong', fee: 0, freeFromDays: null },
  { id: 'kata-karon', fee: 200, freeFromDays: 3 },
  { id: 'airport', fee: 500, freeFromDays: null },
]

describe('deliveryCharge', () => {
  it('pickup at the shop is free, whatever the rental', () => {
    expect(deliveryCharge(PICKUP, areas, 1)).toEqual({ kind: 'pickup', fee: 0 })
    expect(deliveryCharge(PICKUP, [], null)).toEqual({ kind: 'pickup', fee: 0 })
  })

  it('nothing chosen, or an area the owner has since removed, is "not chosen" and adds nothing', () => {
    expect(deliveryCharge('', areas, 5)).toEqual({ kind: 'unchosen' })
    expect(deliveryCharge('chalong', areas, 5)).toEqual({ kind: 'unchosen' })
    expect(feeOf(deliveryCharge('', areas, 5))).toBe(0)
  })

  it('a free area is free, and not "waived"', () => {
    expect(deliveryCharge('patong', areas, 1)).toEqual({ kind: 'area', area: areas[0], fee: 0, waived: false })
  })

  it('an area free from N days charges its fee below N days and nothing from N days on', () => {
    expect(deliveryCharge('kata-karon', areas, 2)).toMatchObject({ fee: 200, waived: false })
    expect(deliveryCharge('kata-karon', areas, 3)).toMatchObject({ fee: 0, waived: true })
    expect(deliveryCharge('kata-karon', areas, 30)).toMatchObject({ fee: 0, waived: true })
  })

  it('with the rental length unknown, the fee applies', () => {
    expect(deliveryCharge('kata-karon', areas, null)).toMatchObject({ fee: 200, waived: false })
  })

  it('an area without free-from days always charges its fee', () => {
    expect(feeOf(deliveryCharge('airport', areas, 180))).toBe(500)
  })
})
