// The form's availability check against a brute force that knows nothing of its shortcuts: days as
// day numbers walked one by one, instants as milliseconds, every closed day listed, every pickup
// slot of every day tried in order. Over random closed days, rules, requests and moments
// (fast-check), both must agree on a pickup too soon (and the earliest one offered), a pickup or
// return on a closed day, and a rental too short. The units' count: tests/studio/units-properties.test.ts.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { BookingRules, ClosedDays } from '../../src/content/availability'
import { inEveryLanguage } from '../../src/i18n/localized.testing'
import { addDays } from '../calendar'
import { BASE, dayNumber, DAY_MS, daysOf, HOUR_MS, isoOf, periods, request, returnBrute, valid } from './bruteDays.testing'
import { bookingProblems, type BookingProblem, type PhuketTime, type RentalRequest } from './check'

// ---- the brute force -------------------------------------------------------------------------
/** The instant a Phuket wall-clock time happens (UTC+7). */
const instant = (day: string, time: string) => dayNumber(day) * DAY_MS + (+time.slice(0, 2)) * HOUR_MS + (+time.slice(3, 5)) * 60_000 - 7 * HOUR_MS

function bruteProblems(values: RentalRequest, rules: BookingRules, slots: string[], now: number): BookingProblem[] {
  const out: BookingProblem[] = []
  const periodDays = periods.find((p) => p.id === values.rentalPeriod)?.days ?? null
  if (!valid(values.startDate)) {
    // No day is known: only the shortest rental, against the period.
    if (periodDays !== null && periodDays < rules.minRentalDays) out.push({ kind: 'tooShort', minDays: rules.minRentalDays })
    return out
  }
  const back = returnBrute(values)
  const between = back === null ? null : dayNumber(back) - dayNumber(values.startDate)
  if (between !== null && between < 0) out.push({ kind: 'reversed' })
  const closure = (day: string) => rules.closedDays.find((c) => daysOf(c.from, c.to).includes(day))
  const ready = now + rules.minNoticeHours * HOUR_MS
  // Every slot of every day from the day before "now" on, in order: the first open one at or after ready.
  let earliest: PhuketTime | null = null
  const today = Math.floor((now + 7 * HOUR_MS) / DAY_MS)
  for (let n = today - 1; n < today + 400 && !earliest; n++) {
    for (const time of [...slots].sort()) {
      if (instant(isoOf(n), time) >= ready && !closure(isoOf(n))) {
        earliest = { date: isoOf(n), time }
        break
      }
    }
  }
  const time = values.pickupTime || [...slots].sort()[slots.length - 1]
  if (earliest && instant(values.startDate, time) < instant(earliest.date, earliest.time)) out.push({ kind: 'tooSoon', earliest, noticeHours: rules.minNoticeHours })
  const atPickup = closure(values.startDate)
  if (atPickup) out.push({ kind: 'closed', day: values.startDate, closure: atPickup })
  if (back !== null && between !== null && between > 0) {
    const atReturn = closure(back)
    if (atReturn) out.push({ kind: 'returnClosed', day: back, closure: atReturn })
  }
  const length = between === null || between < 0 ? null : Math.max(1, between)
  if (length !== null && length < rules.minRentalDays) out.push({ kind: 'tooShort', minDays: rules.minRentalDays })
  return out
}

// ---- random books, rules and requests --------------------------------------------------------
const closed: fc.Arbitrary<ClosedDays> = fc
  .record({ from: fc.integer({ min: -5, max: 60 }), length: fc.integer({ min: 0, max: 4 }) })
  .map(({ from, length }) => ({ from: addDays(BASE, from) as string, to: addDays(BASE, from + length) as string, note: { _type: 'localizedString' as const, ...inEveryLanguage(`Closed ${from}`) } }))
const rules: fc.Arbitrary<BookingRules> = fc.record({
  closedDays: fc.array(closed, { maxLength: 4 }),
  minNoticeHours: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 168 })),
  minRentalDays: fc.integer({ min: 1, max: 10 }),
})
const slots = fc.uniqueArray(fc.integer({ min: 6, max: 21 }).map((h) => `${String(h).padStart(2, '0')}:00`), { minLength: 1, maxLength: 8 })
/** Any minute from 20 days before the base day to 70 after; on the hour half the time, where a slot can meet it exactly. */
const now = fc
  .record({ hours: fc.integer({ min: -20 * 24, max: 70 * 24 }), minute: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 59 })) })
  .map(({ hours, minute }) => Date.parse(`${BASE}T00:00:00+07:00`) + hours * HOUR_MS + minute * 60_000)
/** Most pickups near "now", at one of the shop's slots, where the notice decides. */
const nearNow = fc.record({
  near: fc.boolean(), days: fc.integer({ min: -2, max: 9 }), slot: fc.option(fc.nat(), { nil: undefined }), back: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
})

describe('the availability check equals a day-by-day brute force', () => {

  it('a pickup too soon (with the earliest offered), on a closed day, a return on a closed day, a rental too short', () => {
    fc.assert(
      fc.property(rules, slots, request, now, nearNow, (theRules, theSlots, random, minute, { near, days, slot, back }) => {
        const start = Math.floor((minute + 7 * HOUR_MS) / DAY_MS) + days
        const values = near
          ? {
              ...random, startDate: isoOf(start), pickupTime: slot === undefined ? '' : theSlots[slot % theSlots.length],
              endDate: back === undefined ? random.endDate : isoOf(start + back),
            }
          : random
        expect(bookingProblems(values, theRules, { periods, slots: theSlots, now: minute })).toEqual(bruteProblems(values, theRules, theSlots, minute))
      }),
      { numRuns: 2000 },
    )
  })
})
