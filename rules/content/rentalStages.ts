// A rental's stage in the owner's day: a request from the booking e-mail, held once the
// prepayment is in, confirmed, out with the rider, returned; or cancelled. Each stage asks for the
// facts the owner needs at it (held: what was prepaid, how and when; out: the deposit taken;
// cancelled: the day and the refund). Written once for the Studio's form, its Today screen, the
// fleet view and the sync: a cancelled rental frees its unit, every other stage holds it.
//
// Rentals written before stages existed have none: they were the owner's confirmed bookings and
// read as confirmed (the live dataset has such rentals, so the rule must read them anyway; the
// seed keeps them as they are, which proves it does).
import {TIME_OF_DAY, type Problem} from './content'
import {isPhuketDate} from './rentals'

export const RENTAL_STAGES = ['request', 'held', 'confirmed', 'out', 'returned', 'cancelled'] as const
export type RentalStage = (typeof RENTAL_STAGES)[number]

/** The stage a rental without one reads as. */
export const STAGE_WHEN_UNSET: RentalStage = 'confirmed'

/** The stages in the owner's words, in the order a rental goes through them (the form's one-tap row). */
export const STAGE_TITLES: Record<RentalStage, string> = {
  request: 'Request',
  held: 'Held',
  confirmed: 'Confirmed',
  out: 'Out',
  returned: 'Returned',
  cancelled: 'Cancelled',
}

export const isStage = (value: unknown): value is RentalStage => typeof value === 'string' && (RENTAL_STAGES as readonly string[]).includes(value)

export const stageOf = (rental: {stage?: unknown} | undefined): RentalStage => (isStage(rental?.stage) ? rental.stage : STAGE_WHEN_UNSET)

/** A cancelled rental stays in the book but no longer holds its unit. */
export const holdsUnit = (rental: {stage?: unknown} | undefined): boolean => stageOf(rental) !== 'cancelled'

/**
 * The same rule in GROQ, for every query that counts a unit out (the sync's rental book, the
 * Studio's overlap check and free unit, the fleet view). A rental without a stage is not cancelled.
 */
export const HOLDS_UNIT_FILTER = '!(stage == "cancelled")'

export const PREPAID_BY = [
  {title: 'PromptPay', value: 'promptpay'},
  {title: 'Bank transfer', value: 'transfer'},
  {title: 'Cash', value: 'cash'},
  {title: 'Card', value: 'card'},
] as const

export const DEPOSIT_KINDS = [
  {title: 'Cash', value: 'cash'},
  {title: 'Bank transfer', value: 'transfer'},
  {title: 'Card hold', value: 'card'},
] as const

/** Which stage's facts a field belongs to, and from which stage on the form shows it. */
const SHOWN_FROM: Record<'prepaid' | 'deposit' | 'cancelled', readonly RentalStage[]> = {
  prepaid: ['held', 'confirmed', 'out', 'returned', 'cancelled'],
  deposit: ['out', 'returned'],
  cancelled: ['cancelled'],
}
export const showsFacts = (facts: keyof typeof SHOWN_FROM, rental: {stage?: unknown} | undefined): boolean => SHOWN_FROM[facts].includes(stageOf(rental))

export const MAX_BAHT = 1_000_000

const isEmpty = (value: unknown) => value === undefined || value === null || value === ''
const isBaht = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_BAHT
const oneOf = (list: ReadonlyArray<{value: string}>, value: unknown) => list.some((item) => item.value === value)

type StageDoc = {stage?: unknown; prepaid?: unknown; from?: unknown}

/** Each check: the owner-facing message when the value breaks the rule at the rental's stage, or null. */
export const stageRules = {
  stage: (value: unknown): Problem => (isEmpty(value) || isStage(value) ? null : `Choose the stage: ${RENTAL_STAGES.map((stage) => STAGE_TITLES[stage]).join(', ')}`),
  /** Held means the prepayment is in: what, how and when are the proof of it. */
  prepaid: (value: unknown, rental: StageDoc | undefined): Problem =>
    stageOf(rental) === 'held' && isEmpty(value)
      ? 'Write the prepayment received in baht, e.g. 300: a held rental is one the rider has paid for in advance'
      : isEmpty(value) || isBaht(value)
        ? null
        : `Write the prepayment in whole baht from 0 to ${MAX_BAHT.toLocaleString('en')}`,
  prepaidBy: (value: unknown, rental: StageDoc | undefined): Problem =>
    isEmpty(value) ? (stageOf(rental) === 'held' ? 'Choose how the prepayment came: PromptPay, bank transfer, cash or card' : null) : oneOf(PREPAID_BY, value) ? null : 'Choose how the prepayment came: PromptPay, bank transfer, cash or card',
  prepaidOn: (value: unknown, rental: StageDoc | undefined): Problem =>
    isEmpty(value) ? (stageOf(rental) === 'held' ? 'Write the day the prepayment came (YYYY-MM-DD)' : null) : isPhuketDate(value) ? null : 'Write the day the prepayment came as YYYY-MM-DD, e.g. 2026-12-08',
  /** Out means the unit is with the rider, against a deposit. */
  depositAmount: (value: unknown, rental: StageDoc | undefined): Problem =>
    isEmpty(value)
      ? stageOf(rental) === 'out'
        ? 'Write the deposit taken in baht, e.g. 3000 (0 when none was taken): it is what you give back at the return'
        : null
      : isBaht(value)
        ? null
        : `Write the deposit in whole baht from 0 to ${MAX_BAHT.toLocaleString('en')}`,
  depositKind: (value: unknown, rental: StageDoc | undefined): Problem =>
    isEmpty(value) ? (stageOf(rental) === 'out' ? 'Choose how the deposit was taken: cash, bank transfer or card hold' : null) : oneOf(DEPOSIT_KINDS, value) ? null : 'Choose how the deposit was taken: cash, bank transfer or card hold',
  cancelledOn: (value: unknown, rental: StageDoc | undefined): Problem =>
    isEmpty(value)
      ? stageOf(rental) === 'cancelled'
        ? 'Write the day the rental was cancelled (YYYY-MM-DD): the refund depends on it'
        : null
      : isPhuketDate(value)
        ? null
        : 'Write the day the rental was cancelled as YYYY-MM-DD, e.g. 2026-12-08',
  /** The refund recorded: never more than was prepaid. */
  refund: (value: unknown, rental: StageDoc | undefined): Problem => {
    if (isEmpty(value)) return null
    if (!isBaht(value)) return `Write the refund in whole baht from 0 to ${MAX_BAHT.toLocaleString('en')}`
    const prepaid = isBaht(rental?.prepaid) ? (rental?.prepaid as number) : 0
    return (value as number) > prepaid ? `The refund (${value} baht) is more than the prepayment (${prepaid} baht): write the prepayment received first` : null
  },
  /** The rental's price in baht, for what is still due at the handover. */
  price: (value: unknown): Problem => (isEmpty(value) || isBaht(value) ? null : `Write the rental's price in whole baht from 0 to ${MAX_BAHT.toLocaleString('en')}`),
} as const

export const MAX_CUSTOMER_CHARS = 80
export const MAX_PLACE_CHARS = 200

/** The handover's facts, for Today's lines: optional, private, plain. */
export const handoverRules = {
  customer: (value: unknown): Problem =>
    isEmpty(value) || (typeof value === 'string' && value.trim().length <= MAX_CUSTOMER_CHARS) ? null : `Write the customer's name in at most ${MAX_CUSTOMER_CHARS} characters`,
  pickupTime: (value: unknown): Problem => (isEmpty(value) || (typeof value === 'string' && TIME_OF_DAY.test(value)) ? null : 'Write the pickup time as HH:MM on a 24-hour clock, e.g. 09:30'),
  place: (value: unknown): Problem =>
    isEmpty(value) || (typeof value === 'string' && value.trim().length <= MAX_PLACE_CHARS) ? null : `Write the place in at most ${MAX_PLACE_CHARS} characters, e.g. "Hotel Patong Beach, room 214" or "The shop"`,
} as const
