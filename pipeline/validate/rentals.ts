// Rules for the rental book and the booking rules (docs/content-model.md, rental and siteSettings →
// Hours & booking), in the Studio's words (rules/content/rentals.ts, rules/content/units.ts). A
// rental is named by its bike and dates (the query reads nothing else of it); two rentals of one
// unit sharing a day are named together, in the Studio's words, the unit by its place in the
// bike's list: a CI run's messages are public with the repository, and a unit's name is often its plate.
import { bookingRules, closedDaysOverlapProblem, closedDaysOverlaps, rentalOverlapProblem, rentalOverlaps, rentalRules, type RentalSpan } from '../../rules/content/rentals.ts'
import { unitOfRental, unitPlaceLabel, unitRules } from '../../rules/content/units.ts'
import { isRecord, isText, Report } from './checks.ts'
import type { UnitsByBike } from './units.ts'

type BikeNames = ReadonlyMap<string, string>

/** No rentals is fine: every unit is then free on every day. */
export function validateRentals(result: unknown, bikeNames: BikeNames, unitsByBike: UnitsByBike, problems: string[]): void {
  if (!Array.isArray(result)) {
    problems.push('rentals: the query gave no list')
    return
  }
  const readable: RentalSpan[] = []
  result.forEach((rental: unknown) => {
    const r = isRecord(rental) ? rental : {}
    const bike = isText(r.bike) ? r.bike : null
    const report = new Report(problems, `rental of ${bike ?? 'no bike'} from ${String(r.from ?? '?')} to ${String(r.to ?? '?')}`)
    const published = bike !== null && bikeNames.has(bike)
    if (!published) report.add(`bike must be a published bike (got ${JSON.stringify(r.bike ?? null)})`)
    const units = published ? unitsByBike.get(bike) : null
    const unitProblem = published ? unitRules.ofBike(r.unit, units) : null
    report.rule('unit', unitProblem, r.unit)
    report.rule('from', rentalRules.date(r.from), r.from)
    report.rule('to', rentalRules.date(r.to), r.to)
    report.rule('to', rentalRules.lastAfterFirst(r.to, r.from), r.to)
    const dated = !rentalRules.date(r.from) && !rentalRules.date(r.to) && !rentalRules.lastAfterFirst(r.to, r.from)
    if (published && !unitProblem && dated) {
      const unit = unitOfRental(r.unit as string | null, units)
      const label = unitPlaceLabel(bikeNames.get(bike) as string, unit, units)
      readable.push({ bikeId: bike, unit, bike: label, from: r.from as string, to: r.to as string, offRoad: r.offRoad === true })
    }
  })
  for (const [a, b] of rentalOverlaps(readable)) problems.push(`rentals: ${rentalOverlapProblem(a, b)}`)
}

export function validateBookingRules(result: unknown, problems: string[]): void {
  if (!isRecord(result)) return // the settings' own check reports a missing document
  const r = new Report(problems, 'siteSettings')
  r.rule('minNoticeHours', bookingRules.minNoticeHours(result.minNoticeHours), result.minNoticeHours)
  r.rule('minRentalDays', bookingRules.minRentalDays(result.minRentalDays), result.minRentalDays)
  const closed = Array.isArray(result.closedDays) ? result.closedDays : []
  const readable: Array<{ from: string; to: string }> = []
  closed.forEach((entry: unknown, i) => {
    const c = isRecord(entry) ? entry : {}
    const field = `closedDays[${i}]`
    r.rule(`${field}.from`, bookingRules.closedDate(c.from), c.from)
    r.rule(`${field}.to`, bookingRules.closedDate(c.to), c.to)
    r.rule(`${field}.to`, bookingRules.closedLastAfterFirst(c.to, c.from), c.to)
    r.localized(`${field}.note`, c.note)
    if (!bookingRules.closedDate(c.from) && !bookingRules.closedDate(c.to) && !bookingRules.closedLastAfterFirst(c.to, c.from)) {
      readable.push({ from: c.from as string, to: c.to as string })
    }
  })
  for (const [a, b] of closedDaysOverlaps(readable)) r.add(`closedDays: ${closedDaysOverlapProblem(a, b)}`)
}
