// Shop settings → "Prepayment & cancellation": the PromptPay ID the booking's QR pays to, what the
// shop asks in advance to hold a bike, whether cash at pickup is still taken, and the cancellation
// policy (its numbers make the booking form's one line for the visitor's dates; its text is the
// last answer of the rental terms). The rules are shared with the sync (rules/content/prepayment.ts).
import {defineField} from 'sanity'
import {cancellationRules, PREPAYMENT_KINDS, prepaymentRules} from '../../rules/content/prepayment'
import {requiredShared, stillExample} from './sharedRule'

export const prepaymentGroup = {name: 'prepayment', title: 'Prepayment & cancellation'}

type Parent = {kind?: unknown; freeUntilDays?: unknown} | undefined

const KIND_TITLES: Record<(typeof PREPAYMENT_KINDS)[number], string> = {
  none: 'Nothing in advance',
  firstDay: 'The first day',
  percent: 'A percentage of the estimate',
  fixed: 'A fixed amount',
}

export const prepaymentFields = [
  defineField({
    name: 'promptPayId',
    title: 'PromptPay ID',
    type: 'string',
    group: prepaymentGroup.name,
    description:
      'The ID your PromptPay is registered to: your Thai mobile number (e.g. 081 234 5678), your 13-digit national ID or the shop\'s tax ID, or a 15-digit e-wallet ID. The booking\'s QR code pays to it.',
    validation: (rule) => [
      ...requiredShared(rule, prepaymentRules.promptPayId),
      rule.custom(stillExample('PromptPay ID')).warning(),
    ],
  }),
  defineField({
    name: 'prepayment',
    title: 'Prepayment that holds the bike',
    type: 'object',
    group: prepaymentGroup.name,
    description:
      'What a visitor is asked to pay by PromptPay after sending a request. Never more than the price estimate: a cheaper rental is asked its estimate.',
    options: {collapsible: false},
    fields: [
      defineField({
        name: 'kind',
        title: 'Ask in advance',
        type: 'string',
        options: {list: PREPAYMENT_KINDS.map((value) => ({value, title: KIND_TITLES[value]})), layout: 'radio'},
        validation: (rule) => requiredShared(rule, prepaymentRules.kind),
      }),
      defineField({
        name: 'percent',
        title: 'Percentage of the estimate',
        type: 'number',
        description: 'For "A percentage of the estimate", e.g. 20.',
        hidden: ({parent}) => (parent as Parent)?.kind !== 'percent',
        validation: (rule) => rule.custom((value, context) => prepaymentRules.percent((context.parent as Parent)?.kind, value) ?? true),
      }),
      defineField({
        name: 'amount',
        title: 'Fixed amount (baht)',
        type: 'number',
        description: 'For "A fixed amount", e.g. 500.',
        hidden: ({parent}) => (parent as Parent)?.kind !== 'fixed',
        validation: (rule) => rule.custom((value, context) => prepaymentRules.amount((context.parent as Parent)?.kind, value) ?? true),
      }),
    ],
    validation: (rule) => rule.required().error('Choose what you ask in advance'),
  }),
  defineField({
    name: 'cashAtPickup',
    title: 'Cash at pickup still accepted',
    type: 'boolean',
    group: prepaymentGroup.name,
    description: 'On: the visitor may pay the rest in cash at pickup. Off: the rest is paid by PromptPay too.',
    initialValue: true,
    validation: (rule) => rule.required().error('Say whether you still take cash at pickup'),
  }),
  defineField({
    name: 'cancellationPolicy',
    title: 'Cancellation policy',
    type: 'object',
    group: prepaymentGroup.name,
    description:
      'The booking form says in one line what applies to the visitor\'s dates, built from the two numbers; the question and text are the last answer of the Rental terms.',
    options: {collapsible: false},
    fields: [
      defineField({
        name: 'freeUntilDays',
        title: 'Free cancellation until (days before pickup)',
        type: 'number',
        description: 'e.g. 3: a visitor who cancels 3 or more days before pickup gets the whole prepayment back.',
        validation: (rule) => requiredShared(rule, cancellationRules.freeUntilDays),
      }),
      defineField({
        name: 'keptPercent',
        title: 'Kept after that (% of the prepayment)',
        type: 'number',
        description: 'What you keep of the prepayment on a later cancellation or a no-show, e.g. 100 for all of it.',
        validation: (rule) => requiredShared(rule, cancellationRules.keptPercent),
      }),
      defineField({
        name: 'question',
        title: 'Question in the Rental terms',
        type: 'localizedString',
        description: 'e.g. "Can I cancel, and do I get my prepayment back?"',
        validation: (rule) => rule.required().error('Write the question in every language'),
      }),
      defineField({
        name: 'text',
        title: 'Policy text',
        type: 'localizedText',
        description: 'The full policy, in every language. It must name the same number of days as above.',
        validation: (rule) => [
          rule.required().error('Write the policy text in every language'),
          rule.custom((value, context) => cancellationRules.text(value, (context.parent as Parent)?.freeUntilDays) ?? true),
        ],
      }),
    ],
    validation: (rule) => rule.required().error('Write the cancellation policy'),
  }),
]
