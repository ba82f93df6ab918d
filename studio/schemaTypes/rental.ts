import {defineField, defineType, type SanityClient} from 'sanity'
import {CalendarIcon} from '@sanity/icons'
import {RENTAL_EMAIL_TEMPLATE_ID, RENTAL_TEMPLATE_ID, rentalOverlapProblem, rentalRules} from '../rules/rentals'
import {checkBookingLink, FILLED_FROM_EMAIL, refusedFromEmail, type LinkBike, type LinkPeriod} from '../rules/rentalLink'
import {todayOnPhuket} from '../rules/content'
import {plainText} from './plainText'
import {SaveFilledRental} from '../components/rentals/SaveFilledRental'
import {requiredShared, shared} from './sharedRule'

// The owner's rental book: one bike out from its first to its last day. The website marks the bike
// booked on those days; the reference and the note stay in the Studio (the sync never reads them).
// Two rentals of one bike that share a day are refused here and by the sync (../rules/rentals.ts).
type RentalDoc = {_id?: string; bike?: {_ref?: string}; from?: string; to?: string}

const API_VERSION = '2025-01-01'

/** Another published rental of this bike sharing a day with this one, named with this one (the sync's words). */
async function overlapping(rental: RentalDoc | undefined, client: SanityClient): Promise<string | true> {
  const bikeId = rental?.bike?._ref
  // Unreadable or reversed dates, or no bike yet, have their own messages.
  if (!rental?._id || !bikeId || rentalRules.date(rental.from) || rentalRules.date(rental.to) || rentalRules.lastAfterFirst(rental.to, rental.from)) return true
  const found = await client.fetch<{bike: string | null; other: {from: string; to: string} | null}>(
    `{
      "bike": *[_id == $bike][0].name,
      "other": *[_type == "rental" && !(_id in path("drafts.**")) && _id != $id && bike._ref == $bike && from <= $to && to >= $from] | order(from asc)[0]{from, to}
    }`,
    {id: rental._id.replace(/^drafts\./, ''), bike: bikeId, from: rental.from, to: rental.to},
  )
  if (!found.other) return true
  const bike = found.bike || 'This bike'
  return rentalOverlapProblem({bikeId, bike, from: rental.from as string, to: rental.to as string}, {bikeId, bike, ...found.other})
}

export const rental = defineType({
  name: 'rental',
  title: 'Rental',
  type: 'document',
  icon: CalendarIcon,
  description: 'A bike out with a rider: the website shows it booked from the first to the last day.',
  // Filled in from a link: saved as a draft at once, so Publish is ready (components/rentals).
  components: {input: SaveFilledRental},
  fields: [
    defineField({
      name: 'bike',
      title: 'Bike',
      type: 'reference',
      to: [{type: 'bike'}],
      validation: (rule) => rule.required().error(rentalRules.bike(undefined) ?? undefined),
    }),
    defineField({
      name: 'from',
      title: 'First day',
      type: 'date',
      description: 'The day the rider takes the bike (a Phuket date).',
      validation: (rule) => requiredShared(rule, rentalRules.date),
    }),
    defineField({
      name: 'to',
      title: 'Last day',
      type: 'date',
      description: 'The day the bike comes back, included: the bike is booked on it. Another rental of this bike can start the next day.',
      validation: (rule) => [
        ...requiredShared(rule, rentalRules.date),
        rule.custom((to, context) => rentalRules.lastAfterFirst(to, (context.document as RentalDoc | undefined)?.from) ?? true),
        rule.custom((_to, context) => overlapping(context.document as RentalDoc | undefined, context.getClient({apiVersion: API_VERSION}))),
      ],
    }),
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
      type: 'string',
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
    select: {bike: 'bike.name', image: 'bike.image', from: 'from', to: 'to', reference: 'reference'},
    prepare: ({bike, image, from, to, reference}) => ({
      title: `${bike || 'No bike chosen'} · ${from ?? '?'} to ${to ?? '?'}`,
      subtitle: reference || 'No booking reference',
      media: image,
    }),
  },
})

type TemplateContext = {getClient: (options: {apiVersion: string}) => SanityClient}

/** A published bike's document id by its web id (slug), or null. */
async function bikeBySlug(slug: unknown, context: TemplateContext): Promise<string | null> {
  if (typeof slug !== 'string' || slug === '') return null
  return context.getClient({apiVersion: API_VERSION}).fetch<string | null>(
    '*[_type == "bike" && slug.current == $slug && !(_id in path("drafts.**")) && !(_id in path("versions.**"))][0]._id',
    {slug},
  )
}

/** A free day of the fleet view: a new rental of that bike from that day (the owner's own click). */
export const rentalTemplate = {
  id: RENTAL_TEMPLATE_ID,
  title: 'Rental (filled in)',
  schemaType: 'rental',
  parameters: [
    {name: 'bike', type: 'string'},
    {name: 'from', type: 'string'},
  ],
  value: async (params: {bike?: unknown; from?: unknown}, context: TemplateContext) => {
    const bikeId = await bikeBySlug(params.bike, context)
    const from = rentalRules.date(params.from) === null ? (params.from as string) : undefined
    return {
      ...(bikeId ? {bike: {_type: 'reference', _ref: bikeId}} : {}),
      ...(from ? {from, to: from} : {}),
    }
  },
}

/**
 * The booking e-mail's link, through the hand-off page (studio/static/add-rental.html): filled in
 * only when every value is what a booking on the website can be (rules/rentalLink.ts), and saying
 * so; otherwise empty, saying why.
 */
export const rentalEmailTemplate = {
  id: RENTAL_EMAIL_TEMPLATE_ID,
  title: 'Rental (from a booking e-mail)',
  schemaType: 'rental',
  parameters: [...rentalTemplate.parameters, {name: 'to', type: 'string'}, {name: 'reference', type: 'string'}],
  value: async (params: unknown, context: TemplateContext) => {
    const facts = await context.getClient({apiVersion: API_VERSION}).fetch<{bikes: LinkBike[]; periods: LinkPeriod[] | null}>(
      `{
        "bikes": *[_type == "bike" && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{_id, "slug": slug.current, available},
        "periods": *[_id == "siteSettings"][0].rentalPeriods[]{days, months}
      }`,
    )
    const checked = checkBookingLink(params, {today: todayOnPhuket(), bikes: facts.bikes, periods: facts.periods ?? []})
    if (!checked.ok) return {fromEmail: refusedFromEmail(checked.problem)}
    const {bikeId, from, to, reference} = checked.values
    return {bike: {_type: 'reference', _ref: bikeId}, from, to, reference, fromEmail: FILLED_FROM_EMAIL}
  },
}

/** Both filled-in rentals; they need parameters, so neither is in the global "Create" menu. */
export const rentalTemplates = [rentalTemplate, rentalEmailTemplate]
