// Which bike a booking may name: one in the catalogue that is not rented. A bike id also arrives
// from outside the form's select: the address after a reload into a new release (#book=<id>, which
// may name a bike since removed or rented) and the tab's draft. Such an id is no bike chosen.
import { findBike } from '../../content'

/** `id` when it names a bike that can be booked now; '' (no bike chosen) otherwise. */
export function bookableBike(id: string | null | undefined): string {
  const bike = findBike(id)
  return bike && bike.available !== false ? bike.id : ''
}
