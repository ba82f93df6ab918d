// The extras (helmets, a top box, rain gear...) and the cover levels the booking form offers, shared
// by the Studio's validation and the website's sync: the same check, the same words. Plain
// functions only, no Sanity.

import type {Problem} from './content'

export const EXTRA_UNITS = ['day', 'rental'] as const
export type ExtraUnit = (typeof EXTRA_UNITS)[number]

/** The most of one extra a booking may ask for: a form's list stays short on a phone. */
export const MAX_PER_BOOKING = 4

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const isWholeFrom = (value: unknown, min: number, max = Infinity): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max

const idsTwice = (items: unknown, what: string): Problem => {
  const ids = (Array.isArray(items) ? items : []).map((item) => (item && typeof item === 'object' ? (item as {id?: unknown}).id : undefined))
  const twice = ids.find((id, index) => typeof id === 'string' && ids.indexOf(id) !== index)
  return twice === undefined ? null : `Two ${what} have the web id "${String(twice)}": give each its own`
}

export const extraRules = {
  id: (value: unknown): Problem =>
    typeof value === 'string' && ID.test(value)
      ? null
      : 'Write a short web id with small letters, digits and single dashes, e.g. "top-box"',
  price: (value: unknown): Problem =>
    isWholeFrom(value, 0) ? null : 'The price must be a whole number of baht, e.g. 30 (0 if it costs nothing)',
  unit: (value: unknown): Problem =>
    typeof value === 'string' && (EXTRA_UNITS as readonly string[]).includes(value)
      ? null
      : 'Choose whether the price is per day or once per rental',
  /** Optional, and only for a price per day: the most one of them costs for a whole rental. */
  cap: (value: unknown, unit: unknown, price: unknown): Problem => {
    if (value === undefined || value === null) return null
    if (unit !== 'day') return 'A cap is for a price per day only: empty it, or choose "per day"'
    if (!isWholeFrom(value, 1)) return 'The cap must be a whole number of baht above 0, e.g. 300, or empty for no cap'
    return isWholeFrom(price, 0) && value <= price
      ? `The cap must be more than one day's price (${price} baht), or empty for no cap`
      : null
  },
  maxPerBooking: (value: unknown): Problem =>
    isWholeFrom(value, 0, MAX_PER_BOOKING)
      ? null
      : `How many one booking may add: a whole number from 0 to ${MAX_PER_BOOKING} (0: only the free ones)`,
  included: (value: unknown): Problem =>
    isWholeFrom(value, 0, 10) ? null : 'How many come free with every bike: a whole number from 0 to 10, e.g. 2',
  /** An extra nobody gets, free or paid, is a slip. */
  offered: (included: unknown, maxPerBooking: unknown): Problem =>
    included === 0 && maxPerBooking === 0 ? 'This extra is neither included free nor bookable: set "Included free" or "Most per booking" above 0' : null,
  uniqueIds: (extras: unknown): Problem => idsTwice(extras, 'extras'),
} as const

export const coverRules = {
  id: (value: unknown): Problem =>
    typeof value === 'string' && ID.test(value)
      ? null
      : 'Write a short web id with small letters, digits and single dashes, e.g. "full"',
  pricePerDay: (value: unknown): Problem =>
    isWholeFrom(value, 0) ? null : 'The price per day must be a whole number of baht, e.g. 150 (0 for the cover every bike comes with)',
  excess: (value: unknown): Problem =>
    isWholeFrom(value, 0)
      ? null
      : 'The excess must be a whole number of baht: the most the rider pays for damage or theft, e.g. 5000 (0 for none)',
  /** The cover every bike comes with is in the bike's price. */
  defaultFree: (isDefault: unknown, pricePerDay: unknown): Problem =>
    isDefault === true && isWholeFrom(pricePerDay, 1)
      ? 'The default cover comes with the bike, in its price: set its price per day to 0'
      : null,
  /** One level is the cover a booking has unless the rider chooses another. */
  oneDefault: (levels: unknown): Problem => {
    const list = Array.isArray(levels) ? levels : []
    if (list.length === 0) return null
    const defaults = list.filter((level) => level && typeof level === 'object' && (level as {isDefault?: unknown}).isDefault === true).length
    return defaults === 1 ? null : `Mark exactly one cover level as the default, the cover every bike comes with (${defaults} are marked)`
  },
  uniqueIds: (levels: unknown): Problem => idsTwice(levels, 'cover levels'),
} as const
