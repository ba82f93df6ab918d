// Shop settings → "Hours & booking": the days the shop is closed and the rules a booking request
// must meet. The booking form explains each one to the visitor before it sends anything; the rules
// are shared with the sync (rules/content/rentals.ts), with the same words.
import {defineArrayMember, defineField} from 'sanity'
import {bookingRules, closedDaysOverlapProblem, closedDaysOverlaps, type ClosedSpan} from '../../rules/content/rentals'
import {requiredShared, shared} from './sharedRule'

type ClosedDaysValue = {from?: unknown; to?: unknown}

const readable = (spans: ClosedDaysValue[] | undefined): ClosedSpan[] =>
  (spans ?? []).filter((s): s is ClosedSpan => !bookingRules.closedDate(s.from) && !bookingRules.closedDate(s.to) && !bookingRules.closedLastAfterFirst(s.to, s.from))

export const bookingRuleFields = [
  defineField({
    name: 'closedDays',
    title: 'Closed days',
    type: 'array',
    group: 'hours',
    description:
      'Days the shop is shut (holidays): no pickup and no return on them. The booking form shows your sentence to a visitor who picks one.',
    of: [
      defineArrayMember({
        name: 'closedDay',
        title: 'Closed days',
        type: 'object',
        fields: [
          defineField({
            name: 'from',
            title: 'First day',
            type: 'date',
            description: 'A Phuket date, e.g. 2027-04-13.',
            validation: (rule) => requiredShared(rule, bookingRules.closedDate),
          }),
          defineField({
            name: 'to',
            title: 'Last day',
            type: 'date',
            description: 'Included; the same as the first day for a single day.',
            validation: (rule) => [
              ...requiredShared(rule, bookingRules.closedDate),
              rule.custom((to, context) => bookingRules.closedLastAfterFirst(to, (context.parent as ClosedDaysValue | undefined)?.from) ?? true),
            ],
          }),
          defineField({
            name: 'note',
            title: 'What visitors read',
            type: 'localizedString',
            description: 'One sentence in every language, e.g. "We are closed for Songkran: pick a day from 16 April, or message us."',
            validation: (rule) => rule.required().error('Write the sentence for visitors in every language'),
          }),
        ],
        preview: {
          select: {from: 'from', to: 'to', note: 'note.en'},
          prepare: ({from, to, note}) => ({title: from === to ? `${from ?? '?'}` : `${from ?? '?'} to ${to ?? '?'}`, subtitle: note || 'No sentence yet'}),
        },
      }),
    ],
    validation: (rule) =>
      rule.custom((spans: ClosedDaysValue[] | undefined) => {
        const [pair] = closedDaysOverlaps(readable(spans))
        return pair ? closedDaysOverlapProblem(...pair) : true
      }),
  }),
  defineField({
    name: 'minNoticeHours',
    title: 'Minimum notice before pickup (hours)',
    type: 'number',
    group: 'hours',
    description: 'A pickup must be at least this many hours after the request, e.g. 3. 0 or empty: any pickup time from now on.',
    validation: (rule) => rule.custom(shared(bookingRules.minNoticeHours)),
  }),
  defineField({
    name: 'minRentalDays',
    title: 'Shortest rental (days)',
    type: 'number',
    group: 'hours',
    description: 'The fewest days you rent a bike for, e.g. 3 in the high season. 1 or empty: any rental.',
    validation: (rule) => rule.custom(shared(bookingRules.minRentalDays)),
  }),
]
