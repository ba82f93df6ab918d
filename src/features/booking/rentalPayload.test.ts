// The new rental the shop's e-mail hands the Studio's hand-off page: the booking's bike, first and
// last day and reference, in the Studio's intent payload format. Decoded here the way Sanity's router decodes
// a payload (decodeJsonParams: base64url, then UTF-8), so the link opens what was booked.
import { describe, expect, it } from 'vitest'
import { initialValues, type BookingValues } from './model'
import { encodeRentalPayload, rentalPayloadOf } from './rentalPayload'

const periods = [{ id: '3-days', days: 3 }, { id: '7-days', days: 7 }]
const values = (over: Partial<BookingValues>): BookingValues => ({ ...initialValues('honda-pcx'), ...over })

/** Sanity's router: url-safe base64 back to bytes, the bytes as percent escapes, then decodeURIComponent. */
function decodeAsSanity(segment: string): unknown {
  const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'))
  return JSON.parse(decodeURIComponent(Array.from(binary, (c) => `%${`00${c.charCodeAt(0).toString(16)}`.slice(-2)}`).join('')))
}

describe('the rental payload', () => {
  it('the dates as booked: pickup to return, or the pickup and its period, or the pickup day', () => {
    expect(rentalPayloadOf(values({ startDate: '2026-12-15', endDate: '2026-12-18' }), 'PMR-1512-K7QX', periods)).toEqual({ bike: 'honda-pcx', first: '2026-12-15', last: '2026-12-18', reference: 'PMR-1512-K7QX' })
    expect(rentalPayloadOf(values({ startDate: '2026-12-15', rentalPeriod: '7-days' }), 'R', periods)).toMatchObject({ first: '2026-12-15', last: '2026-12-22' })
    expect(rentalPayloadOf(values({ startDate: '2026-12-15' }), 'R', periods)).toMatchObject({ first: '2026-12-15', last: '2026-12-15' })
    expect(rentalPayloadOf(values({ rentalPeriod: '3-days', bike: '' }), 'R', periods)).toEqual({ reference: 'R' })
  })

  it('is URL-safe, unpadded and reads back as Sanity reads it, whatever its characters', () => {
    const booked = encodeRentalPayload({ bike: 'honda-pcx', first: '2026-12-15', last: '2026-12-18', reference: 'PMR-1512-K7QX' })
    expect(decodeAsSanity(booked)).toEqual({ bike: 'honda-pcx', from: '2026-12-15', to: '2026-12-18', reference: 'PMR-1512-K7QX' })
    const odd = encodeRentalPayload({ reference: 'ไทย 中文 ?/+= ü' })
    for (const encoded of [booked, odd]) expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeAsSanity(odd)).toEqual({ reference: 'ไทย 中文 ?/+= ü' })
  })
})
