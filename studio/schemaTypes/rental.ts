import {defineField, defineType, type SanityClient} from 'sanity'
import {CalendarIcon} from '@sanity/icons'
import {RENTAL_TEMPLATE_ID, rentalOverlapProblem, rentalRules} from '../rules/rentals'
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

/**
 * A new rental filled in from outside the form: the booking e-mail's link (bike web id, dates,
 * reference) or a free day of the fleet view (bike web id, first day). Each value is taken only when
 * it is what the field holds; the owner checks the rest before publishing.
 */
export type RentalTemplateParams = {bike?: unknown; from?: unknown; to?: unknown; reference?: unknown}

export const rentalTemplate = {
  id: RENTAL_TEMPLATE_ID,
  title: 'Rental (filled in)',
  schemaType: 'rental',
  parameters: [
    {name: 'bike', type: 'string'},
    {name: 'from', type: 'string'},
    {name: 'to', type: 'string'},
    {name: 'reference', type: 'string'},
  ],
  value: async (params: RentalTemplateParams, context: {getClient: (options: {apiVersion: string}) => SanityClient}) => {
    const slug = typeof params.bike === 'string' ? params.bike : ''
    const bikeId = slug
      ? await context.getClient({apiVersion: API_VERSION}).fetch<string | null>(
          '*[_type == "bike" && slug.current == $slug && !(_id in path("drafts.**"))][0]._id',
          {slug},
        )
      : null
    const day = (value: unknown) => (rentalRules.date(value) === null ? (value as string) : undefined)
    const from = day(params.from)
    const to = day(params.to) ?? from
    const reference = typeof params.reference === 'string' && rentalRules.reference(params.reference) === null ? params.reference.trim() : undefined
    return {
      ...(bikeId ? {bike: {_type: 'reference', _ref: bikeId}} : {}),
      ...(from ? {from} : {}),
      ...(to ? {to} : {}),
      ...(reference ? {reference} : {}),
    }
  },
}
