// The rental book as the site sees it (each rental's bike and first and last day) and the shop's
// closed days and booking rules (src/generated/availability.json). Imported only by the booking
// form's chunk, so it arrives with the form and never weighs on the page's first load.
import availabilitySnapshot from '../generated/availability.json'
import type { BookingRulesQueryResult, RentalsQueryResult } from '../generated/sanity.types'

export type Rental = RentalsQueryResult[number]
export type BookingRules = NonNullable<BookingRulesQueryResult>
export type ClosedDays = BookingRules['closedDays'][number]

export const rentals: readonly Rental[] = availabilitySnapshot.rentals as Rental[]
export const bookingRules: BookingRules = availabilitySnapshot.rules as BookingRules
