// The rental book as the site sees it (per model, the days each unit in service is out: no unit's
// name, no rental's reference or note) and the shop's closed days and booking rules
// (src/generated/availability.json). Imported only by the booking form's chunk, so it arrives with
// the form and never weighs on the page's first load.
import availabilitySnapshot from '../generated/availability.json'
import type { BookingRulesQueryResult } from '../generated/sanity.types'

export type OutSpan = { from: string; to: string }
/** One model's units in service, each as the days it is out (rented or off the road). */
export type ModelUnits = readonly (readonly OutSpan[])[]
/** Per bike web id. A bike missing here (a new draft in the Preview) has one unit, free. */
export type Fleet = Readonly<Record<string, ModelUnits>>
export type BookingRules = NonNullable<BookingRulesQueryResult>
export type ClosedDays = BookingRules['closedDays'][number]

export const fleet: Fleet = availabilitySnapshot.models
export const bookingRules: BookingRules = availabilitySnapshot.rules as BookingRules
