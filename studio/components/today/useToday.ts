// What Today reads, with the owner's session: every rental not yet ended plus every one still out
// (an overdue return can be weeks old), drafts too, with its bike's name, units and deposit.
// Only the owner's token reads a rental (rules/content/rentalIds.ts); nothing here leaves the Studio.
import {useLiveQuery, type LiveState} from '../useLiveQuery'
import type {TodayRental} from './todayModel'

const TODAY_QUERY = `*[_type == "rental" && (to >= $today || stage == "out")] {
  _id, _createdAt, stage, "offRoad": kind == "offRoad", unit, from, to, pickupTime, place, customer, reference, price, prepaid, depositAmount,
  "bike": bike->name, "units": bike->units[]{ "key": _key, name, inService }, "bikeDeposit": bike->deposit
}`
const WATCHED = '*[_type in ["rental", "bike"]]'

export const useToday = (today: string): LiveState<TodayRental[]> => useLiveQuery<TodayRental[]>(TODAY_QUERY, {today}, WATCHED)
