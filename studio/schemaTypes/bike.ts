import {defineArrayMember, defineField, defineType} from 'sanity'
import {RocketIcon} from '@sanity/icons'
import {bikeRateRules, bikeRateWarnings} from '../../rules/content/content'
import {depositRules} from '../../rules/content/delivery'
import {plainText} from './plainText'
import {languagesInWords} from '../languages'
import {bikeUnits} from './bikeUnits'
import {requiredShared, shared} from './sharedRule'

export const transmissions = ['Automatic', '6-Speed Manual'] as const

/** A week or month price: refused by the shared rule, warned about (it still publishes) by the shared comparisons. */
const longRate = (name: 'weekPrice' | 'monthPrice', title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'number',
    description,
    fieldset: 'prices',
    validation: (rule) => [
      rule.custom(shared(bikeRateRules[name])),
      rule
        .custom((_value, context) => bikeRateWarnings(context.document ?? {}).find((w) => w.field === name)?.message ?? true)
        .warning(),
    ],
  })

export const bike = defineType({
  name: 'bike',
  title: 'Bike',
  type: 'document',
  icon: RocketIcon,
  // The three prices side by side, as a price list reads.
  fieldsets: [
    {
      name: 'prices',
      title: 'Prices (baht)',
      description:
        'The website charges the cheapest mix of months (a date to the same date of the next month, at least 30 days), weeks (7 days) and days for a rental. Leave the week or month price empty if you give it on request.',
      options: {columns: 3},
    },
  ],
  fields: [
    defineField({
      name: 'name',
      title: 'Bike name',
      type: 'string',
      description: 'Make and model as visitors should see it, e.g. "Honda PCX 150".',
      validation: (rule) => [rule.required().error('Write the bike name, e.g. "Honda PCX 150"'), rule.custom(plainText)],
    }),
    defineField({
      name: 'slug',
      title: 'Web id',
      type: 'slug',
      description:
        'Short id used in the booking e-mail and the website, e.g. "honda-pcx". Click "Generate" to make it from the name. Do not change it for a bike that is already on the site.',
      options: {source: 'name', maxLength: 40},
      validation: (rule) => [
        rule.required().error('Click "Generate" to create the web id from the bike name'),
        rule.custom((slug) =>
          !slug?.current || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug.current)
            ? true
            : 'Use only small letters, digits and single dashes, e.g. "honda-pcx"',
        ),
      ],
    }),
    defineField({
      name: 'image',
      title: 'Photo',
      type: 'image',
      description: 'A side view of the bike on a light background works best (at least 1200 × 800 pixels).',
      options: {hotspot: true},
      fields: [
        defineField({
          name: 'alt',
          title: 'Photo description',
          type: 'string',
          description: 'Read aloud to visitors who cannot see the photo. Usually just the bike name.',
          validation: (rule) =>
            rule.required().error('Describe the photo in a few words, e.g. the bike name'),
        }),
      ],
      validation: (rule) => rule.required().error('Add a photo of the bike'),
    }),
    defineField({
      name: 'price',
      title: 'Price per day (baht)',
      type: 'number',
      description: 'Daily rental price in Thai baht, without the currency sign, e.g. 250.',
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(1)
          .error('Price must be a whole number of baht per day, above 0'),
      fieldset: 'prices',
    }),
    longRate('weekPrice', 'Price per week (baht)', 'Optional: 7 days, e.g. 1500.'),
    longRate('monthPrice', 'Price per month (baht)', 'Optional: 1 month, e.g. 5500.'),
    defineField({
      name: 'deposit',
      title: 'Deposit (baht)',
      type: 'number',
      description: 'Paid at pickup and returned with the bike, never part of the rental price, e.g. 3000. The sentence on documents is in Shop settings → Delivery & deposit.',
      validation: (rule) => requiredShared(rule, depositRules.deposit),
    }),
    defineField({
      name: 'engine',
      title: 'Engine size',
      type: 'string',
      description: 'Engine displacement as shown on the card, e.g. "150cc".',
      validation: (rule) => [rule.required().error('Write the engine size, e.g. "150cc"'), rule.custom(plainText)],
    }),
    defineField({
      name: 'passengers',
      title: 'Passengers',
      type: 'number',
      description: 'How many people may ride: 1 (rider only) or 2 (rider and passenger).',
      initialValue: 2,
      validation: (rule) =>
        rule.required().integer().min(1).max(2).error('Passengers must be 1 or 2'),
    }),
    defineField({
      name: 'transmission',
      title: 'Gearbox',
      type: 'string',
      description: 'Scooters are "Automatic"; bikes with a clutch and gears are "6-Speed Manual".',
      options: {list: [...transmissions], layout: 'radio', direction: 'horizontal'},
      validation: (rule) =>
        rule.required().error('Choose "Automatic" or "6-Speed Manual"'),
    }),
    defineField({
      name: 'rating',
      title: 'Rating',
      type: 'number',
      description: 'Customer rating out of 5 shown on the card, between 4.6 and 4.9 with one decimal, e.g. 4.8.',
      validation: (rule) =>
        rule
          .required()
          .min(4.6)
          .max(4.9)
          .precision(1)
          .error('Rating must be a number from 4.6 to 4.9 with one decimal, e.g. 4.8'),
    }),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      description: `Two to four short selling points, each in ${languagesInWords}, e.g. "Fuel efficient".`,
      of: [defineArrayMember({type: 'localizedString'})],
      validation: (rule) =>
        rule.required().min(2).max(4).error('Give the bike between 2 and 4 features'),
    }),
    defineField({
      name: 'popular',
      title: 'Popular',
      type: 'boolean',
      description: 'Shows a "Popular" badge on the bike card.',
      initialValue: false,
    }),
    defineField({
      name: 'available',
      title: 'Available for rent',
      type: 'boolean',
      description: 'Switch off to take this model off the website: the site then shows "Currently rented". For one unit out with a rider or in repair, record it in the Rental book instead.',
      initialValue: true,
    }),
    bikeUnits,
    defineField({
      name: 'order',
      title: 'Position in the gallery',
      type: 'number',
      description: '1 is shown first. The first three bikes are the ones visitors see before "View All Bikes".',
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(1)
          .error('Position must be a whole number, 1 or more (1 = first in the gallery)'),
    }),
  ],
  orderings: [
    {title: 'Gallery position', name: 'orderAsc', by: [{field: 'order', direction: 'asc'}]},
    {title: 'Price, low to high', name: 'priceAsc', by: [{field: 'price', direction: 'asc'}]},
  ],
  preview: {
    select: {
      title: 'name',
      price: 'price',
      weekPrice: 'weekPrice',
      monthPrice: 'monthPrice',
      engine: 'engine',
      available: 'available',
      order: 'order',
      media: 'image',
    },
    prepare: ({title, price, weekPrice, monthPrice, engine, available, order, media}) => ({
      title: title || 'Unnamed bike',
      subtitle: [
        order ? `#${order}` : null,
        price ? `${price} baht/day` : 'No price yet',
        weekPrice ? `${weekPrice}/week` : null,
        monthPrice ? `${monthPrice}/month` : null,
        engine,
        available === false ? 'Currently rented' : null,
      ]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
})
