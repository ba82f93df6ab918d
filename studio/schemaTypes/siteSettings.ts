import {defineArrayMember, defineField, defineType} from 'sanity'
import {CogIcon} from '@sanity/icons'
import {ExampleContentField} from '../components/ExampleContentField'
import {StartingPriceField} from '../components/StartingPriceField'
import {settingsRules, TIME_OF_DAY, todayOnPhuket} from '../../rules/content/content'
import {CHEAPEST_BIKE_QUERY, startingPriceRules, type CheapestBike} from '../../rules/content/startingPrice'
import {plainText} from './plainText'
import {dayCount} from './words'
import {languagesInWords} from '../languages'
import {requiredShared, stillExample} from './sharedRule'
import {visitFields, visitGroup} from './siteSettingsVisit'
import {deliveryFields, deliveryGroup} from './siteSettingsDelivery'
import {bookingRuleFields} from './siteSettingsBooking'
import {prepaymentFields, prepaymentGroup} from './siteSettingsPrepayment'
import {extrasFields, extrasGroup} from './siteSettingsExtras'
import {currenciesFields, currenciesGroup} from './siteSettingsCurrencies'
import {customerMessageFields, customerMessagesGroup} from './siteSettingsCustomerMessages'

type PeriodValue = {id?: string; days?: number; months?: number}

export const rentalPeriodIds = ['1-day', '3-days', '7-days', '1-month', '3-months', '6-months'] as const
export const paymentMethodIds = ['cash', 'promptpay'] as const

const timeField = (name: string, title: string, description: string, after?: string) =>
  defineField({
    name,
    title,
    type: 'string',
    group: 'hours',
    description,
    validation: (rule) => [
      ...requiredShared(rule, settingsRules.timeOfDay),
      rule.custom((value, context) =>
        after ? (settingsRules.closesAfterOpens(value, context.document?.[after]) ?? true) : true,
      ),
    ],
  })

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Shop settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    {name: 'contact', title: 'Shop & contact', default: true},
    {name: 'hours', title: 'Hours & booking'},
    {name: 'website', title: 'Website'},
    visitGroup,
    deliveryGroup,
    prepaymentGroup,
    extrasGroup,
    currenciesGroup,
    customerMessagesGroup,
  ],
  fields: [
    defineField({
      name: 'exampleContent',
      title: 'Example content',
      type: 'boolean',
      group: 'contact',
      description:
        'On while the shop name, phone, LINE, WhatsApp, address, logo and map position are made-up examples. Replace them with your real details, then switch this off.',
      // A settings document the owner starts from scratch holds real details.
      initialValue: false,
      components: {field: ExampleContentField},
      validation: (rule) =>
        rule.custom((value) =>
          value === true
            ? 'The contact details below are example content, not your real shop details. Replace them, then switch this off.'
            : true,
        ).warning(),
    }),
    defineField({
      name: 'shopName',
      title: 'Shop name',
      type: 'string',
      group: 'contact',
      description: 'Your business name, shown on the site and used as the recipient name of booking e-mails.',
      validation: (rule) => [
        rule.custom(plainText),
        rule.required().error('Write the shop name'),
        rule.custom(stillExample('shop name')).warning(),
      ],
    }),
    defineField({
      name: 'phone',
      title: 'Phone number',
      type: 'string',
      group: 'contact',
      description: 'As visitors should read it, with the country code, e.g. "+66 81 234 5678". Also used for WhatsApp calls.',
      validation: (rule) => [
        ...requiredShared(rule, settingsRules.phone),
        rule.custom(stillExample('phone number')).warning(),
      ],
    }),
    defineField({
      name: 'whatsappNumber',
      title: 'WhatsApp number',
      type: 'string',
      group: 'contact',
      description: 'Digits only, starting with the country code and without "+" or spaces, e.g. "66812345678" (66 is Thailand).',
      validation: (rule) => [
        ...requiredShared(rule, settingsRules.whatsappNumber),
        rule.custom(stillExample('WhatsApp number')).warning(),
      ],
    }),
    defineField({
      name: 'lineId',
      title: 'LINE ID',
      type: 'string',
      group: 'contact',
      description: 'Your LINE handle without the @ sign, e.g. "phuketmoto".',
      validation: (rule) => [
        ...requiredShared(rule, settingsRules.lineId),
        rule.custom(stillExample('LINE ID')).warning(),
      ],
    }),
    defineField({
      name: 'streetAddress',
      title: 'Street address',
      type: 'string',
      group: 'contact',
      description: 'House number and street, e.g. "123 Thawewong Road, Patong".',
      validation: (rule) => [
        rule.custom(plainText),
        rule.required().error('Write the street address of the shop'),
        rule.custom(stillExample('street address')).warning(),
      ],
    }),
    defineField({
      name: 'district',
      title: 'District',
      type: 'string',
      group: 'contact',
      description: 'The Phuket district the shop is in, e.g. "Kathu".',
      validation: (rule) => [
        rule.custom(plainText),
        rule.required().error('Write the district, e.g. Kathu'),
        rule.custom(stillExample('district')).warning(),
      ],
    }),
    defineField({
      name: 'addressLine',
      title: 'Address line (province and country)',
      type: 'localizedString',
      group: 'contact',
      description: `Shown under the street address, e.g. "Phuket, Thailand", in ${languagesInWords}.`,
      validation: (rule) => rule.required().error(`Write "Phuket, Thailand" in every language: ${languagesInWords}`),
    }),
    defineField({
      name: 'logo',
      title: 'Logo',
      type: 'image',
      group: 'contact',
      description: 'Shown in the top bar, about 240 × 80 pixels, on a white background (the site fades the white away).',
      validation: (rule) => [
        rule.required().error('Upload the shop logo'),
        rule.custom(stillExample('logo')).warning(),
      ],
    }),
    defineField({
      name: 'emailToName',
      title: 'Booking e-mail recipient name',
      type: 'string',
      group: 'contact',
      description: 'The name booking e-mails are addressed to. Leave empty to use the shop name.',
      validation: (rule) => rule.custom(plainText),
    }),
    timeField('opensAt', 'Opens at', 'Daily opening time, 24-hour clock, e.g. "08:00".'),
    timeField('closesAt', 'Closes at', 'Daily closing time, 24-hour clock, e.g. "20:00".', 'opensAt'),
    defineField({
      name: 'phoneHours',
      title: 'Phone hours per day',
      type: 'number',
      group: 'hours',
      description: 'How many hours a day the phone is answered; 24 shows "Available 24 hours".',
      validation: (rule) =>
        rule.required().integer().min(1).max(24).error('Phone hours must be a whole number from 1 to 24'),
    }),
    defineField({
      name: 'responseMinutes',
      title: 'Reply time promise (minutes)',
      type: 'number',
      group: 'hours',
      description: 'Shown in the booking form: "we\'ll contact you within … minutes".',
      validation: (rule) =>
        rule.required().integer().min(1).error('Reply time must be a whole number of minutes, above 0'),
    }),
    defineField({
      name: 'pickupSlots',
      title: 'Pickup times',
      type: 'array',
      group: 'hours',
      description: 'Times a customer can choose for pickup, 24-hour clock, e.g. "09:00".',
      of: [
        defineArrayMember({
          type: 'string',
          validation: (rule) =>
            rule.required().regex(TIME_OF_DAY).error('Write each pickup time as 24-hour HH:MM, e.g. 09:00'),
        }),
      ],
      validation: (rule) =>
        rule.required().min(1).unique().error('Add at least one pickup time, each only once'),
    }),
    defineField({
      name: 'rentalPeriods',
      title: 'Rental periods',
      type: 'array',
      group: 'hours',
      description: 'The choices in the booking form\'s "Rental Period" list.',
      of: [
        defineArrayMember({
          name: 'rentalPeriod',
          title: 'Rental period',
          type: 'object',
          fields: [
            defineField({
              name: 'id',
              title: 'Period',
              type: 'string',
              description: 'Which choice this is; its label in each language is under Website text → Booking form.',
              options: {list: [...rentalPeriodIds]},
              validation: (rule) => rule.required().error('Choose the period'),
            }),
            defineField({
              name: 'days',
              title: 'Days',
              type: 'number',
              description: 'Length of a period of days, e.g. 7 for one week. Empty for a period of months.',
              validation: (rule) => [
                rule.custom((days, context) => settingsRules.periodLength(days, (context.parent as PeriodValue | undefined)?.months) ?? true),
                rule.custom((days, context) => {
                  const period = context.parent as PeriodValue | undefined
                  return settingsRules.periodInMonths(period?.id, days, period?.months) ?? true
                }).warning(),
              ],
            }),
            defineField({
              name: 'months',
              title: 'Months',
              type: 'number',
              description:
                'Length of a period of months, e.g. 1: the return date is then the same date that many months later (1 January to 1 February), and the period costs that many months. Empty for a period of days.',
              validation: (rule) =>
                rule.custom((months, context) => settingsRules.periodLength((context.parent as PeriodValue | undefined)?.days, months) ?? true),
            }),
          ],
          preview: {
            select: {id: 'id', days: 'days', months: 'months'},
            prepare: ({id, days, months}) => ({
              title: id || 'No period chosen',
              subtitle: months ? `${months} month${months === 1 ? '' : 's'}` : days ? dayCount(days) : '',
            }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1).error('Add at least one rental period'),
    }),
    defineField({
      name: 'paymentMethods',
      title: 'Payment methods',
      type: 'array',
      group: 'hours',
      description: 'Shown in the booking form\'s "Payment Methods" panel.',
      of: [defineArrayMember({type: 'string'})],
      options: {list: [...paymentMethodIds]},
      validation: (rule) =>
        rule.required().min(1).unique().error('Choose at least one payment method'),
    }),
    defineField({
      name: 'startingPrice',
      title: 'Starting price (baht per day)',
      type: 'number',
      group: 'website',
      description:
        'The "from … baht per day" price in the headline and the search-result description, e.g. 200. A warning says so when no bike is that cheap.',
      components: {field: StartingPriceField},
      validation: (rule) => [
        rule.required().integer().min(1).error('Starting price must be a whole number of baht per day, above 0'),
        rule
          .custom(async (value, context) => {
            const client = context.getClient({apiVersion: '2025-01-01'})
            const cheapest = await client.fetch<CheapestBike | null>(CHEAPEST_BIKE_QUERY, {today: todayOnPhuket()})
            return startingPriceRules.cheapestBike(value, cheapest, context.document?.exampleContent === true) ?? true
          })
          .warning(),
      ],
    }),
    defineField({
      name: 'siteUrl',
      title: 'Website address',
      type: 'url',
      group: 'website',
      description:
        'The public address of the site, e.g. "https://www.phuketmoto.com". Search engines and links shared in chats use it to point to your site.',
      validation: (rule) => [
        ...requiredShared(rule, settingsRules.siteUrl),
        rule.custom(stillExample('website address')).warning(),
      ],
    }),
    defineField({
      name: 'galleryInitialCount',
      title: 'Bikes shown before "View All"',
      type: 'number',
      group: 'website',
      description: 'How many bikes the gallery shows until the visitor clicks "View All Bikes", e.g. 3.',
      validation: (rule) => requiredShared(rule, settingsRules.galleryInitialCount),
    }),
    defineField({
      name: 'logoWhiteThreshold',
      title: 'Logo: white level',
      type: 'number',
      group: 'website',
      description: 'Technical: logo pixels whose red, green and blue are all above this value (0–255) count as white background. Usually 240.',
      validation: (rule) =>
        rule.required().integer().min(0).max(255).error('Use a whole number from 0 to 255 (usually 240)'),
    }),
    defineField({
      name: 'logoWhiteAlphaPercent',
      title: 'Logo: white opacity (%)',
      type: 'number',
      group: 'website',
      description: 'Technical: how visible the logo\'s white background stays, in percent (0 = invisible). Usually 25.',
      validation: (rule) =>
        rule.required().integer().min(0).max(100).error('Use a whole number from 0 to 100 (usually 25)'),
    }),
    ...visitFields,
    ...deliveryFields,
    ...bookingRuleFields,
    ...prepaymentFields,
    ...extrasFields,
    ...currenciesFields,
    ...customerMessageFields,
  ],
  preview: {
    select: {title: 'shopName', example: 'exampleContent', media: 'logo'},
    prepare: ({title, example, media}) => ({
      title: title || 'Shop settings',
      subtitle: example ? 'Contains example content' : 'Shop settings',
      media,
    }),
  },
})
