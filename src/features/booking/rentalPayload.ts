// The shop's e-mail carries one code of the request (rules/bookingCode.ts), the template parameter
// rental_payload: the "Check this request" link opens the site's check page with it, and the "Add
// to the rental book" link the Studio's hand-off page (studio/static/add-rental.html), so the rental
// filled in is the request checked. Only the code travels with the booking; both addresses are
// written in the template itself, so no request sent to EmailJS can point the shop's links elsewhere.
import type { Period } from '../../../rules/periods'
import { encodeBookingCode, type BookingRequest } from '../../../rules/bookingCode'
import type { BookingValues } from './model'

/** What the request held once the shop's content read it: only the extras, cover and area it priced. */
export type PricedChoices = { extras: string; cover: string; delivery: string }

/** The booking as the code holds it: the form's dates, period and time as typed, the choices as priced, the page's language. */
export function bookingRequestOf(values: BookingValues, reference: string, priced: PricedChoices, language: string): BookingRequest {
  return {
    bike: values.bike,
    startDate: values.startDate,
    endDate: values.endDate,
    rentalPeriod: values.rentalPeriod,
    pickupTime: values.pickupTime,
    ...priced,
    reference,
    language,
  }
}

export const bookingCodeOf = (values: BookingValues, reference: string, priced: PricedChoices, periods: readonly Period[], language: string): string =>
  encodeBookingCode(bookingRequestOf(values, reference, priced, language), periods)

/** A rental for the Studio alone (its tests and the docs' pictures): a bike, its first and last day, the reference, the customer's language. */
export type RentalLinkValues = { bike?: string; first?: string; last?: string; reference: string; language?: string }

export function encodeRentalPayload({ bike = '', first = '', last = '', reference, language = '' }: RentalLinkValues): string {
  const request = { bike, startDate: first, endDate: last, rentalPeriod: '', pickupTime: '', delivery: '', extras: '', cover: '', reference, language }
  return encodeBookingCode(request, [])
}
