// The fleet view by unit: a bike with one unit is one row; a bike with several is a group with a
// row per unit in service (a rental with no unit on the first), and the model's free units per day
// counted from those rows.
import { describe, expect, it } from 'vitest'
import { freeOn, fleetGroup } from '../../studio/components/fleet/fleetUnits.ts'

const rental = (id: string, unit: string | null, from: string, to: string) => ({ _id: id, bike: 'bike.honda-pcx', unit, from, to, draft: false })
const pcx = (units: Array<{ key: string; name: string; inService?: boolean }> | null) => ({ id: 'bike.honda-pcx', slug: 'honda-pcx', name: 'Honda PCX 150', units })

describe('the fleet view by unit', () => {
  it('a bike without units is one row under its own name, holding its rentals', () => {
    const group = fleetGroup(pcx(null), [rental('a', null, '2026-03-10', '2026-03-20')])
    expect(group.grouped).toBe(false)
    expect(group.rows.map((row) => [row.label, row.rentals.map((r) => r._id)])).toEqual([['Honda PCX 150', ['a']]])
  })

  it('several units: a row each (in service only), the first holding rentals with no unit, and the free count per day', () => {
    const units = [{ key: 'k1', name: 'PCX white กข 1234' }, { key: 'k2', name: 'PCX black กข 5678' }, { key: 'k3', name: 'PCX sold', inService: false }]
    const group = fleetGroup(pcx(units), [rental('a', null, '2026-03-10', '2026-03-20'), rental('b', 'k2', '2026-03-12', '2026-03-14'), rental('c', 'k3', '2026-03-01', '2026-03-31')])
    expect(group.grouped).toBe(true)
    expect(group.rows.map((row) => [row.name, row.label, row.rentals.map((r) => r._id)])).toEqual([
      ['PCX white กข 1234', 'Honda PCX 150 (PCX white กข 1234)', ['a']],
      ['PCX black กข 5678', 'Honda PCX 150 (PCX black กข 5678)', ['b']],
    ])
    expect(['2026-03-09', '2026-03-10', '2026-03-12', '2026-03-14', '2026-03-15', '2026-03-21'].map((day) => freeOn(group, day))).toEqual([2, 1, 0, 0, 1, 2])
  })
})
