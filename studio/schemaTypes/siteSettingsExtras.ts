// Shop settings → "Extras & cover": what a rider may add to a booking (a helmet, a top box, rain
// gear), each priced per day or once, and the cover levels with the excess the rider pays for damage
// or theft. The booking form offers them, the estimate and both e-mails list them, the Rental terms
// state the cover levels. The rules are shared with the sync (rules/content/extras.ts).
import {defineArrayMember, defineField} from 'sanity'
import {coverRules, EXTRA_UNITS, extraRules, MAX_PER_BOOKING} from '../../rules/content/extras'
import {requiredShared} from './sharedRule'

export const extrasGroup = {name: 'extras', title: 'Extras & cover'}

const baht = (amount: number) => `${amount.toLocaleString('en-US')} baht`
const UNIT_TITLES: Record<(typeof EXTRA_UNITS)[number], string> = {day: 'Per day', rental: 'Once per rental'}

type ExtraParent = {unit?: unknown; price?: unknown} | undefined

const extraFields = [
  defineField({
    name: 'name',
    title: 'Name',
    type: 'localizedString',
    description: 'As the booking form lists it, e.g. "Top box" or "Rain poncho".',
    validation: (rule) => rule.required().error('Name the extra in every language'),
  }),
  defineField({
    name: 'id',
    title: 'Web id',
    type: 'string',
    description: 'A short id for the booking e-mail, e.g. "top-box". Do not change it while bookings may be on their way.',
    validation: (rule) => requiredShared(rule, extraRules.id),
  }),
  defineField({
    name: 'price',
    title: 'Price (baht)',
    type: 'number',
    description: 'For one of them, e.g. 30.',
    validation: (rule) => requiredShared(rule, extraRules.price),
  }),
  defineField({
    name: 'unit',
    title: 'Price is',
    type: 'string',
    options: {list: EXTRA_UNITS.map((value) => ({value, title: UNIT_TITLES[value]})), layout: 'radio', direction: 'horizontal'},
    initialValue: 'day',
    validation: (rule) => requiredShared(rule, extraRules.unit),
  }),
  defineField({
    name: 'cap',
    title: 'Most for one rental (baht)',
    type: 'number',
    description: 'Optional, for a price per day: one of them never costs more than this for the whole rental, e.g. 300.',
    hidden: ({parent}) => (parent as ExtraParent)?.unit !== 'day',
    validation: (rule) =>
      rule.custom((value, context) => extraRules.cap(value, (context.parent as ExtraParent)?.unit, (context.parent as ExtraParent)?.price) ?? true),
  }),
  defineField({
    name: 'included',
    title: 'Included free',
    type: 'number',
    description: 'How many come free with every bike, e.g. 2 helmets; 0 if none.',
    initialValue: 0,
    validation: (rule) => requiredShared(rule, extraRules.included),
  }),
  defineField({
    name: 'maxPerBooking',
    title: 'Most per booking',
    type: 'number',
    description: `How many a rider may add to one booking, at the price above, from 0 to ${MAX_PER_BOOKING}; 0 if only the free ones are given.`,
    initialValue: 1,
    validation: (rule) => [
      ...requiredShared(rule, extraRules.maxPerBooking),
      rule.custom((value, context) => extraRules.offered((context.parent as {included?: unknown})?.included, value) ?? true),
    ],
  }),
  defineField({
    name: 'fits',
    title: 'Fits only these bikes',
    type: 'array',
    description: 'Optional: e.g. a top box fits the scooters only. Empty: every bike. The form offers it only with a bike listed here.',
    of: [defineArrayMember({type: 'reference', to: [{type: 'bike'}]})],
    validation: (rule) => rule.unique(),
  }),
]

const coverFields = [
  defineField({
    name: 'name',
    title: 'Name',
    type: 'localizedString',
    description: 'e.g. "Basic cover" or "Full cover".',
    validation: (rule) => rule.required().error('Name the cover level in every language'),
  }),
  defineField({
    name: 'id',
    title: 'Web id',
    type: 'string',
    description: 'A short id for the booking e-mail, e.g. "full".',
    validation: (rule) => requiredShared(rule, coverRules.id),
  }),
  defineField({
    name: 'covers',
    title: 'What it covers',
    type: 'localizedText',
    description: 'One or two sentences, shown in the Rental terms: e.g. "Damage to the bike and theft, after the excess. Not covered: riding without a licence or drunk."',
    validation: (rule) => rule.required().error('Say what the cover level covers, in every language'),
  }),
  defineField({
    name: 'pricePerDay',
    title: 'Price per day (baht)',
    type: 'number',
    description: 'e.g. 150; 0 for the cover every bike comes with.',
    validation: (rule) => [
      ...requiredShared(rule, coverRules.pricePerDay),
      rule.custom((value, context) => coverRules.defaultFree((context.parent as {isDefault?: unknown})?.isDefault, value) ?? true),
    ],
  }),
  defineField({
    name: 'excess',
    title: 'Excess (baht)',
    type: 'number',
    description: 'The most the rider pays for damage or theft with this cover, e.g. 5000. The form states it beside the level.',
    validation: (rule) => requiredShared(rule, coverRules.excess),
  }),
  defineField({
    name: 'isDefault',
    title: 'Default: every bike comes with it',
    type: 'boolean',
    description: 'On for exactly one level: the cover a booking has unless the rider chooses another.',
    initialValue: false,
  }),
]

export const extrasFields = [
  defineField({
    name: 'extras',
    title: 'Extras',
    type: 'array',
    group: extrasGroup.name,
    description: 'What a rider may add to a booking, in the order the form lists them. Drag to change the order.',
    of: [
      defineArrayMember({
        name: 'extra',
        title: 'Extra',
        type: 'object',
        fields: extraFields,
        preview: {
          select: {name: 'name.en', price: 'price', unit: 'unit', included: 'included'},
          prepare: ({name, price, unit, included}) => ({
            title: name || 'Unnamed extra',
            subtitle: [
              typeof price === 'number' ? `${baht(price)} ${unit === 'rental' ? 'per rental' : 'per day'}` : 'No price yet',
              included ? `${included} free` : null,
            ].filter(Boolean).join(' · '),
          }),
        },
      }),
    ],
    validation: (rule) => rule.custom((extras) => extraRules.uniqueIds(extras ?? []) ?? true),
  }),
  defineField({
    name: 'coverLevels',
    title: 'Cover levels',
    type: 'array',
    group: extrasGroup.name,
    description: 'The cover a rider may choose, from the one every bike comes with (the default) to the fullest.',
    of: [
      defineArrayMember({
        name: 'coverLevel',
        title: 'Cover level',
        type: 'object',
        fields: coverFields,
        preview: {
          select: {name: 'name.en', price: 'pricePerDay', excess: 'excess', isDefault: 'isDefault'},
          prepare: ({name, price, excess, isDefault}) => ({
            title: `${name || 'Unnamed cover'}${isDefault ? ' (default)' : ''}`,
            subtitle: [
              typeof price === 'number' ? (price === 0 ? 'Included' : `${baht(price)} per day`) : 'No price yet',
              typeof excess === 'number' ? `excess ${baht(excess)}` : null,
            ].filter(Boolean).join(' · '),
          }),
        },
      }),
    ],
    validation: (rule) => [
      rule.custom((levels) => coverRules.uniqueIds(levels ?? []) ?? true),
      rule.custom((levels) => coverRules.oneDefault(levels ?? []) ?? true),
    ],
  }),
  defineField({
    name: 'extrasFollowSeasons',
    title: 'Seasons change extras and cover too',
    type: 'boolean',
    group: extrasGroup.name,
    description: 'Off: extras and cover cost the same all year. On: a season\'s percentage changes their prices per day as it changes the bikes\'.',
    initialValue: false,
  }),
]
