// Validates every query result together and fails with every problem at once, so the
// owner fixes a batch in one go instead of one error per sync run.
import { SyncError } from '../errors.ts'
import { isRecord } from '../sources/ndjson.ts'
import { validateBikes } from './bikes.ts'
import { validateDeliveryClaims, validateDepositClaim, validateExcessClaim, validateExcessPlaceholder, validatePrepaymentClaims, type EnglishText } from './claims.ts'
import { validateCurrencies } from './currencies.ts'
import { validateDelivery } from './delivery.ts'
import { validateExtras } from './extras.ts'
import { validateMessages } from './messages.ts'
import { validateCustomerMessages } from './customerMessages.ts'
import { validateSeasons } from './seasons.ts'
import { validateBookingRules, validateRentals } from './rentals.ts'
import { validateUnits } from './units.ts'
import { validateSettings } from './settings.ts'
import { validateTerms } from './terms.ts'
import { validateVisit } from './visit.ts'

export interface Content {
  bikes: unknown
  settings: unknown
  messages: unknown
  terms: unknown
  /**
   * The shop's position, pictures, public rating and reviews (shopVisitQuery): null when the query
   * found no settings document, absent when the caller did not run that query (the Studio preview
   * may run only some); the sync always runs it.
   */
  visit?: unknown
  /** The seasons (seasonsQuery): absent when the caller did not run that query; the sync always runs it. */
  seasons?: unknown
  /** The delivery areas and the deposit's sentence on documents (deliveryQuery); absent as `visit`. */
  delivery?: unknown
  /** The rentals that have not ended (rentalsQuery); absent as `visit`. */
  rentals?: unknown
  /** Each bike's units (bikeUnitsQuery); absent as `visit`. */
  units?: unknown
  /** The closed days and booking rules (bookingRulesQuery); absent as `visit`. */
  bookingRules?: unknown
  /** The extras and cover levels (extrasQuery); absent as `visit`. */
  extras?: unknown
  /** The rates for other currencies (currenciesQuery); absent as `visit`. */
  currencies?: unknown
  /** The Phuket date of the run (YYYY-MM-DD): a rate may not be set after it. Needed with `currencies`. */
  today?: string
  /** The messages to customers (customerMessagesQuery): checked, never shipped; absent as `visit`. */
  customerMessages?: unknown
  /** The English of the e-mail templates that speak every language (pipeline/sources/templates.ts); the sync reads them, a preview need not. */
  templates?: readonly EnglishText[]
}

export function validateContent(content: Content, sourceLabel: string): void {
  const problems: string[] = []
  validateBikes(content.bikes, problems)
  validateMessages(content.messages, problems)
  const prepayment = isRecord(content.delivery) && isRecord(content.delivery.prepayment) ? content.delivery.prepayment : {}
  validateTerms(content.terms, problems, prepayment.freeUntilDays)
  validateDepositClaim(content.terms, content.bikes, problems)
  if (content.visit !== undefined) validateVisit(content.visit, problems)
  if (content.seasons !== undefined) validateSeasons(content.seasons, bikeIdsOf(content.bikes), problems)
  if (content.delivery !== undefined) validateDelivery(content.delivery, problems)
  if (content.delivery !== undefined) validateDeliveryClaims(content.messages, content.delivery, problems)
  if (content.delivery !== undefined) validatePrepaymentClaims(content.messages, content.terms, content.delivery, problems, content.templates)
  if (content.rentals !== undefined) validateRentals(content.rentals, bikeNamesOf(content.bikes), validateUnits(content.units, problems), problems)
  if (content.bookingRules !== undefined) validateBookingRules(content.bookingRules, problems)
  if (content.extras !== undefined) validateExtras(content.extras, bikeIdsOf(content.bikes), problems)
  if (content.extras !== undefined) validateExcessClaim(content.terms, content.extras, problems, content.templates)
  validateExcessPlaceholder(content.terms, content.extras, problems)
  if (content.currencies !== undefined && content.today !== undefined) validateCurrencies(content.currencies, content.today, problems)
  validateCustomerMessages(content.customerMessages, problems)
  const keys = new Set(
    (Array.isArray(content.messages) ? content.messages : []).map((m: unknown) => (isRecord(m) ? m.key : undefined)),
  )
  validateSettings(content.settings, keys as Set<string>, problems)
  if (problems.length) {
    throw new SyncError(`Content from ${sourceLabel} is invalid (${problems.length} problem${problems.length > 1 ? 's' : ''}):`, problems)
  }
}

function bikeNamesOf(bikes: unknown): Map<string, string> {
  const list = (Array.isArray(bikes) ? bikes : []).filter(isRecord)
  return new Map(list.filter((b) => typeof b.id === 'string').map((b) => [b.id as string, typeof b.name === 'string' ? b.name : (b.id as string)]))
}

function bikeIdsOf(bikes: unknown): Set<string> {
  return new Set((Array.isArray(bikes) ? bikes : []).map((b: unknown) => (isRecord(b) ? b.id : undefined)).filter((id): id is string => typeof id === 'string'))
}
