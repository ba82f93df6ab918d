// The form's view of the rental book and the booking rules for the values it holds now: which bikes
// are out on the visitor's days, whether the chosen one is, the free bikes closest to it, and what
// the shop cannot take. The clock is read to the minute at each render (a form left open past a
// pickup time says so at the next change); no timer runs while the form sits closed.
import { useMemo, useSyncExternalStore } from 'react'
import { bikes, findBike, settings, type Bike } from '../../../content'
import { bookingRules, fleet, type ClosedDays } from '../../../content/availability'
import type { BookingValues } from '../model'
import { occupiedDays, rentalSpan } from '../../../../rules/rentalSpan'
import { bookedBikes, bookingProblems, closestFreeBikes, lastUnitLeft, unitsFree, type BookingProblem } from '../../../../rules/availability/check'

export type Availability = {
  /** Bikes with no unit free on every one of the visitor's days, each with the last day before one is. */
  booked: ReadonlyMap<string, string>
  /** The chosen bike's last booked day, when it is out on the visitor's days. */
  chosenUntil: string | null
  /** The chosen bike has several units and one of them alone is free on the visitor's days. */
  chosenLastOne: boolean
  /** The free bikes closest to the chosen one, when it is booked. */
  alternatives: Bike[]
  problems: BookingProblem<ClosedDays>[]
}

export function availabilityOf(values: BookingValues, now: number): Availability {
  const days = occupiedDays(rentalSpan(values, settings.rentalPeriods))
  const booked = bookedBikes(days, fleet)
  const chosen = findBike(values.bike)
  const chosenUntil = chosen ? (booked.get(chosen.id) ?? null) : null
  return {
    booked,
    chosenUntil,
    chosenLastOne: chosen !== undefined && days !== null && chosen.available !== false && lastUnitLeft(unitsFree(chosen.id, days, fleet)),
    alternatives: chosen && chosenUntil ? closestFreeBikes(chosen, bikes, booked) : [],
    problems: bookingProblems(values, bookingRules, { periods: settings.rentalPeriods, slots: settings.pickupSlots, now }),
  }
}

const MINUTE_MS = 60_000
const noSubscription = () => () => {}
const thisMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS

export function useAvailability(values: BookingValues): Availability {
  const now = useSyncExternalStore(noSubscription, thisMinute, thisMinute)
  const { bike, startDate, endDate, rentalPeriod, pickupTime } = values
  // Only the fields it reads: typing a name or a note recomputes nothing.
  return useMemo(
    () => availabilityOf({ ...values, bike, startDate, endDate, rentalPeriod, pickupTime }, now),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the other fields do not change the answer
    [bike, startDate, endDate, rentalPeriod, pickupTime, now],
  )
}
