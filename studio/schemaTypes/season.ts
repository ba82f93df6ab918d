import {defineArrayMember, defineField, defineType, type SanityClient} from 'sanity'
import {CalendarIcon} from '@sanity/icons'
import {defaultLocale} from '../languages'
import {seasonOverlapProblem, seasonRules, type SeasonSpan} from '../../rules/content/seasons'
import {requiredShared, shared} from './sharedRule'

// A season: days when the bikes cost more (high season, Songkran) or less than usual. The website
// prices a rental by its length as usual (months, weeks, days) and adds each season's percentage of
// what the season's days cost by their own length; it refuses two seasons that share a day (the
// same rule the sync applies, rules/content/seasons.ts).
type SeasonDoc = {_id?: string; name?: Record<string, string | undefined>; from?: string; to?: string}

const nameOf = (doc: SeasonDoc): string => doc.name?.[defaultLocale] || 'This season'

/** Another published season sharing a day with this one, named with this one (the sync's words). */
async function overlapping(season: SeasonDoc | undefined, client: SanityClient): Promise<string | true> {
  // Unreadable or reversed dates have their own message.
  if (!season?._id || seasonRules.date(season.from) || seasonRules.date(season.to) || seasonRules.toAfterFrom(season.to, season.from)) return true
  const id = season._id.replace(/^drafts\./, '')
  const other = await client.fetch<{name: Record<string, string> | null; from: string; to: string} | null>(
    '*[_type == "season" && !(_id in path("drafts.**")) && _id != $id && from <= $to && to >= $from] | order(from asc)[0]',
    {id, from: season.from, to: season.to},
  )
  if (!other) return true
  const mine: SeasonSpan = {name: nameOf(season), from: season.from as string, to: season.to as string}
  return seasonOverlapProblem(mine, {name: other.name?.[defaultLocale] || 'another season', from: other.from, to: other.to})
}

export const season = defineType({
  name: 'season',
  title: 'Season',
  type: 'document',
  icon: CalendarIcon,
  description: 'Days when prices change: a percentage for every bike, a day price for some bikes, or both.',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'localizedString',
      description: 'Shown to visitors in the price estimate, e.g. "High season" or "Songkran".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'from',
      title: 'First day',
      type: 'date',
      description: 'The first day of the season (a Phuket date), e.g. 2026-12-15.',
      validation: (rule) => requiredShared(rule, seasonRules.date),
    }),
    defineField({
      name: 'to',
      title: 'Last day',
      type: 'date',
      description: 'The last day of the season, included, e.g. 2027-02-28.',
      validation: (rule) => [
        ...requiredShared(rule, seasonRules.date),
        rule.custom((to, context) => seasonRules.toAfterFrom(to, (context.document as SeasonDoc | undefined)?.from) ?? true),
        rule.custom((_to, context) => overlapping(context.document as SeasonDoc | undefined, context.getClient({apiVersion: '2025-01-01'}))),
      ],
    }),
    defineField({
      name: 'percent',
      title: 'Change for every bike (%)',
      type: 'number',
      description: 'Added to each bike\'s prices: 30 means 30 % more (250 baht a day becomes 325, a 5,500 month 7,150), -20 means 20 % less. Empty if you set prices per bike only.',
      validation: (rule) => [
        rule.custom(shared(seasonRules.percent)),
        // A season must change some price: said here, where a percentage is the usual answer.
        rule.custom((percent, context) => seasonRules.pricing(percent, context.document?.bikePrices) ?? true),
      ],
    }),
    defineField({
      name: 'bikePrices',
      title: 'Prices per bike (baht)',
      type: 'array',
      description:
        'Optional: a bike listed here costs this price per day in the season, whatever the percentage says; its weeks and months change by the same share (350 over 250 is +40 %) unless you give the season week or month price too.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'seasonBikePrice',
          fields: [
            defineField({
              name: 'bike',
              title: 'Bike',
              type: 'reference',
              to: [{type: 'bike'}],
              validation: (rule) => rule.required().error('Choose the bike'),
            }),
            defineField({
              name: 'price',
              title: 'Price per day (baht)',
              type: 'number',
              validation: (rule) => requiredShared(rule, seasonRules.bikePrice),
            }),
            defineField({
              name: 'weekPrice',
              title: 'Price per week (baht)',
              type: 'number',
              description: 'Optional: the bike\'s week in the season. Empty: its usual week price, changed like its day price.',
              validation: (rule) => rule.custom(shared(seasonRules.bikeWeekPrice)),
            }),
            defineField({
              name: 'monthPrice',
              title: 'Price per month (baht)',
              type: 'number',
              description: 'Optional: the bike\'s month in the season. Empty: its usual month price, changed like its day price.',
              validation: (rule) => rule.custom(shared(seasonRules.bikeMonthPrice)),
            }),
          ],
          preview: {
            select: {title: 'bike.name', price: 'price', week: 'weekPrice', month: 'monthPrice'},
            prepare: ({title, price, week, month}) => ({
              title: title || 'No bike chosen',
              subtitle: price
                ? [`${price} baht/day`, week ? `${week}/week` : null, month ? `${month}/month` : null].filter(Boolean).join(' · ')
                : 'No price yet',
            }),
          },
        }),
      ],
      validation: (rule) =>
        rule.custom((items: Array<{bike?: {_ref?: string}}> | undefined) => {
          const refs = (items ?? []).map((item) => item.bike?._ref).filter(Boolean)
          return new Set(refs).size === refs.length ? true : 'A bike is listed twice: keep one price per bike'
        }),
    }),
  ],
  orderings: [{title: 'First day', name: 'fromAsc', by: [{field: 'from', direction: 'asc'}]}],
  preview: {
    select: {name: `name.${defaultLocale}`, from: 'from', to: 'to', percent: 'percent', prices: 'bikePrices'},
    prepare: ({name, from, to, percent, prices}) => ({
      title: name || 'Unnamed season',
      subtitle: [
        `${from ?? '?'} to ${to ?? '?'}`,
        typeof percent === 'number' ? `${percent > 0 ? '+' : ''}${percent} %` : null,
        Array.isArray(prices) && prices.length ? `${prices.length} bike price${prices.length > 1 ? 's' : ''}` : null,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
