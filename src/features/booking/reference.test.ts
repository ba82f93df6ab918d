// The booking reference: Phuket's date, unambiguous characters, different for each booking.
import { describe, expect, it } from 'vitest'
import { REFERENCE_ALPHABET, REFERENCE_PATTERN, makeBookingReference } from './reference'

describe('makeBookingReference', () => {
  it('puts the day and month in Phuket time (UTC+7) before four characters', () => {
    // 20:30 UTC on 25 November is already 03:30 on 26 November in Phuket.
    const reference = makeBookingReference(new Date('2026-11-25T20:30:00Z'), () => 0)
    expect(reference).toBe('PMR-2611-2222')
  })

  it('maps the whole random range onto the alphabet, clamping a stray 1', () => {
    expect(makeBookingReference(new Date('2026-01-05T00:00:00Z'), () => 0.999999)).toBe('PMR-0501-ZZZZ')
    expect(makeBookingReference(new Date('2026-01-05T00:00:00Z'), () => 1)).toBe('PMR-0501-ZZZZ')
  })

  it('never uses characters that look alike when read aloud or handwritten', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(REFERENCE_ALPHABET).not.toContain(ambiguous)
  })

  it('matches its pattern and differs between bookings', () => {
    const references = Array.from({ length: 200 }, () => makeBookingReference())
    for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN)
    // 31^4 codes a day: 200 draws colliding more than a couple of times would mean a broken source.
    expect(new Set(references).size).toBeGreaterThan(195)
  })
})
