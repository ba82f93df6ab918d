// The fleet view's model, free of React and Sanity: the days shown, each unit's row cut into free
// days and rental blocks (fleetUnits.ts groups the rows by bike), and the seasons and closed days behind them. Days are Phuket calendar
// dates compared as YYYY-MM-DD text (plain UTC arithmetic moves between them), so the device's
// time zone never shifts a block.

export const FLEET_DAYS = 56
const DAY_MS = 24 * 60 * 60 * 1000

export type FleetBike = {id: string; slug: string; name: string; units?: Array<{key: string; name?: string | null; inService?: boolean | null}> | null}
/** A rental as the Studio holds it: the draft (what the owner is editing) wins over the published one. */
export type FleetRental = {_id: string; bike: string | null; unit?: string | null; from: string; to: string; reference?: string | null; offRoad?: boolean; reason?: string | null; stage?: string | null}
export type FleetSpan = {from: string; to: string; name: string}

export type RowPart =
  | {kind: 'free'; day: string; column: number}
  | {kind: 'rental'; rental: FleetRental & {draft: boolean}; column: number; span: number; startsBefore: boolean; endsAfter: boolean}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

export function fleetDays(first: string, count = FLEET_DAYS): string[] {
  return Array.from({length: count}, (_, i) => addDays(first, i))
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
export const isDay = (value: unknown): value is string =>
  typeof value === 'string' && DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

/** One rental per document: a draft stands for its published version, under the published id. */
export function currentRentals(rentals: FleetRental[]): Array<FleetRental & {draft: boolean}> {
  const byId = new Map<string, FleetRental & {draft: boolean}>()
  for (const rental of rentals) {
    const draft = rental._id.startsWith('drafts.')
    const id = rental._id.replace(/^drafts\./, '')
    if (draft || !byId.has(id)) byId.set(id, {...rental, _id: id, draft})
  }
  return [...byId.values()].filter((rental) => isDay(rental.from) && isDay(rental.to) && rental.from <= rental.to)
}

/**
 * A unit's row: each day either free (a cell that starts a rental) or inside a rental block; a
 * block that began before the first day or goes on after the last is cut at the edge and says so.
 * Rentals that share a day (refused on publish, possible in drafts) are laid one after the other.
 */
export function rowParts(days: string[], rentals: Array<FleetRental & {draft: boolean}>): RowPart[] {
  const first = days[0]
  const last = days[days.length - 1]
  const sorted = rentals.filter((r) => r.from <= last && r.to >= first).sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
  const parts: RowPart[] = []
  let column = 0
  for (const rental of sorted) {
    const start = Math.max(column, days.indexOf(rental.from < first ? first : rental.from))
    const end = days.indexOf(rental.to > last ? last : rental.to)
    if (end < start) continue
    for (; column < start; column++) parts.push({kind: 'free', day: days[column], column})
    parts.push({kind: 'rental', rental, column: start, span: end - start + 1, startsBefore: rental.from < first, endsAfter: rental.to > last})
    column = end + 1
  }
  for (; column < days.length; column++) parts.push({kind: 'free', day: days[column], column})
  return parts
}

/** The season or closed stretch a day falls in, if any. */
export const spanOn = <T extends {from: string; to: string}>(day: string, spans: readonly T[]): T | undefined =>
  spans.find((span) => span.from <= day && day <= span.to)

/** Bands of consecutive days under one season, for the row above the bikes. */
export function seasonBands(days: string[], seasons: readonly FleetSpan[]): Array<{name: string; column: number; span: number}> {
  return seasons
    .map((season) => {
      const columns = days.flatMap((day, i) => (season.from <= day && day <= season.to ? [i] : []))
      return columns.length ? {name: season.name, column: columns[0], span: columns.length} : null
    })
    .filter((band): band is {name: string; column: number; span: number} => band !== null)
}

// Written for the owner, in English like the rest of the Studio; the dates themselves are UTC
// midnights, so formatting them in UTC gives back the same calendar day.
const dayFormat = new Intl.DateTimeFormat('en-GB', {timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric'})
const shortFormat = new Intl.DateTimeFormat('en-GB', {timeZone: 'UTC', day: 'numeric', month: 'short'})
const weekdayFormat = new Intl.DateTimeFormat('en-GB', {timeZone: 'UTC', weekday: 'narrow'})
const monthFormat = new Intl.DateTimeFormat('en-GB', {timeZone: 'UTC', month: 'long', year: 'numeric'})

const utc = (day: string) => new Date(`${day}T00:00:00Z`)
/** 'Tue 15 Dec 2026' */
export const longDay = (day: string) => dayFormat.format(utc(day))
/** '15 Dec' */
export const shortDay = (day: string) => shortFormat.format(utc(day))
export const weekdayLetter = (day: string) => weekdayFormat.format(utc(day))
export const monthName = (day: string) => monthFormat.format(utc(day))
export const dayOfMonth = (day: string) => Number(day.slice(8, 10))
