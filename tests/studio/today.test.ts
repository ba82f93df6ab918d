// The owner's Today screen against a fixed clock: 10 December 2030, 07:30 on Phuket (00:30 UTC),
// so "today" is Phuket's date even while it is still the 9th in UTC.
import { describe, expect, it } from 'vitest'
import { todayLists, waited, type TodayRental } from '../../studio/components/today/todayModel.ts'

const NOW = new Date('2030-12-10T00:30:00Z')
const PCX = { bike: 'Honda PCX 150', units: [{ key: 'w', name: 'PCX white' }, { key: 'b', name: 'PCX black' }], bikeDeposit: 3000 }
const rental = (id: string, fields: Partial<TodayRental>): TodayRental => ({ _id: id, ...PCX, from: '2030-12-10', to: '2030-12-13', ...fields })
const ids = (lines: Array<{ id: string }>) => lines.map((l) => l.id)

const book: TodayRental[] = [
  rental('rental.today-late', { stage: 'confirmed', pickupTime: '14:00', customer: 'Anna', place: 'Hotel Patong Beach, room 214', price: 1000, prepaid: 250, unit: 'b' }),
  rental('rental.today-early', { stage: 'held', pickupTime: '09:00', price: 750, prepaid: 250 }),
  rental('rental.missed', { stage: 'confirmed', from: '2030-12-08', to: '2030-12-12' }),
  rental('rental.tomorrow', { stage: 'request', from: '2030-12-11', _createdAt: '2030-12-09T10:00:00Z' }),
  rental('rental.old-request', { stage: 'request', from: '2030-12-20', to: '2030-12-22', _createdAt: '2030-12-07T22:00:00Z' }),
  rental('rental.back-today', { stage: 'out', from: '2030-12-05', to: '2030-12-10', depositAmount: 3000, pickupTime: '10:00' }),
  rental('rental.back-tomorrow', { stage: 'out', from: '2030-12-05', to: '2030-12-11' }),
  rental('rental.overdue-2', { stage: 'out', from: '2030-12-01', to: '2030-12-08' }),
  rental('rental.overdue-1', { stage: 'out', from: '2030-12-01', to: '2030-12-09' }),
  rental('rental.cancelled', { stage: 'cancelled' }),
  rental('rental.returned', { stage: 'returned', from: '2030-12-01', to: '2030-12-09' }),
  rental('rental.garage', { offRoad: true }),
  rental('rental.ended-request', { stage: 'request', from: '2030-12-01', to: '2030-12-03', _createdAt: '2030-11-20T00:00:00Z' }),
]

describe("Today's lists", () => {
  const lists = todayLists(book, NOW)

  it("counts the day on Phuket's clock", () => {
    expect([lists.today, lists.tomorrow]).toEqual(['2030-12-10', '2030-12-11'])
  })

  it("today's handovers by time, then the ones whose day has passed without going out", () => {
    expect(ids(lists.handoversToday)).toEqual(['rental.today-early', 'rental.today-late', 'rental.missed'])
    expect(lists.handoversToday.map((l) => l.daysLate)).toEqual([0, 0, 2])
    expect(ids(lists.handoversTomorrow)).toEqual(['rental.tomorrow'])
  })

  it('a handover line: time, place, bike and unit, customer, the rest to take and the deposit', () => {
    expect(lists.handoversToday[1]).toEqual({
      id: 'rental.today-late', stage: 'confirmed', from: '2030-12-10', to: '2030-12-13', time: '14:00', place: 'Hotel Patong Beach, room 214', bike: 'Honda PCX 150 (PCX black)',
      customer: 'Anna', reference: null, rest: 750, deposit: 3000, daysLate: 0, hoursWaiting: null,
    })
    // No unit chosen: the bike's first; no price written: nothing said of the rest.
    expect(lists.handoversToday[2]).toMatchObject({ bike: 'Honda PCX 150 (PCX white)', rest: null, place: null })
  })

  it('returns due today and tomorrow, and the overdue ones, the longest overdue first', () => {
    expect(ids(lists.returnsToday)).toEqual(['rental.back-today'])
    expect(lists.returnsToday[0]).toMatchObject({ deposit: 3000, time: '10:00' })
    expect(ids(lists.returnsTomorrow)).toEqual(['rental.back-tomorrow'])
    expect(ids(lists.overdue)).toEqual(['rental.overdue-2', 'rental.overdue-1'])
    expect(lists.overdue.map((l) => l.daysLate)).toEqual([2, 1])
  })

  it('requests waiting for a prepayment, the longest waiting first, with the hours; an ended request is not', () => {
    expect(ids(lists.waiting)).toEqual(['rental.old-request', 'rental.tomorrow'])
    expect(lists.waiting.map((l) => waited(l.hoursWaiting))).toEqual(['2 d 2 h', '14 h'])
  })

  it('leaves out the cancelled, the returned and the bikes off the road', () => {
    const all = Object.values(lists).flatMap((value) => (Array.isArray(value) ? ids(value) : []))
    for (const id of ['rental.cancelled', 'rental.returned', 'rental.garage', 'rental.ended-request']) expect(all).not.toContain(id)
  })

  it("reads the owner's draft over the published rental", () => {
    const published = rental('rental.x', { stage: 'confirmed', from: '2030-12-11' })
    const draft = { ...published, _id: 'drafts.rental.x', stage: 'cancelled' }
    expect(todayLists([published, draft], NOW).handoversTomorrow).toEqual([])
    expect(ids(todayLists([draft, { ...published, stage: 'confirmed' }], NOW).handoversTomorrow)).toEqual([])
    expect(ids(todayLists([published], NOW).handoversTomorrow)).toEqual(['rental.x'])
  })

  it('a day later, the same book moves on', () => {
    const next = todayLists(book, new Date('2030-12-11T02:00:00Z'))
    expect(ids(next.returnsToday)).toEqual(['rental.back-tomorrow'])
    expect(ids(next.overdue)).toEqual(['rental.overdue-2', 'rental.overdue-1', 'rental.back-today'])
    expect(next.handoversToday.map((l) => [l.id, l.daysLate])).toEqual([['rental.today-early', 1], ['rental.today-late', 1], ['rental.missed', 3], ['rental.tomorrow', 0]])
  })
})
