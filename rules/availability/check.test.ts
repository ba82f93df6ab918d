// The rental book and the booking rules as the form reads them, by worked examples: a PCX out from
// 10 to 20 December, the visitor's days from pickup to return (both included), the closed days and
// their sentences, the notice before a pickup, the shortest rental, and the free bikes offered
// instead (same gearbox, nearest day price). "Now" is always passed in.
import { describe, expect, it } from 'vitest'
import { bikes, findBike } from '../../src/content'
import type { BookingRules, ClosedDays, OutSpan } from '../../src/content/availability'
import { inEveryLanguage } from '../../src/i18n/localized.testing'
import { occupiedDays, rentalSpan } from '../rentalSpan'
import { bookedBikes, bookingProblems, closestFreeBikes, earliestPickup, lastUnitLeft, phuketTime, unitsFree, type RentalRequest } from './check'

const periods = [{ id: '1-day', days: 1 }, { id: '3-days', days: 3 }, { id: '7-days', days: 7 }]
const slots = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']
const pcx: OutSpan = { from: '2026-12-10', to: '2026-12-20' }
const newYear: ClosedDays = { from: '2027-01-01', to: '2027-01-01', note: { _type: 'localizedString', ...inEveryLanguage('Closed for New Year.') } }
const rules: BookingRules = { closedDays: [newYear], minNoticeHours: 2, minRentalDays: 1 }
/** 1 December 2026, 10:00 on Phuket. */
const DEC_1 = Date.parse('2026-12-01T10:00:00+07:00')
const form = (over: Partial<RentalRequest>): RentalRequest => ({ startDate: '', endDate: '', rentalPeriod: '', pickupTime: '', ...over })
const problems = (over: Partial<RentalRequest>, theRules = rules, now = DEC_1) => bookingProblems(form(over), theRules, { periods, slots, now })

describe("the visitor's days", () => {
  const days = (over: Partial<RentalRequest>) => occupiedDays(rentalSpan(form(over), periods))
  it('run from pickup to return, both included; else the period from the pickup; else the pickup day', () => {
    expect(days({ startDate: '2026-12-15', endDate: '2026-12-18' })).toEqual({ from: '2026-12-15', to: '2026-12-18' })
    expect(days({ startDate: '2026-12-15', rentalPeriod: '3-days' })).toEqual({ from: '2026-12-15', to: '2026-12-18' })
    expect(days({ startDate: '2026-12-15' })).toEqual({ from: '2026-12-15', to: '2026-12-15' })
    // A return before the pickup is refused; the pickup day still counts.
    expect(days({ startDate: '2026-12-15', endDate: '2026-12-01' })).toEqual({ from: '2026-12-15', to: '2026-12-15' })
    expect(days({ rentalPeriod: '3-days' })).toBeNull()
  })
})

describe('booked bikes', () => {
  const booked = (from: string, to: string) => bookedBikes({ from, to }, { 'honda-pcx': [[pcx]] })
  it('15 to 18 December: the PCX is booked until the 20th, the others free', () => {
    expect([...booked('2026-12-15', '2026-12-18')]).toEqual([['honda-pcx', '2026-12-20']])
  })
  it('sharing one day at either end is booked; the days next to it are free', () => {
    expect(booked('2026-12-20', '2026-12-24').has('honda-pcx')).toBe(true)
    expect(booked('2026-12-05', '2026-12-10').has('honda-pcx')).toBe(true)
    expect(booked('2026-12-21', '2026-12-24').size).toBe(0)
    expect(booked('2026-12-01', '2026-12-09').size).toBe(0)
  })
  it('a span around the rental, or inside it, is booked; the latest return is the one shown', () => {
    expect(booked('2026-12-01', '2026-12-31').get('honda-pcx')).toBe('2026-12-20')
    expect(booked('2026-12-12', '2026-12-12').get('honda-pcx')).toBe('2026-12-20')
    const next: OutSpan = { from: '2026-12-21', to: '2026-12-27' }
    expect(bookedBikes({ from: '2026-12-19', to: '2026-12-22' }, { 'honda-pcx': [[next, pcx]] }).get('honda-pcx')).toBe('2026-12-27')
    // A rental starting the day after the one on the visitor's days: the unit is out through both.
    expect(bookedBikes({ from: '2026-12-15', to: '2026-12-16' }, { 'honda-pcx': [[next, pcx]] }).get('honda-pcx')).toBe('2026-12-27')
  })
})

describe('units', () => {
  const second: OutSpan = { from: '2026-12-14', to: '2026-12-16' }
  const twoPcx = { 'honda-pcx': [[pcx], [second]] }
  it('a model is free while one unit is free on every day; booked until the earliest day one is free again', () => {
    expect(bookedBikes({ from: '2026-12-17', to: '2026-12-18' }, twoPcx).size).toBe(0)
    expect(bookedBikes({ from: '2026-12-15', to: '2026-12-18' }, twoPcx).get('honda-pcx')).toBe('2026-12-16')
    // Each unit free on some of the days, none on all: a rider does not change bikes mid-rental.
    expect(bookedBikes({ from: '2026-12-08', to: '2026-12-15' }, twoPcx).get('honda-pcx')).toBe('2026-12-16')
  })
  it('"1 left" only when one unit of several is free; a one-unit bike free is never "1 left"', () => {
    expect(unitsFree('honda-pcx', { from: '2026-12-17', to: '2026-12-18' }, twoPcx)).toEqual({ free: 1, inService: 2 })
    expect(lastUnitLeft(unitsFree('honda-pcx', { from: '2026-12-17', to: '2026-12-18' }, twoPcx))).toBe(true)
    expect(lastUnitLeft(unitsFree('honda-pcx', { from: '2026-12-22', to: '2026-12-24' }, twoPcx))).toBe(false)
    expect(lastUnitLeft(unitsFree('honda-pcx', { from: '2026-12-22', to: '2026-12-24' }, { 'honda-pcx': [[pcx]] }))).toBe(false)
    expect(lastUnitLeft(unitsFree('bmw-r1250gs', { from: '2026-12-22', to: '2026-12-24' }, twoPcx))).toBe(false)
  })
  it('a model with no unit in service is left to its card (the sync marks it not available)', () => {
    expect(bookedBikes({ from: '2026-12-17', to: '2026-12-18' }, { 'honda-pcx': [] }).size).toBe(0)
  })
})

describe('the free bikes offered instead', () => {
  it('the PCX booked: the NMAX first (automatic, 280 baht, nearest to 250), never a manual bike', () => {
    const chosen = findBike('honda-pcx')!
    const offered = closestFreeBikes(chosen, bikes, new Map([['honda-pcx', '2026-12-20']]))
    expect(offered.map((bike) => bike.id)[0]).toBe('yamaha-nmax')
    for (const bike of offered) expect(bike.transmission).toBe(chosen.transmission)
  })
  it('a manual bike gets the manual bikes nearest in price, the cheaper first on a tie, booked ones left out', () => {
    const rated = [
      { id: 'a', price: 700, transmission: 'M' }, { id: 'b', price: 650, transmission: 'M' }, { id: 'c', price: 750, transmission: 'M' },
      { id: 'd', price: 700, transmission: 'A' }, { id: 'e', price: 690, transmission: 'M', available: false },
    ]
    expect(closestFreeBikes(rated[0], rated, new Map()).map((b) => b.id)).toEqual(['b', 'c'])
    expect(closestFreeBikes(rated[0], rated, new Map([['b', '2026-12-20']])).map((b) => b.id)).toEqual(['c'])
    expect(closestFreeBikes(rated[3], rated, new Map())).toEqual([])
  })
})

describe('the notice before a pickup', () => {
  it("reads the clock in Phuket's time", () => {
    expect(phuketTime(DEC_1)).toEqual({ date: '2026-12-01', time: '10:00' })
    expect(phuketTime(Date.parse('2026-11-30T20:30:00Z'))).toEqual({ date: '2026-12-01', time: '03:30' })
  })
  it('at 10:00 with 2 hours: 12:00 today is the earliest; 11:00 is too soon, 12:00 is not', () => {
    expect(earliestPickup(DEC_1, 2, slots, [])).toEqual({ date: '2026-12-01', time: '12:00' })
    expect(problems({ startDate: '2026-12-01', pickupTime: '11:00' })).toEqual([{ kind: 'tooSoon', earliest: { date: '2026-12-01', time: '12:00' }, noticeHours: 2 }])
    expect(problems({ startDate: '2026-12-01', pickupTime: '12:00' })).toEqual([])
    // No time chosen: the day is fine while its last slot is late enough.
    expect(problems({ startDate: '2026-12-01' })).toEqual([])
  })
  it('after the last slot, the earliest is tomorrow morning; a past day is too soon whatever the time', () => {
    const evening = Date.parse('2026-12-01T15:30:00+07:00')
    expect(earliestPickup(evening, 2, slots, [])).toEqual({ date: '2026-12-02', time: '09:00' })
    expect(problems({ startDate: '2026-12-01' }, rules, evening)).toMatchObject([{ kind: 'tooSoon', earliest: { date: '2026-12-02', time: '09:00' } }])
    expect(problems({ startDate: '2026-11-20', pickupTime: '16:00' })).toMatchObject([{ kind: 'tooSoon' }])
  })
  it('the earliest pickup skips closed days', () => {
    const newYearsEve = Date.parse('2026-12-31T16:00:00+07:00')
    expect(earliestPickup(newYearsEve, 2, slots, [newYear])).toEqual({ date: '2027-01-02', time: '09:00' })
  })
})

describe('closed days and the shortest rental', () => {
  it('a pickup or a return on a closed day names it, with its sentence', () => {
    expect(problems({ startDate: '2027-01-01', endDate: '2027-01-05' })).toEqual([{ kind: 'closed', day: '2027-01-01', closure: newYear }])
    expect(problems({ startDate: '2026-12-28', endDate: '2027-01-01' })).toEqual([{ kind: 'returnClosed', day: '2027-01-01', closure: newYear }])
    // Out over the closed day: nothing to say.
    expect(problems({ startDate: '2026-12-28', endDate: '2027-01-03' })).toEqual([])
  })
  it('a rental shorter than the shop takes, from the dates (the return day not counted) or the period', () => {
    const threeDays = { ...rules, minRentalDays: 3 }
    expect(problems({ startDate: '2026-12-15', endDate: '2026-12-17' }, threeDays)).toEqual([{ kind: 'tooShort', minDays: 3 }])
    expect(problems({ startDate: '2026-12-15', endDate: '2026-12-18' }, threeDays)).toEqual([])
    // The shortest rental needs no date: a period chosen alone is checked too.
    expect(problems({ rentalPeriod: '1-day' }, threeDays)).toEqual([{ kind: 'tooShort', minDays: 3 }])
    expect(problems({ rentalPeriod: '3-days' }, threeDays)).toEqual([])
    expect(problems({ startDate: '2026-12-15', rentalPeriod: '1-day', endDate: '' }, threeDays)).toEqual([{ kind: 'tooShort', minDays: 3 }])
  })
  it('nothing to say without a pickup date or a period', () => {
    expect(problems({})).toEqual([])
  })
  it('a return before the pickup is refused', () => {
    expect(problems({ startDate: '2026-12-15', endDate: '2026-12-14' })).toEqual([{ kind: 'reversed' }])
  })
  it("a pickup date and a period: the period's return day meets the closed days", () => {
    // 31 December + 1 day returns on 1 January, New Year, a closed day.
    expect(problems({ startDate: '2026-12-31', rentalPeriod: '1-day' })).toEqual([{ kind: 'returnClosed', day: '2027-01-01', closure: newYear }])
  })
})
