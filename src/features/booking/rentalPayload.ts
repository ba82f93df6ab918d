// The shop's e-mail links to the Studio on a new rental filled in with this booking (the bike's web
// id, the first and last day, the reference): the template's link ends in this payload, which is the
// Studio's own intent format (base64url of JSON, read as the filled-in rental template's
// parameters). Only the payload travels with the booking; the Studio's address is written in the
// template itself, so no request sent to EmailJS can point the shop's link elsewhere.
import type { Period } from './estimate/estimate'
import type { BookingValues } from './model'
import { occupiedDays, rentalSpan } from './rentalSpan'

export type RentalPayload = { bike?: string; from?: string; to?: string; reference: string }

export function rentalPayloadOf(values: BookingValues, reference: string, periods: readonly Period[]): RentalPayload {
  const days = occupiedDays(rentalSpan(values, periods))
  return { ...(values.bike ? { bike: values.bike } : {}), ...(days ? { from: days.from, to: days.to } : {}), reference }
}

/** UTF-8, then base64 with the URL-safe alphabet and no padding, as Sanity's router writes it. */
export function encodeRentalPayload(payload: RentalPayload): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
