// The rental book as the site sees it (per model, the days each unit in service is out: no unit's
// name, no rental's reference or note) and the shop's closed days and booking rules
// (src/generated/availability.json). Imported only by the booking form's chunk, so it arrives with
// the form and never weighs on the page's first load.
import availabilitySnapshot from '../generated/availability.json'
import type { BookingRulesQueryResult } from '../generated/sanity.types'
import type { Fleet } from '../../rules/availability/check'

export type { Fleet, ModelUnits, OutSpan } from '../../rules/availability/check'
export type BookingRules = NonNullable<BookingRulesQueryResult>
export type ClosedDays = BookingRules['closedDays'][number]

export const fleet: Fleet = availabilitySnapshot.models
export const bookingRules: BookingRules = availabilitySnapshot.rules as BookingRules
