// The shop's e-mail links to the Studio's hand-off page (studio/static/add-rental.html) with this
// booking's bike web id, first and last day and reference, as one code after "#": base64url of
// JSON, no padding, as Sanity's router writes an intent's payload. Only the code travels with the
// booking; the address is written in the template itself, and the hand-off page checks the code
// and builds the Studio's address on its own, so no request sent to EmailJS can point the shop's
// link elsewhere or choose what the Studio opens.
import type { Period } from '../../../rules/periods'
import type { BookingValues } from './model'
import { occupiedDays, rentalSpan } from '../../../rules/rentalSpan'

/** What the link fills in: plain values, so any rule for the booked days can supply first and last. */
export type RentalLinkValues = { bike?: string; first?: string; last?: string; reference: string }

export function rentalPayloadOf(values: BookingValues, reference: string, periods: readonly Period[]): RentalLinkValues {
  const days = occupiedDays(rentalSpan(values, periods))
  return { ...(values.bike ? { bike: values.bike } : {}), ...(days ? { first: days.from, last: days.to } : {}), reference }
}

/** UTF-8 JSON with the rental's field names (from, to), then base64 with the URL-safe alphabet and no padding. */
export function encodeRentalPayload({ bike, first, last, reference }: RentalLinkValues): string {
  const fields = { ...(bike ? { bike } : {}), ...(first ? { from: first } : {}), ...(last ? { to: last } : {}), reference }
  const bytes = new TextEncoder().encode(JSON.stringify(fields))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
