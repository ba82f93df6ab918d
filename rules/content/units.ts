// A bike is the model a visitor books (the card); its units are the bikes in the yard the shop
// hands over, each named as the shop names it ("PCX white กข 1234") and in service or not. A
// rental holds one unit. A bike with no unit listed has one (content made before units keeps
// working), and a rental with no unit holds its bike's first unit (rentals made before units).
// Written once: the Studio, the sync, the Preview and the fleet view import this file.
import type {Problem} from './content'

/** A unit as the rules read it: its key in the bike's list, its name, whether it is in service. */
export type Unit = {key: string; name?: string | null; inService?: boolean | null}
/** A stretch a unit is out: rented, or off the road (a repair, a service); both days included. */
export type UnitSpan = {unit?: string | null; from: string; to: string}
/** What ships for one model: for each unit in service, the stretches it is out. No key, no name. */
export type AnonymousUnits = Array<Array<{from: string; to: string}>>

/** The key of the one unit a bike without a list has. */
export const ONLY_UNIT = ''
export const MAX_UNIT_NAME_CHARS = 60
export const MAX_REASON_CHARS = 100

/** The bike's units, in the owner's order; one unnamed unit in service when none is listed. */
export const unitsOf = (units: readonly Unit[] | null | undefined): readonly Unit[] =>
  units && units.length > 0 ? units : [{key: ONLY_UNIT, inService: true}]

/** The unit a rental holds: its own, else the bike's first. */
export const unitOfRental = (unit: string | null | undefined, units: readonly Unit[] | null | undefined): string =>
  unit || (unitsOf(units)[0] as Unit).key

/**
 * The rental's unit in the owner's words: the bike's name alone when it has one unit (a big bike),
 * else with the unit's name, or its place in the list when it has none.
 */
export function unitLabel(bikeName: string, unitKey: string, units: readonly Unit[] | null | undefined, named = true): string {
  const list = unitsOf(units)
  if (list.length === 1) return bikeName
  const index = list.findIndex((unit) => unit.key === unitKey)
  const name = named ? list[index]?.name?.trim() : null
  return `${bikeName} (${name || `unit ${index + 1}`})`
}

/**
 * The same by its place in the list alone ("Honda PCX 150 (unit 2)"): what the sync's messages
 * say, which a CI run shows to anyone who can read the repository (a unit's name is often its plate).
 */
export const unitPlaceLabel = (bikeName: string, unitKey: string, units: readonly Unit[] | null | undefined): string =>
  unitLabel(bikeName, unitKey, units, false)

export const unitRules = {
  name: (value: unknown): Problem =>
    typeof value === 'string' && value.trim() !== '' && value.trim().length <= MAX_UNIT_NAME_CHARS
      ? null
      : `Write the name you use for this unit, e.g. "PCX white กข 1234" (at most ${MAX_UNIT_NAME_CHARS} characters)`,
  /** Optional and private, like a rental's note. */
  reason: (value: unknown): Problem =>
    value === undefined || value === null || (typeof value === 'string' && value.length <= MAX_REASON_CHARS)
      ? null
      : `Keep the reason under ${MAX_REASON_CHARS} characters`,
  /** A rental's unit must be one of its bike's units (empty: the bike's first). */
  ofBike: (unit: unknown, units: readonly Unit[] | null | undefined): Problem =>
    unit === undefined || unit === null || unit === '' || unitsOf(units).some((u) => u.key === unit)
      ? null
      : 'Choose one of this bike\'s units (the unit chosen is no longer in the bike\'s list)',
} as const

/** The units a visitor can be given (in service), each with the stretches it is out, in list order. */
export function unitsOut<T extends UnitSpan>(units: readonly Unit[] | null | undefined, spans: readonly T[]): Array<{unit: Unit; spans: T[]}> {
  const list = unitsOf(units)
  return list
    .filter((unit) => unit.inService !== false)
    .map((unit) => ({unit, spans: spans.filter((span) => unitOfRental(span.unit, list) === unit.key)}))
}

/**
 * The model's units as the website gets them: only the days each unit in service is out, sorted,
 * with the units in no meaningful order (by their first day out), so nothing names a unit.
 */
export function anonymousUnits(units: readonly Unit[] | null | undefined, spans: readonly UnitSpan[]): AnonymousUnits {
  return unitsOut(units, spans)
    .map(({spans: out}) => out.map(({from, to}) => ({from, to})).sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.to < b.to ? -1 : 1)))
    .sort((a, b) => {
      // Code-point order (a free unit, '~', last): a locale's collation puts '~' before digits.
      const [x, y] = [a[0]?.from ?? '~', b[0]?.from ?? '~']
      return x < y ? -1 : x > y ? 1 : 0
    })
}

/** The first unit in service that is out on none of the days (a rider keeps one bike), or null. */
export function firstFreeUnit(units: readonly Unit[] | null | undefined, spans: readonly UnitSpan[], days: {from: string; to: string}): string | null {
  const free = unitsOut(units, spans).find(({spans: out}) => out.every((span) => span.to < days.from || span.from > days.to))
  return free ? free.unit.key : null
}

/** Per model (bike web id), its units' days out, as the website's availability snapshot holds them. */
export function unitsByModel(
  bikes: ReadonlyArray<{bike: string; units?: readonly Unit[] | null}>,
  rentals: ReadonlyArray<UnitSpan & {bike: string}>,
): Record<string, AnonymousUnits> {
  return Object.fromEntries(bikes.map(({bike, units}) => [bike, anonymousUnits(units, rentals.filter((rental) => rental.bike === bike))]))
}
