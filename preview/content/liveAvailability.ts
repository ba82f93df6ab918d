// Stands in for src/content/availability.ts in the preview build: the units' days out and the
// booking rules from the drafts, so a unit or a rental the owner is typing changes the open form at once.
import type { BookingRules, Fleet } from '../../src/content/availability.ts'

export type { BookingRules, ClosedDays, Fleet, ModelUnits, OutSpan } from '../../src/content/availability.ts'

// Set by showAvailability() before the site first renders (the preview root renders nothing until then).
export let fleet: Fleet = {}
export let bookingRules: BookingRules = { closedDays: [], minNoticeHours: 0, minRentalDays: 1 }

export function showAvailability(next: { fleet: Fleet; rules: BookingRules }): void {
  fleet = next.fleet
  bookingRules = next.rules
}
