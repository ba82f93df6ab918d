// The form counts units: a model is free for the visitor's days exactly when a brute force, walking
// the days one by one, finds one unit free on all of them (a rider does not change bikes
// mid-rental), and booked ones carry the day before a unit is free again. Over random fleets (0 to
// 4 units per model, each out on touching, nested or separate stretches) and random requests,
// under four device time zones (two a day apart, across the date line).
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { Fleet, OutSpan } from '../../src/content/availability.ts'
import { addDays } from '../../rules/calendar.ts'
import { occupiedDays, rentalSpan } from '../../rules/rentalSpan.ts'
import { bookedBikes, unitsFree, type RentalRequest } from '../../rules/availability/check.ts'
import { BASE, BIKES, daysOf, dayNumber, isoOf, periods, request, requestedDaysBrute } from '../../rules/availability/bruteDays.testing.ts'
import { restoreDeviceZoneAfterAll, ZONES } from './deviceZones.ts'

restoreDeviceZoneAfterAll()

const outOnDay = (unit: readonly OutSpan[], day: string) => unit.some((out) => daysOf(out.from, out.to).includes(day))
const freeOnAll = (unit: readonly OutSpan[], days: string[]) => days.every((day) => !outOnDay(unit, day))

/** Per model, the units free on every one of the days. */
function bruteFree(values: RentalRequest, fleet: Fleet): Map<string, number> {
  const days = requestedDaysBrute(values)
  return new Map(Object.entries(fleet).map(([bike, units]) => [bike, days ? units.filter((unit) => freeOnAll(unit, days)).length : units.length]))
}

/** Models with units and none free on all the days, each with the day before the first day one of them is free again. */
function bruteBooked(values: RentalRequest, fleet: Fleet): Map<string, string> {
  const days = requestedDaysBrute(values)
  const booked = new Map<string, string>()
  if (!days) return booked
  for (const [bike, units] of Object.entries(fleet)) {
    if (units.length === 0 || units.some((unit) => freeOnAll(unit, days))) continue
    const lastDaysOut = units.map((unit) => {
      // After its latest stretch on the visitor's days, walk on while the unit is still out.
      let free = Math.max(...unit.filter((out) => daysOf(out.from, out.to).some((day) => days.includes(day))).map((out) => dayNumber(out.to))) + 1
      while (outOnDay(unit, isoOf(free))) free++
      return free - 1
    })
    booked.set(bike, isoOf(Math.min(...lastDaysOut)))
  }
  return booked
}

const outSpan: fc.Arbitrary<OutSpan> = fc
  .record({ from: fc.integer({ min: -20, max: 60 }), length: fc.integer({ min: 0, max: 12 }) })
  .map(({ from, length }) => ({ from: addDays(BASE, from) as string, to: addDays(BASE, from + length) as string }))
const fleetOf: fc.Arbitrary<Fleet> = fc.record(Object.fromEntries(BIKES.map((bike) => [bike, fc.array(fc.array(outSpan, { maxLength: 4 }), { maxLength: 4 })])))

describe.each(ZONES)('with the device in $zone', ({ zone, offsetHours }) => {
  it('is really in that zone (the property below would prove nothing otherwise)', () => {
    process.env.TZ = zone
    expect(new Date(Date.UTC(2026, 11, 1, 12)).getTimezoneOffset()).toBe(-offsetHours * 60)
  })

  it('a model is free exactly when one unit is free on all the days; the free units are counted alike', () => {
    process.env.TZ = zone
    fc.assert(
      fc.property(fleetOf, request, (fleet, values) => {
        const days = occupiedDays(rentalSpan(values, periods))
        expect(new Map(bookedBikes(days, fleet))).toEqual(bruteBooked(values, fleet))
        const free = bruteFree(values, fleet)
        for (const bike of BIKES) expect(unitsFree(bike, days, fleet)).toEqual({ free: free.get(bike), inService: fleet[bike]?.length })
      }),
      { numRuns: 400 },
    )
  })
})
