import {defineField, defineType, type SanityClient} from 'sanity'
import {CalendarIcon} from '@sanity/icons'
import {RENTAL_DAY_TITLES, RENTAL_EMAIL_TEMPLATE_ID, RENTAL_TEMPLATE_ID, rentalOverlapProblem, rentalRules} from '../../rules/content/rentals'
import {checkBookingLink, checkFleetLink, FILLED_FROM_EMAIL, NO_FREE_UNIT_FROM_EMAIL, refusedFromEmail, type FleetLinkBike, type LinkBike, type LinkPeriod} from '../../rules/content/rentalLink'
import {todayOnPhuket} from '../../rules/content/content'
import {locales} from '../../src/i18n/locales'
import {plainText} from './plainText'
import {SaveFilledRental} from '../components/rentals/SaveFilledRental'
import {requiredShared, shared} from './sharedRule'
import {firstFreeUnit, unitLabel, unitOfRental, unitRules, type Unit, type UnitSpan} from '../../rules/content/units'
import {UnitInput} from '../components/rentals/UnitInput'
import {ExtensionInput} from '../components/rentals/ExtensionInput'
import {stageFields} from './rentalStage'
import {HOLDS_UNIT_FILTER, holdsUnit, STAGE_TITLES, STAGE_WHEN_UNSET, stageOf} from '../../rules/content/rentalStages'

// The owner's rental book: one unit of a bike out from its first to its last day, with a rider or
// off the road (a repair, a service). The website counts the model's free units on those days; the
// reference, the note and the reason stay in the Studio (the sync never reads them). Two rentals of
// one unit that share a day are refused here and by the sync (rules/content/rentals.ts).
type RentalDoc = {_id?: string; bike?: {_ref?: string}; unit?: string; kind?: string; from?: string; to?: string; stage?: string}

export const OFF_ROAD = 'offRoad'
const isOffRoad = (rental: {kind?: string} | undefined) => rental?.kind === OFF_ROAD

const API_VERSION = '2025-01-01'

/** Another published rental of this bike sharing a day with this one, named with this one (the sync's words). */
async function overlapping(rental: RentalDoc | undefined, client: SanityClient): Promise<string | true> {
  const bikeId = rental?.bike?._ref
  // Unreadable or reversed dates, or no bike yet, have their own messages.
  // A cancelled rental no longer holds its unit (rules/content/rentalStages.ts).
  if (!holdsUnit(rental)) return true
  if (!rental?._id || !bikeId || rentalRules.date(rental.from) || rentalRules.date(rental.to) || rentalRules.lastAfterFirst(rental.to, rental.from)) return true
  const found = await client.fetch<{bike: {name: string | null; units: Unit[] | null} | null; others: Array<UnitSpan & {offRoad: boolean}>}>(
    `{
      "bike": *[_id == $bike][0]{name, "units": units[]{"key": _key, name, inService}},
      "others": *[_type == "rental" && !(_id in path("drafts.**")) && ${HOLDS_UNIT_FILTER} && _id != $id && bike._ref == $bike && from <= $to && to >= $from] | order(from asc){from, to, unit, "offRoad": kind == "${OFF_ROAD}"}
    }`,
    {id: rental._id.replace(/^drafts\./, ''), bike: bikeId, from: rental.from, to: rental.to},
  )
  const units = found.bike?.units
  const unit = unitOfRental(rental.unit, units)
  const other = found.others.find((span) => unitOfRental(span.unit, units) === unit)
  if (!other) return true
  const bike = unitLabel(found.bike?.name || 'This bike', unit, units)
  return rentalOverlapProblem(
    {bikeId, unit, bike, from: rental.from as string, to: rental.to as string, offRoad: isOffRoad(rental)},
    {bikeId, unit, bike, from: other.from, to: other.to, offRoad: other.offRoad},
  )
}

/** The unit must still be one of the bike's (a unit taken off the list leaves its rentals to move). */
async function unitOfBike(unit: unknown, rental: RentalDoc | undefined, client: SanityClient): Promise<string | true> {
  if (!unit || !rental?.bike?._ref) return true
  const units = await client.fetch<Unit[] | null>('*[_id == $bike][0].units[]{"key": _key, name, inService}', {bike: rental.bike._ref})
  return unitRules.ofBike(unit, units) ?? true
}

export const rental = defineType({
  name: 'rental',
  title: 'Rental',
  type: 'document',
  icon: CalendarIcon,
  description: 'A unit of a bike out with a rider, or off the road: the website counts it out from the first to the last day.',
  // Filled in from a link: saved as a draft at once, so Publish is ready (components/rentals).
  components: {input: SaveFilledRental},
  fields: [
    ...stageFields.slice(0, 1),
    defineField({
      name: 'bike',
      title: 'Bike',
      type: 'reference',
      to: [{type: 'bike'}],
      validation: (rule) => rule.required().error(rentalRules.bike(undefined) ?? undefined),
    }),
    defineField({
      name: 'unit',
      title: 'Unit',
      type: 'string',
      description: 'Which of the bike\'s units goes out. The website never shows it: visitors see the model free while one unit is.',
      components: {input: UnitInput},
      validation: (rule) => rule.custom((unit, context) => unitOfBike(unit, context.document as RentalDoc | undefined, context.getClient({apiVersion: API_VERSION}))),
    }),
    defineField({
      name: 'kind',
      title: 'Out for',
      type: 'string',
      options: {list: [{title: 'A rider', value: 'rider'}, {title: 'Off the road (a repair, a service)', value: OFF_ROAD}], layout: 'radio', direction: 'horizontal'},
      initialValue: 'rider',
    }),
    defineField({
      name: 'reason',
      title: 'Why it is off the road',
      type: 'string',
      description: 'Optional, e.g. "New tyres at the garage". Only you see it.',
      hidden: ({document}) => !isOffRoad(document as RentalDoc | undefined),
      validation: (rule) => [rule.custom(shared(unitRules.reason)), rule.custom(plainText)],
    }),
    defineField({
      name: 'from',
      title: RENTAL_DAY_TITLES.from,
      type: 'date',
      description: 'The day the rider takes the bike (a Phuket date).',
      validation: (rule) => requiredShared(rule, rentalRules.date),
    }),
    defineField({
      name: 'to',
      title: RENTAL_DAY_TITLES.to,
      type: 'date',
      description: 'The day the bike comes back, included: the bike is booked on it. Another rental of this unit can start the next day. Moved later, it shows what the added days cost.',
      components: {input: ExtensionInput},
      validation: (rule) => [
        ...requiredShared(rule, rentalRules.date),
        rule.custom((to, context) => rentalRules.lastAfterFirst(to, (context.document as RentalDoc | undefined)?.from) ?? true),
        rule.custom((_to, context) => overlapping(context.document as RentalDoc | undefined, context.getClient({apiVersion: API_VERSION}))),
      ],
    }),
    ...stageFields.slice(1),
    defineField({
      name: 'reference',
      title: 'Booking reference',
      type: 'string',
      description: 'Optional: the reference of the booking e-mail, e.g. PMR-1512-K7QX. Only you see it.',
      validation: (rule) => [rule.custom(shared(rentalRules.reference)), rule.custom(plainText)],
    }),
    defineField({
      name: 'fromEmail',
      title: 'From a booking e-mail',
      // Text, not string: a one-line field would cut the sentence of what to compare at its edge;
      // five rows hold the longest of them (rules/content/rentalLink.ts) on a desk.
      type: 'text',
      rows: 5,
      description: 'Set when the booking e-mail\'s link opened this rental: what to compare with the e-mail, or why nothing was filled in.',
      readOnly: true,
      hidden: ({value}) => !value,
    }),
    defineField({
      name: 'note',
      title: 'Private note',
      type: 'text',
      rows: 3,
      description: 'Optional: anything for you (name, hotel, deposit taken). Never on the website.',
      validation: (rule) => rule.custom(shared(rentalRules.note)),
    }),
  ],
  orderings: [
    {title: 'First day, newest first', name: 'fromDesc', by: [{field: 'from', direction: 'desc'}]},
    {title: 'First day', name: 'fromAsc', by: [{field: 'from', direction: 'asc'}]},
  ],
  preview: {
    select: {bike: 'bike.name', image: 'bike.image', from: 'from', to: 'to', reference: 'reference', kind: 'kind', reason: 'reason', stage: 'stage', customer: 'customer'},
    prepare: ({bike, image, from, to, reference, kind, reason, stage, customer}) => ({
      title: `${bike || 'No bike chosen'} · ${from ?? '?'} to ${to ?? '?'}`,
      subtitle:
        kind === OFF_ROAD
          ? `Off the road${reason ? `: ${reason}` : ''}`
          : [STAGE_TITLES[stageOf({stage})], customer, reference || 'No booking reference'].filter(Boolean).join(' · '),
      media: image,
    }),
  },
})

type TemplateContext = {getClient: (options: {apiVersion: string}) => SanityClient}

/**
 * A free day of a unit in the fleet view: a new rental of that unit from that day, its last day left
 * for the owner to choose. Only when the link is one the fleet view could make (rules/rentalLink.ts):
 * otherwise the rental opens empty and nothing is saved.
 */
export const rentalTemplate = {
  id: RENTAL_TEMPLATE_ID,
  title: 'Rental (filled in)',
  schemaType: 'rental',
  parameters: [
    {name: 'bike', type: 'string'},
    {name: 'from', type: 'string'},
    {name: 'unit', type: 'string'},
  ],
  value: async (params: unknown, context: TemplateContext) => {
    const bike = typeof params === 'object' && params !== null ? (params as {bike?: unknown}).bike : undefined
    const bikes = await context.getClient({apiVersion: API_VERSION}).fetch<FleetLinkBike[]>(
      `*[_type == "bike" && slug.current == $slug && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{_id, "slug": slug.current, available, "units": units[]{"key": _key, inService}}`,
      {slug: typeof bike === 'string' ? bike : ''},
    )
    const checked = checkFleetLink(params, {today: todayOnPhuket(), bikes})
    if (!checked.ok) return {}
    const {bikeId, from, unit} = checked.values
    return {stage: STAGE_WHEN_UNSET, bike: {_type: 'reference', _ref: bikeId}, ...(unit ? {unit} : {}), from}
  },
}

/** The bike's first unit free on every day of the booking (rules/content/units.ts), or null when none is. */
async function freeUnitOf(bikeId: string, days: {from: string; to: string}, context: TemplateContext): Promise<string | null> {
  const found = await context.getClient({apiVersion: API_VERSION}).fetch<{units: Unit[] | null; out: UnitSpan[]}>(
    `{
      "units": *[_id == $bike][0].units[]{"key": _key, name, inService},
      "out": *[_type == "rental" && !(_id in path("drafts.**")) && ${HOLDS_UNIT_FILTER} && bike._ref == $bike && from <= $to && to >= $from]{unit, from, to}
    }`,
    {bike: bikeId, ...days},
  )
  return firstFreeUnit(found.units, found.out, days)
}

/**
 * The booking e-mail's link, through the hand-off page (studio/static/add-rental.html): filled in
 * only when every value is what a booking on the website can be (rules/content/rentalLink.ts), and saying
 * so; otherwise empty, saying why.
 */
export const rentalEmailTemplate = {
  id: RENTAL_EMAIL_TEMPLATE_ID,
  title: 'Rental (from a booking e-mail)',
  schemaType: 'rental',
  parameters: [...rentalTemplate.parameters, {name: 'to', type: 'string'}, {name: 'reference', type: 'string'}, {name: 'lang', type: 'string'}],
  value: async (params: unknown, context: TemplateContext) => {
    const facts = await context.getClient({apiVersion: API_VERSION}).fetch<{bikes: LinkBike[]; periods: LinkPeriod[] | null}>(
      `{
        "bikes": *[_type == "bike" && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{_id, "slug": slug.current, available},
        "periods": *[_id == "siteSettings"][0].rentalPeriods[]{days, months}
      }`,
    )
    const checked = checkBookingLink(params, {today: todayOnPhuket(), bikes: facts.bikes, periods: facts.periods ?? [], languages: locales})
    if (!checked.ok) return {fromEmail: refusedFromEmail(checked.problem)}
    const {bikeId, from, to, reference, language} = checked.values
    const unit = await freeUnitOf(bikeId, {from, to}, context)
    // A booking e-mail is a request until the prepayment comes.
    return {stage: 'request', bike: {_type: 'reference', _ref: bikeId}, ...(unit ? {unit} : {}), from, to, reference, ...(language ? {language} : {}), fromEmail: unit === null ? NO_FREE_UNIT_FROM_EMAIL : FILLED_FROM_EMAIL}
  },
}

/** Both filled-in rentals; they need parameters, so neither is in the global "Create" menu. */
export const rentalTemplates = [rentalTemplate, rentalEmailTemplate]
