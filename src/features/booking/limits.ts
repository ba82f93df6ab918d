// Length limits per field. They keep the e-mail readable and the request far below EmailJS's 50 KB
// cap on template variables: at most ~4,900 characters reach the parameters (notes and name twice),
// and even at JSON's worst case of 6 bytes a character that is under 30 KB.
import type { MessageKey } from '../../content'
import type { BookingField, BookingValues } from './model'

export const FIELD_LIMITS: Record<BookingField, number> = {
  bike: 64,
  rentalPeriod: 32,
  pickupTime: 16,
  startDate: 32,
  endDate: 32,
  name: 100,
  phone: 40,
  email: 254, // the longest address SMTP allows
  notes: 2000,
  hotel: 200,
  delivery: 64,
  // Ids and counts of the owner's extras ("top-box:1,rain-poncho:2") and one cover level's id.
  extras: 400,
  cover: 64,
}

export type TooLong = { field: BookingField; max: number; length: number }

/**
 * How the too-long message names each field: the label where it is a plain name, a name of its own
 * where the label is not one ('Select Motorbike') or carries '(optional)', which reads wrong inside
 * a sentence ('Additional Notes (optional) is too long').
 */
export const FIELD_NAME_KEYS: Record<BookingField, MessageKey> = {
  bike: 'booking.fieldName.bike',
  rentalPeriod: 'booking.rentalPeriod',
  pickupTime: 'booking.pickupTime',
  startDate: 'booking.startDate',
  endDate: 'booking.endDate',
  name: 'booking.name',
  phone: 'booking.phone',
  email: 'booking.fieldName.email',
  notes: 'booking.fieldName.notes',
  hotel: 'booking.fieldName.hotel',
  delivery: 'booking.delivery',
  extras: 'booking.extras.title',
  cover: 'booking.cover.label',
}

/** 'Notes is too long: please keep it to 2,000 characters (now 2,001).' in the visitor's language. */
export function describeTooLong({ field, max, length }: TooLong, t: (key: MessageKey, values?: Record<string, string | number>) => string): string {
  return t('booking.errorTooLong', { field: t(FIELD_NAME_KEYS[field]), max, length })
}

/** Characters as a person counts them: an emoji or a Thai vowel mark is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  let count = 0
  for (const _char of text) count += 1
  return count
}

/** Every field over its limit, in form order; empty when the booking may be sent. */
export function tooLongFields(values: BookingValues): TooLong[] {
  return (Object.keys(FIELD_LIMITS) as BookingField[])
    .map((field) => ({ field, max: FIELD_LIMITS[field], length: characterCount(String(values[field] ?? '')) }))
    .filter(({ length, max }) => length > max)
}
