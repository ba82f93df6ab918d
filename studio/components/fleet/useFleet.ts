// What the fleet view shows, read from the dataset with the owner's session: the published bikes in
// gallery order with their units, every rental (drafts too) touching the days shown that holds its unit (a cancelled one frees it), and the
// seasons and closed days behind them. Read again whenever one of those documents changes.
import {useEffect, useState} from 'react'
import {useClient} from 'sanity'
import {HOLDS_UNIT_FILTER} from '../../../rules/content/rentalStages'
import type {FleetBike, FleetRental, FleetSpan} from './fleetModel'

export type FleetData = {bikes: FleetBike[]; rentals: FleetRental[]; seasons: FleetSpan[]; closedDays: FleetSpan[]}

const FLEET_QUERY = `{
  "bikes": *[_type == "bike" && !(_id in path("drafts.**"))] | order(order asc) { "id": _id, "slug": slug.current, name, "units": units[]{ "key": _key, name, inService } },
  "rentals": *[_type == "rental" && ${HOLDS_UNIT_FILTER} && from <= $last && to >= $first] { _id, "bike": bike._ref, unit, from, to, reference, "offRoad": kind == "offRoad", reason, stage },
  "seasons": *[_type == "season" && !(_id in path("drafts.**")) && from <= $last && to >= $first] | order(from asc) { from, to, "name": coalesce(name.en, "Season") },
  "closedDays": coalesce(*[_id == "siteSettings"][0].closedDays[from <= $last && to >= $first] { from, to, "name": coalesce(note.en, "Closed") }, [])
}`
const WATCHED = '*[_type in ["rental", "bike", "season", "siteSettings"]]'

export type FleetState = {data: FleetData | null; error: string | null}

export function useFleet(first: string, last: string): FleetState {
  const client = useClient({apiVersion: '2025-01-01'})
  const [state, setState] = useState<FleetState>({data: null, error: null})
  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const load = () =>
      client.fetch<FleetData>(FLEET_QUERY, {first, last}, {perspective: 'raw'}).then(
        (data) => !stopped && setState({data, error: null}),
        (error: unknown) => !stopped && setState((current) => ({...current, error: error instanceof Error ? error.message : String(error)})),
      )
    void load()
    // A publish or an edit elsewhere (another device at the counter) shows here within a second.
    const subscription = client.listen(WATCHED, {}, {events: ['mutation'], includeResult: false, visibility: 'query'}).subscribe({
      next: () => {
        clearTimeout(timer)
        timer = setTimeout(load, 400)
      },
      error: () => undefined, // the view keeps what it shows; the next open reads again
    })
    return () => {
      stopped = true
      clearTimeout(timer)
      subscription.unsubscribe()
    }
  }, [client, first, last])
  return state
}
