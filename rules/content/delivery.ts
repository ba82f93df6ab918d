// The delivery and deposit rules, beside the other content rules (./content.ts) and like them
// shared by the Studio's validation and the website's sync: the same check, the same words.
// Plain functions only, no Sanity.

import type {Problem} from './content'

const AREA_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const isWholeFrom = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min

export type DeliveryAreaValue = {id?: unknown; fee?: unknown; freeFromDays?: unknown}

/** An area that costs nothing for some rental: free outright, or free from a number of days. */
export const isFreeArea = (area: DeliveryAreaValue): boolean =>
  area.fee === 0 || (isWholeFrom(area.fee, 1) && isWholeFrom(area.freeFromDays, 1))

export const deliveryRules = {
  id: (value: unknown): Problem =>
    typeof value === 'string' && AREA_ID.test(value)
      ? null
      : 'Write a short web id with small letters, digits and single dashes, e.g. "kata-karon"',
  fee: (value: unknown): Problem =>
    isWholeFrom(value, 0) ? null : 'The delivery fee must be a whole number of baht, 0 for free delivery, e.g. 200',
  /** Optional: empty means the fee applies to every rental. */
  freeFromDays: (value: unknown): Problem =>
    value === undefined || value === null || isWholeFrom(value, 1)
      ? null
      : 'Free from must be a whole number of rental days, e.g. 3, or empty when the fee always applies',
  /** The web ids tell the areas apart in the shop's e-mail. */
  uniqueIds: (areas: unknown): Problem => {
    const ids = (Array.isArray(areas) ? areas : []).map((area) => (area && typeof area === 'object' ? (area as DeliveryAreaValue).id : undefined))
    const twice = ids.find((id, index) => typeof id === 'string' && ids.indexOf(id) !== index)
    return twice === undefined ? null : `Two areas have the web id "${String(twice)}": give each its own`
  },
  /** A warning: the hero and Special Services promise free delivery; with no free area they say what is not true. */
  someAreaFree: (areas: unknown): Problem =>
    Array.isArray(areas) && areas.some((area) => area && typeof area === 'object' && isFreeArea(area as DeliveryAreaValue))
      ? null
      : 'No delivery area is free: the website\'s "free delivery" sentences (the headline, the Free Delivery blurb, Special Services) are no longer true. Make an area free (fee 0, or free from some days), or change those texts under Website text',
} as const

export const depositRules = {
  /** Per bike, in baht; 0 when the shop takes no money deposit for it. */
  deposit: (value: unknown): Problem =>
    isWholeFrom(value, 0)
      ? null
      : 'The deposit must be a whole number of baht, e.g. 3000 (0 if you take no money deposit for this bike)',
} as const

// The sentence on a late return, shown under the date the bike is due back in the booking form's
// estimate and the visitor's confirmation: one sentence a phone shows in a few lines.
export const MAX_LATE_RETURN_CHARS = 240

export const returnRules = {
  /** Each language's sentence; an empty one is reported as a missing language. */
  lateReturn: (value: unknown): Problem =>
    typeof value === 'string' && value.length > MAX_LATE_RETURN_CHARS
      ? `Keep the late-return sentence to ${MAX_LATE_RETURN_CHARS} characters (this one has ${value.length}): the full rules belong in the Rental terms`
      : null,
} as const
