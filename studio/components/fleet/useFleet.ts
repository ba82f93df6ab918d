// What the fleet view shows, read from the dataset with the owner's session: the published bikes in
// gallery order with their units, every rental (drafts too) touching the days shown that holds its
// unit (a cancelled one frees it), and the seasons and closed days behind them. Read again whenever
// one of those documents changes (../useLiveQuery.ts).
import {HOLDS_UNIT_FILTER} from '../../../rules/content/rentalStages'
import {useLiveQuery, type LiveState} from '../useLiveQuery'
import type {FleetBike, FleetRental, FleetSpan} from './fleetModel'

export type FleetData = {bikes: FleetBike[]; rentals: FleetRental[]; seasons: FleetSpan[]; closedDays: FleetSpan[]}

const FLEET_QUERY = `{
  "bikes": *[_type == "bike" && !(_id in path("drafts.**"))] | order(order asc) { "id": _id, "slug": slug.current, name, "units": units[]{ "key": _key, name, inService } },
  "rentals": *[_type == "rental" && ${HOLDS_UNIT_FILTER} && from <= $last && to >= $first] { _id, "bike": bike._ref, unit, from, to, reference, "offRoad": kind == "offRoad", reason, stage },
  "seasons": *[_type == "season" && !(_id in path("drafts.**")) && from <= $last && to >= $first] | order(from asc) { from, to, "name": coalesce(name.en, "Season") },
  "closedDays": coalesce(*[_id == "siteSettings"][0].closedDays[from <= $last && to >= $first] { from, to, "name": coalesce(note.en, "Closed") }, [])
}`
const WATCHED = '*[_type in ["rental", "bike", "season", "siteSettings"]]'

export type FleetState = LiveState<FleetData>

export const useFleet = (first: string, last: string): FleetState => useLiveQuery<FleetData>(FLEET_QUERY, {first, last}, WATCHED)
