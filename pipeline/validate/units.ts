// Each bike's units (rules/content/units.ts), in the Studio's words: every unit named. Gives the
// units by bike web id for the rental book's checks (a unit named by its place, never its name); a bike without a list has its one unit.
import { unitRules, type Unit } from '../../rules/content/units.ts'
import { isRecord, isText, Report } from './checks.ts'

export type UnitsByBike = ReadonlyMap<string, readonly Unit[] | null>

/** Absent (a caller that did not run the query): every bike has its one unit. */
export function validateUnits(result: unknown, problems: string[]): UnitsByBike {
  const byBike = new Map<string, readonly Unit[] | null>()
  if (result === undefined) return byBike
  if (!Array.isArray(result)) {
    problems.push('bike units: the query gave no list')
    return byBike
  }
  for (const entry of result) {
    const b = isRecord(entry) ? entry : {}
    if (!isText(b.bike)) continue // the bike's own check names a missing web id
    const report = new Report(problems, `bike ${b.bike}`)
    const units = (Array.isArray(b.units) ? b.units : []).map((raw: unknown, i): Unit => {
      const u = isRecord(raw) ? raw : {}
      // Never the name itself: a CI run's messages are public with the repository, and it is often a plate.
      const problem = unitRules.name(u.name)
      if (problem) report.add(`units[${i}].name: ${problem}`)
      return { key: String(u.key ?? ''), name: typeof u.name === 'string' ? u.name : null, inService: u.inService !== false }
    })
    byBike.set(b.bike, units.length ? units : null)
  }
  return byBike
}
