// The owner's Today screen, free of React and Sanity: from the rental book and the clock, the
// handovers of today and tomorrow (with the ones not marked out though their day has come), the
// returns due today and tomorrow and the overdue ones, and the requests still waiting for a
// prepayment with how long each has waited. Days are Phuket dates compared as YYYY-MM-DD text
// (rules/content/content.ts reads "now" on Phuket's clock), so the device's zone never moves a line.
import {todayOnPhuket} from '../../../rules/content/content'
import {holdsUnit, stageOf, type RentalStage} from '../../../rules/content/rentalStages'
import {unitLabel, unitOfRental, type Unit} from '../../../rules/content/units'
import {addDays} from '../fleet/fleetModel'

/** A rental as Today reads it (drafts too: what the owner is editing wins over the published one). */
export type TodayRental = {
  _id: string
  _createdAt?: string | null
  stage?: string | null
  offRoad?: boolean | null
  /** The bike's name, its units and the rental's unit key (rules/content/units.ts). */
  bike?: string | null
  units?: Unit[] | null
  unit?: string | null
  from?: string | null
  to?: string | null
  pickupTime?: string | null
  place?: string | null
  customer?: string | null
  reference?: string | null
  price?: number | null
  prepaid?: number | null
  /** The bike's deposit, asked at the handover. */
  bikeDeposit?: number | null
  /** The deposit taken, given back at the return. */
  depositAmount?: number | null
}

export type TodayLine = {
  id: string
  stage: RentalStage
  from: string
  to: string
  time: string | null
  place: string | null
  bike: string
  customer: string | null
  reference: string | null
  /** The rest of the rental to take at the handover (price less prepayment), when the price is known. */
  rest: number | null
  /** The deposit to take at the handover, or to give back at the return. */
  deposit: number | null
  /** Days late (a handover not marked out, a return overdue), 0 on its day. */
  daysLate: number
  /** Hours a request has waited for its prepayment. */
  hoursWaiting: number | null
}

export type TodayLists = {
  today: string
  tomorrow: string
  handoversToday: TodayLine[]
  handoversTomorrow: TodayLine[]
  returnsToday: TodayLine[]
  returnsTomorrow: TodayLine[]
  overdue: TodayLine[]
  waiting: TodayLine[]
}

const HOUR_MS = 60 * 60 * 1000
const DAY = /^\d{4}-\d{2}-\d{2}$/
const BEFORE_HANDOVER: readonly RentalStage[] = ['request', 'held', 'confirmed']

const daysFrom = (earlier: string, later: string) => Math.round((Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / (24 * HOUR_MS))

/** One rental per document: a draft stands for its published version, under the published id. */
function current(rentals: readonly TodayRental[]): TodayRental[] {
  const byId = new Map<string, TodayRental>()
  for (const rental of rentals) {
    const draft = rental._id.startsWith('drafts.')
    const id = rental._id.replace(/^drafts\./, '')
    if (draft || !byId.has(id)) byId.set(id, {...rental, _id: id})
  }
  return [...byId.values()]
}

function line(rental: TodayRental, stage: RentalStage, deposit: number | null, daysLate: number, hoursWaiting: number | null = null): TodayLine {
  const price = typeof rental.price === 'number' ? rental.price : null
  return {
    id: rental._id,
    stage,
    from: rental.from as string,
    to: rental.to as string,
    time: rental.pickupTime || null,
    place: rental.place?.trim() || null,
    bike: unitLabel(rental.bike || 'A bike', unitOfRental(rental.unit, rental.units), rental.units),
    customer: rental.customer?.trim() || null,
    reference: rental.reference || null,
    rest: price === null ? null : Math.max(0, price - (rental.prepaid ?? 0)),
    deposit,
    daysLate,
    hoursWaiting,
  }
}

/** Earliest first: the time of day, then lines without a time, then the first day. */
const byTime = (a: TodayLine, b: TodayLine) => (a.time ?? '99:99').localeCompare(b.time ?? '99:99') || b.daysLate - a.daysLate

/** `now`: the moment the screen is drawn (a fixed clock in tests). */
export function todayLists(rentals: readonly TodayRental[], now: Date): TodayLists {
  const today = todayOnPhuket(now)
  const tomorrow = addDays(today, 1)
  const lists: TodayLists = {today, tomorrow, handoversToday: [], handoversTomorrow: [], returnsToday: [], returnsTomorrow: [], overdue: [], waiting: []}
  for (const rental of current(rentals)) {
    const {from, to} = rental
    // Off the road is the owner's own business; a cancelled rental has nothing left to do.
    if (rental.offRoad || !holdsUnit(rental) || !from || !to || !DAY.test(from) || !DAY.test(to)) continue
    const stage = stageOf(rental)
    if (stage === 'request') {
      const created = rental._createdAt ? Date.parse(rental._createdAt) : NaN
      const hours = Number.isFinite(created) ? Math.max(0, Math.floor((now.getTime() - created) / HOUR_MS)) : null
      if (to >= today) lists.waiting.push(line(rental, stage, null, 0, hours))
    }
    if (BEFORE_HANDOVER.includes(stage) && to >= today) {
      const deposit = rental.bikeDeposit ?? null
      if (from <= today) lists.handoversToday.push(line(rental, stage, deposit, daysFrom(from, today)))
      else if (from === tomorrow) lists.handoversTomorrow.push(line(rental, stage, deposit, 0))
    }
    if (stage === 'out') {
      const deposit = rental.depositAmount ?? null
      if (to < today) lists.overdue.push(line(rental, stage, deposit, daysFrom(to, today)))
      else if (to === today) lists.returnsToday.push(line(rental, stage, deposit, 0))
      else if (to === tomorrow) lists.returnsTomorrow.push(line(rental, stage, deposit, 0))
    }
  }
  lists.handoversToday.sort(byTime)
  lists.handoversTomorrow.sort(byTime)
  lists.returnsToday.sort(byTime)
  lists.returnsTomorrow.sort(byTime)
  lists.overdue.sort((a, b) => b.daysLate - a.daysLate)
  lists.waiting.sort((a, b) => (b.hoursWaiting ?? -1) - (a.hoursWaiting ?? -1))
  return lists
}

/** '5 h', '2 d 4 h': how long a request has waited, short enough for a phone's line. */
export function waited(hours: number | null): string {
  if (hours === null) return 'waiting'
  if (hours < 1) return 'under 1 h'
  if (hours < 24) return `${hours} h`
  const days = Math.floor(hours / 24)
  const rest = hours % 24
  return rest ? `${days} d ${rest} h` : `${days} d`
}
