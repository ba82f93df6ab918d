// Rentals, closed days and the notice before a pickup are Phuket dates and Phuket time, whatever
// zone the device is set to: a visitor's phone still on Los Angeles or Samoa time, the owner's
// laptop in Moscow, the content run on UTC. Each rule is run under four device time zones (two a
// day apart, across the date line) and must answer the same: the Studio's and the sync's overlap
// rule, the form's booked bikes over touching and nested spans, the earliest pickup from one
// instant, the content run's "today" and the fleet view's days.
import { describe, expect, it } from 'vitest'
import { rentalOverlaps, rentalsShareADay, type RentalSpan } from '../../rules/content/rentals.ts'
import { todayOnPhuket } from '../../rules/content/content.ts'
import { fleetDays, rowParts } from '../../studio/components/fleet/fleetModel.ts'
import { bookedBikes, earliestPickup, phuketTime } from '../../rules/availability/check.ts'
import { restoreDeviceZoneAfterAll, ZONES } from './deviceZones.ts'

restoreDeviceZoneAfterAll()

const pcx = (from: string, to: string): RentalSpan => ({ bikeId: 'honda-pcx', bike: 'Honda PCX 150', from, to })
const A = pcx('2026-12-10', '2026-12-20')
const SLOTS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']
/** 31 December 2026, 23:30 on Phuket: another day, or another year, in most of these zones. */
const LATE = Date.parse('2026-12-31T23:30:00+07:00')

describe.each(ZONES)('with the device in $zone', ({ zone, offsetHours }) => {
  it('is really in that zone (the checks below would prove nothing otherwise)', () => {
    process.env.TZ = zone
    // Noon UTC on 1 December (winter: no daylight saving in any of them then).
    expect(new Date(Date.UTC(2026, 11, 1, 12)).getTimezoneOffset()).toBe(-offsetHours * 60)
  })

  it('two rentals sharing their last and first day overlap; back to back they do not; nested they do', () => {
    process.env.TZ = zone
    expect(rentalsShareADay(A, pcx('2026-12-20', '2026-12-24'))).toBe(true)
    expect(rentalsShareADay(A, pcx('2026-12-05', '2026-12-10'))).toBe(true)
    expect(rentalsShareADay(A, pcx('2026-12-21', '2026-12-24'))).toBe(false)
    expect(rentalsShareADay(A, pcx('2026-12-01', '2026-12-09'))).toBe(false)
    expect(rentalsShareADay(A, pcx('2026-12-12', '2026-12-12'))).toBe(true)
    expect(rentalsShareADay(A, pcx('2026-12-01', '2026-12-31'))).toBe(true)
    expect(rentalsShareADay(A, { ...pcx('2026-12-12', '2026-12-14'), bikeId: 'yamaha-nmax' })).toBe(false)
    expect(rentalOverlaps([A, pcx('2026-12-21', '2026-12-24'), pcx('2026-12-20', '2026-12-20')]).map(([a, b]) => [a.from, b.from])).toEqual([['2026-12-10', '2026-12-20']])
  })

  it("the form's booked bikes agree over the same spans", () => {
    process.env.TZ = zone
    const book = { 'honda-pcx': [[{ from: A.from, to: A.to }]] }
    expect(bookedBikes({ from: '2026-12-20', to: '2026-12-24' }, book).get('honda-pcx')).toBe('2026-12-20')
    expect(bookedBikes({ from: '2026-12-15', to: '2026-12-18' }, book).get('honda-pcx')).toBe('2026-12-20')
    expect(bookedBikes({ from: '2026-12-21', to: '2026-12-24' }, book).size).toBe(0)
    expect(bookedBikes({ from: '2026-12-01', to: '2026-12-09' }, book).size).toBe(0)
    // A second unit free on every day: the model is free; out on one of them, it is not.
    const two = { 'honda-pcx': [[{ from: A.from, to: A.to }], [{ from: '2026-12-18', to: '2026-12-19' }]] }
    expect(bookedBikes({ from: '2026-12-15', to: '2026-12-17' }, two).size).toBe(0)
    expect(bookedBikes({ from: '2026-12-15', to: '2026-12-18' }, two).get('honda-pcx')).toBe('2026-12-19')
  })

  it("Phuket's date and time, the earliest pickup and the content run's today come from the instant alone", () => {
    process.env.TZ = zone
    expect(phuketTime(LATE)).toEqual({ date: '2026-12-31', time: '23:30' })
    expect(earliestPickup(LATE, 2, SLOTS, [])).toEqual({ date: '2027-01-01', time: '09:00' })
    expect(todayOnPhuket(new Date(LATE))).toBe('2026-12-31')
  })

  it("the fleet view's days and blocks are the calendar's", () => {
    process.env.TZ = zone
    const days = fleetDays('2026-12-01', 56)
    expect([days[0], days[30], days[55]]).toEqual(['2026-12-01', '2026-12-31', '2027-01-25'])
    const parts = rowParts(days, [{ _id: 'r', bike: 'bike.honda-pcx', from: A.from, to: A.to, draft: false }])
    expect(parts.find((part) => part.kind === 'rental')).toMatchObject({ column: 9, span: 11 })
  })
})
