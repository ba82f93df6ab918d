import {defineArrayMember, defineField} from 'sanity'
import {unitRules} from '../../rules/content/units'
import {plainText} from './plainText'
import {shared} from './sharedRule'

// The bikes in the yard behind one card: a visitor books the model, the shop hands over a unit.
// Empty means one unit (rules/content/units.ts). Names stay in the Studio: the website gets only the days
// each unit in service is out.
export const bikeUnits = defineField({
  name: 'units',
  title: 'Units in the yard',
  type: 'array',
  description:
    'Each bike of this model you rent out, by the name you use for it (plate and colour). The website shows the model booked only when every unit in service is out. Leave empty for one unit. Unit names never show on the website.',
  of: [
    defineArrayMember({
      type: 'object',
      name: 'bikeUnit',
      title: 'Unit',
      fields: [
        defineField({
          name: 'name',
          title: 'Name',
          type: 'string',
          description: 'How you tell it apart in the yard, e.g. "PCX white กข 1234".',
          validation: (rule) => [rule.required().error(unitRules.name(undefined) ?? undefined), rule.custom(shared(unitRules.name)), rule.custom(plainText)],
        }),
        defineField({
          name: 'inService',
          title: 'In service',
          type: 'boolean',
          description: 'Switch off for a unit you no longer rent out (sold, written off). For a repair or a service, add it to the rental book as "Off the road" instead.',
          initialValue: true,
        }),
      ],
      preview: {
        select: {name: 'name', inService: 'inService'},
        prepare: ({name, inService}) => ({title: name || 'Unnamed unit', subtitle: inService === false ? 'Not in service' : 'In service'}),
      },
    }),
  ],
})
