// The fleet view by unit, free of React and Sanity: each bike's rows (one per unit in service, or
// the bike's own row when it has one unit), the rentals each row holds, and the model's free units
// per day. A rental with no unit holds the bike's first (rules/content/units.ts); drafts count as the owner
// sees them, so the counts match the blocks on screen.
import {unitLabel, unitsOut, type Unit} from '../../../rules/content/units'
import type {FleetBike, FleetRental} from './fleetModel'

export type FleetUnitRow<R> = {key: string; name: string; label: string; rentals: R[]}
export type FleetGroup<R> = {bike: FleetBike; rows: Array<FleetUnitRow<R>>; grouped: boolean}

export function fleetGroup<R extends FleetRental>(bike: FleetBike, rentals: readonly R[]): FleetGroup<R> {
  const own = rentals.filter((rental) => rental.bike === bike.id)
  const units: readonly Unit[] | null | undefined = bike.units
  const rows = unitsOut(units, own).map(({unit, spans}, i) => ({
    key: unit.key,
    name: unit.name?.trim() || `Unit ${i + 1}`,
    label: unitLabel(bike.name, unit.key, units),
    rentals: spans,
  }))
  return {bike, rows, grouped: rows.length > 1 || (units?.length ?? 0) > 1}
}

/** How many of the model's units in service are out on none of their rentals on the day. */
export const freeOn = <R extends FleetRental>(group: FleetGroup<R>, day: string): number =>
  group.rows.filter((row) => !row.rentals.some((rental) => rental.from <= day && day <= rental.to)).length
