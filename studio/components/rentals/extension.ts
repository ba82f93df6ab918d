// An extension as the website would price it: the rental from its first day to the new last day
// less the rental to the old one, each by the site's estimate (rules/pricing/estimate.ts, the same
// functions the booking form uses), so an extension that reaches a week gets the week price as a
// new booking would; and whether the unit is free on the added days (rules/availability/check.ts,
// over this unit's other rentals). Free of React, so it is tested as is.
import {addDays} from '../../../rules/calendar'
import type {Period} from '../../../rules/periods'
import {estimatePrice, ratesOf} from '../../../rules/pricing/estimate'
import type {Season} from '../../../rules/pricing/seasons'
import {unitsFree, type Span} from '../../../rules/availability/check'

export type ExtensionBike = {id: string; price: number; weekPrice?: number | null; monthPrice?: number | null}

export type Extension =
  | {kind: 'none'}
  | {kind: 'ok'; from: string; to: string; days: number; before: number; after: number; extra: number; unitFree: boolean}

const total = (bike: ExtensionBike, seasons: readonly Season[], periods: readonly Period[], from: string, to: string): number | null => {
  const estimate = estimatePrice({rates: ratesOf(bike, seasons), startDate: from, endDate: to, rentalPeriod: ''}, periods)
  return estimate.kind === 'ok' ? estimate.price.total : null
}

/** `bookedTo`: the last day as published; `to`: the last day now in the form; `others`: this unit's other rentals that hold it. */
export function extensionOf(input: {bike: ExtensionBike | null; seasons: readonly Season[]; periods: readonly Period[]; from: unknown; bookedTo: unknown; to: unknown; others: readonly Span[]}): Extension {
  const {bike, seasons, periods, from, bookedTo, to, others} = input
  if (!bike || typeof from !== 'string' || typeof bookedTo !== 'string' || typeof to !== 'string' || !(to > bookedTo) || bookedTo < from) return {kind: 'none'}
  const before = total(bike, seasons, periods, from, bookedTo)
  const after = total(bike, seasons, periods, from, to)
  const firstAdded = addDays(bookedTo, 1)
  if (before === null || after === null || firstAdded === null) return {kind: 'none'}
  const added = {from: firstAdded, to}
  const {free} = unitsFree(bike.id, added, {[bike.id]: [others]})
  return {kind: 'ok', ...added, days: Math.round((Date.parse(to) - Date.parse(bookedTo)) / 86_400_000), before, after, extra: after - before, unitFree: free === 1}
}
