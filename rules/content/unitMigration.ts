// Gives the content made before units its units explicitly: every bike with no unit listed gets
// one unit (named as the bike, for the owner to rename to its plate), and every rental with no
// unit holds its bike's first unit. The rules already read it so (./units.ts); after the move
// the Studio shows which unit each rental holds, and a second unit added to the bike changes none.
// Run by scripts/units-for-rentals.ts; drafts get the same as their published document.
import {publishedIdOf} from './rentalIds'

export const FIRST_UNIT_KEY = 'unit1'

type BikeDoc = {_id: string; name?: string | null; units?: Array<{_key: string}> | null}
type RentalDoc = {_id: string; bike?: string | null}

/** The slice of a Sanity client the move uses (the Studio's CLI client, or @sanity/client in tests). */
export interface UnitMoveClient {
  fetch<T>(query: string, params?: Record<string, unknown>, options?: {perspective: 'raw'}): Promise<T>
  transaction(): {patch(id: string, patch: {set: Record<string, unknown>}): unknown; commit(): Promise<unknown>}
}

export const firstUnitOf = (bike: Pick<BikeDoc, 'name'>) => ({_key: FIRST_UNIT_KEY, _type: 'bikeUnit', name: bike.name?.trim() || 'Unit 1', inService: true})

/** Every change, in one transaction (all or nothing); returns them as lines for the owner. */
export async function giveRentalsTheirUnit(client: UnitMoveClient, {dryRun = false} = {}): Promise<string[]> {
  const found = await client.fetch<{bikes: BikeDoc[]; rentals: RentalDoc[]}>(
    `{
      "bikes": *[_type == "bike"]{_id, name, "units": units[]{_key}},
      "rentals": *[_type == "rental" && !defined(unit)]{_id, "bike": bike._ref}
    }`,
    {},
    {perspective: 'raw'},
  )
  const withoutUnits = found.bikes.filter((bike) => !bike.units?.length)
  // A rental refers to the published bike; a bike only drafted so far has its draft's units.
  const firstKey = new Map<string, string>()
  for (const bike of [...found.bikes].sort((a, b) => (a._id === publishedIdOf(a._id) ? 1 : 0) - (b._id === publishedIdOf(b._id) ? 1 : 0))) {
    firstKey.set(publishedIdOf(bike._id), bike.units?.[0]?._key ?? FIRST_UNIT_KEY)
  }
  const rentals = found.rentals.filter((rental) => rental.bike && firstKey.has(rental.bike))
  const lines = [
    ...withoutUnits.map((bike) => `bike ${bike._id}: one unit, "${firstUnitOf(bike).name}"`),
    ...rentals.map((rental) => `rental ${rental._id}: the first unit of ${rental.bike}`),
  ]
  if (dryRun || lines.length === 0) return lines
  const transaction = client.transaction()
  for (const bike of withoutUnits) transaction.patch(bike._id, {set: {units: [firstUnitOf(bike)]}})
  for (const rental of rentals) transaction.patch(rental._id, {set: {unit: firstKey.get(rental.bike as string)}})
  await transaction.commit()
  return lines
}
