// The booking form's values and the rules of docs/spec.md §3 and §5, free of React so tests stay plain.
export type BookingValues = {
  bike: string
  rentalPeriod: string
  startDate: string
  endDate: string
  pickupTime: string
  name: string
  phone: string
  email: string
  notes: string
  /** Beyond the spec: where to deliver the bike, sent as hotel_room. */
  hotel: string
  /** Beyond the spec: pickup at the shop ('pickup'), a delivery area's id, or '' (not chosen yet). */
  delivery: string
  /** Beyond the spec: the extras asked for, "top-box:1,rain-poncho:2" (rules/extras/choices.ts), '' for none. */
  extras: string
  /** Beyond the spec: the cover level's id, '' for the one every bike comes with. */
  cover: string
}

export type BookingField = keyof BookingValues

/** What a fresh form holds: everything empty except the bike a card's Book preselected. */
export function initialValues(bikeId: string | null): BookingValues {
  return { bike: bikeId ?? '', rentalPeriod: '', startDate: '', endDate: '', pickupTime: '', name: '', phone: '', email: '', notes: '', hotel: '', delivery: '', extras: '', cover: '' }
}

/** docs/spec.md §5's required fields, in the form's order (the first missing one takes the focus). */
export const REQUIRED_FIELDS = ['bike', 'name', 'phone'] as const satisfies readonly BookingField[]

/** The required fields left blank, in the form's order. */
export function missingRequiredFields(values: BookingValues): BookingField[] {
  return REQUIRED_FIELDS.filter((field) => values[field].trim() === '')
}

/** docs/spec.md §5: name, phone and bike are the only required fields (blank counts as missing). */
export function hasRequiredFields(values: BookingValues): boolean {
  return missingRequiredFields(values).length === 0
}

/** '09:00' -> '9:00 AM', '13:00' -> '1:00 PM': the slots are shown and e-mailed in AM/PM (docs/spec.md §3). */
export function formatSlot(slot: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(slot)
  if (!match) return slot
  const hours = Number(match[1])
  const suffix = hours < 12 ? 'AM' : 'PM'
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`
}

/** The digits and leading + a tel: link needs ('+66 81 234 5678' -> 'tel:+66812345678'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
