// A delivery needs the place to deliver to: with an area chosen (not pickup at the shop, not yet
// nothing), the hotel or address field may not be left blank at a Send. Free of React and of the
// content modules, so the form's guard and its field's mark share one rule (src/features/booking).
import { deliveryCharge, type Area } from './charge'

export function needsPlace(values: { delivery: string; hotel: string }, areas: readonly Area[]): boolean {
  return deliveryCharge(values.delivery, areas, null).kind === 'area' && values.hotel.trim() === ''
}

/** Whether the choice is a delivery to one of the areas (the hotel field is then required). */
export const deliversTo = (choice: string, areas: readonly Area[]): boolean => deliveryCharge(choice, areas, null).kind === 'area'
