// Stands in for src/content/availability.ts in the preview build: the rentals and the booking rules
// from the drafts, so a rental the owner is typing marks its bike booked in the open form at once.
import type { BookingRules, Rental } from '../../src/content/availability.ts'

export type { BookingRules, ClosedDays, Rental } from '../../src/content/availability.ts'

// Set by showAvailability() before the site first renders (the preview root renders nothing until then).
export let rentals: readonly Rental[] = []
export let bookingRules: BookingRules = { closedDays: [], minNoticeHours: 0, minRentalDays: 1 }

export function showAvailability(next: { rentals: readonly Rental[]; rules: BookingRules }): void {
  rentals = next.rentals
  bookingRules = next.rules
}
