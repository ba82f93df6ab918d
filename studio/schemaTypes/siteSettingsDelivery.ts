// Shop settings → "Delivery & deposit": the areas the shop brings bikes to and what each costs,
// the sentence on documents that goes with every bike's deposit (the amount is on each bike), and
// the sentence on a late return, shown under the date the bike is due back.
// Pickup at the shop is always offered and free: it is not an area.
import {defineArrayMember, defineField} from 'sanity'
import {deliveryRules, returnRules} from '../../rules/content/delivery'
import {requiredShared, shared} from './sharedRule'
import {dayCount} from './words'

export const deliveryGroup = {name: 'delivery', title: 'Delivery & deposit'}

const baht = (amount: number) => `${amount.toLocaleString('en-US')} baht`

export const deliveryFields = [
  defineField({
    name: 'deliveryAreas',
    title: 'Delivery areas',
    type: 'array',
    group: deliveryGroup.name,
    description:
      'The places you bring the bike to, as the booking form lists them after "Pick up at the shop" (always offered, free). Drag to change the order.',
    of: [
      defineArrayMember({
        name: 'deliveryArea',
        title: 'Delivery area',
        type: 'object',
        fields: [
          defineField({
            name: 'name',
            title: 'Area name',
            type: 'localizedString',
            description: 'As tourists know it, e.g. "Kata & Karon".',
            validation: (rule) => rule.required().error('Name the area in every language'),
          }),
          defineField({
            name: 'id',
            title: 'Web id',
            type: 'string',
            description: 'A short id for the booking e-mail, e.g. "kata-karon". Do not change it while bookings may be on their way.',
            validation: (rule) => requiredShared(rule, deliveryRules.id),
          }),
          defineField({
            name: 'fee',
            title: 'Delivery fee (baht)',
            type: 'number',
            description: 'For delivery and collection, e.g. 200; 0 for free delivery.',
            validation: (rule) => requiredShared(rule, deliveryRules.fee),
          }),
          defineField({
            name: 'freeFromDays',
            title: 'Free from (days)',
            type: 'number',
            description: 'Optional: delivery is free for a rental of this many days or more, e.g. 3. Empty: the fee always applies.',
            validation: (rule) => rule.custom(shared(deliveryRules.freeFromDays)),
          }),
        ],
        preview: {
          select: {name: 'name.en', fee: 'fee', freeFromDays: 'freeFromDays'},
          prepare: ({name, fee, freeFromDays}) => ({
            title: name || 'Unnamed area',
            subtitle:
              fee === 0 ? 'Free' : typeof fee === 'number' ? `${baht(fee)}${freeFromDays ? `, free from ${dayCount(freeFromDays)}` : ''}` : 'No fee yet',
          }),
        },
      }),
    ],
    validation: (rule) => [
      rule.unique(),
      rule.custom((areas) => deliveryRules.uniqueIds(areas ?? []) ?? true),
      rule.custom((areas) => deliveryRules.someAreaFree(areas ?? []) ?? true).warning(),
    ],
  }),
  defineField({
    name: 'depositPolicy',
    title: 'Deposit: documents',
    type: 'localizedString',
    group: deliveryGroup.name,
    description:
      'One sentence on the documents you ask for, shown with the deposit in the booking form, e.g. "Passport copy only: we never keep your passport". Each bike\'s deposit amount is on the bike.',
    validation: (rule) => rule.required().error('Write the sentence on documents in every language'),
  }),
  defineField({
    name: 'lateReturn',
    title: 'Late return',
    type: 'localizedString',
    group: deliveryGroup.name,
    description:
      'One sentence on what happens when a bike comes back later than booked, shown under "Due back by …" in the booking form\'s estimate and the visitor\'s confirmation, e.g. "Later than that: the first hour is free, then 100 baht an hour…". Keep it in line with the Rental terms\' answer on late returns.',
    validation: (rule) => [
      rule.required().error('Write the sentence on a late return in every language'),
      rule.custom((value: Record<string, unknown> | undefined) => {
        const long = Object.values(value ?? {}).map(returnRules.lateReturn).find(Boolean)
        return long ?? true
      }),
    ],
  }),
]
