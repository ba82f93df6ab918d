// The new rental the shop's e-mail hands the Studio's hand-off page: the booking's bike, first and
// last day and reference, in the Studio's intent payload format. Decoded here the way Sanity's router decodes
// a payload (decodeJsonParams: base64url, then UTF-8), so the link opens what was booked.
import { describe, expect, it } from 'vitest'
import { initialValues, type BookingValues } from './model'
import { bookingCodeOf, encodeRentalPayload } from './rentalPayload'

const periods = [{ id: '3-days', days: 3 }, { id: '7-days', days: 7 }]
const values = (over: Partial<BookingValues>): BookingValues => ({ ...initialValues('honda-pcx'), ...over })

/** Sanity's router: url-safe base64 back to bytes, the bytes as percent escapes, then decodeURIComponent. */
function decodeAsSanity(segment: string): unknown {
  const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'))
  return JSON.parse(decodeURIComponent(Array.from(binary, (c) => `%${`00${c.charCodeAt(0).toString(16)}`.slice(-2)}`).join('')))
}

describe('the rental payload', () => {
  it('the days as booked: pickup to return, or the pickup and its period, or the pickup day, with the request as typed', () => {
    const priced = { extras: 'top-box:1', cover: 'full', delivery: 'pickup' }
    const code = (over: Partial<BookingValues>) => decodeAsSanity(bookingCodeOf(values(over), 'PMR-1512-K7QX', priced, periods, 'th'))
    expect(code({ startDate: '2026-12-15', endDate: '2026-12-18', pickupTime: '09:00' })).toEqual({
      bike: 'honda-pcx', from: '2026-12-15', to: '2026-12-18', reference: 'PMR-1512-K7QX', start: '2026-12-15', end: '2026-12-18', time: '09:00', delivery: 'pickup', extras: 'top-box:1', cover: 'full', lang: 'th',
    })
    expect(code({ startDate: '2026-12-15', rentalPeriod: '7-days' })).toMatchObject({ from: '2026-12-15', to: '2026-12-22', start: '2026-12-15', period: '7-days' })
    expect(code({ startDate: '2026-12-15' })).toMatchObject({ from: '2026-12-15', to: '2026-12-15' })
    expect(code({ rentalPeriod: '3-days', bike: '' })).toEqual({ reference: 'PMR-1512-K7QX', period: '3-days', delivery: 'pickup', extras: 'top-box:1', cover: 'full', lang: 'th' })
  })

  it('is URL-safe, unpadded and reads back as Sanity reads it, whatever its characters', () => {
    const booked = encodeRentalPayload({ bike: 'honda-pcx', first: '2026-12-15', last: '2026-12-18', reference: 'PMR-1512-K7QX' })
    expect(decodeAsSanity(booked)).toEqual({ bike: 'honda-pcx', from: '2026-12-15', to: '2026-12-18', reference: 'PMR-1512-K7QX', start: '2026-12-15', end: '2026-12-18' })
    const odd = encodeRentalPayload({ reference: 'ไทย 中文 ?/+= ü' })
    for (const encoded of [booked, odd]) expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeAsSanity(odd)).toEqual({ reference: 'ไทย 中文 ?/+= ü' })
  })
})
