// What getting the bike costs: pickup at the shop (always offered, free) or delivery to one of the
// owner's areas, whose fee may be waived from a rental length on. Free of React and of the content
// modules, so the form, the shop's e-mail, the confirmation and the hand-off share one rule.

/** The form's value for pickup at the shop; an area's value is its id. */
export const PICKUP = 'pickup'

export type Area = { id: string; fee: number; freeFromDays: number | null }

export type DeliveryCharge<A extends Area = Area> =
  | { kind: 'unchosen' }
  | { kind: 'pickup'; fee: 0 }
  /** `fee`: what this rental pays; `waived`: free only because the rental reaches the area's free-from days. */
  | { kind: 'area'; area: A; fee: number; waived: boolean }

/**
 * The charge for the visitor's choice. `days`: the rental's length when known (from the dates or
 * the period); unknown, the area's fee applies. A choice that names no area (the owner removed it
 * since the draft was saved) counts as not chosen.
 */
export function deliveryCharge<A extends Area>(choice: string, areas: readonly A[], days: number | null): DeliveryCharge<A> {
  if (choice === PICKUP) return { kind: 'pickup', fee: 0 }
  const area = choice ? areas.find((candidate) => candidate.id === choice) : undefined
  if (!area) return { kind: 'unchosen' }
  const waived = area.fee > 0 && area.freeFromDays !== null && days !== null && days >= area.freeFromDays
  return { kind: 'area', area, fee: waived ? 0 : area.fee, waived }
}

/** The fee a charge adds to the rental's total (0 when nothing is chosen yet). */
export const feeOf = (charge: DeliveryCharge): number => (charge.kind === 'area' ? charge.fee : 0)
