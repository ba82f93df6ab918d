// A rental's stage and the facts each stage asks for (rules/content/rentalStages.ts): the stage
// is one row of radio buttons at the top of the form, so a tap moves it on; the fields of a stage
// show from that stage on. All of it stays in the private rental document: the sync reads none of it
// but whether the rental is cancelled.
import {defineField, type FieldDefinition} from 'sanity'
import {DEPOSIT_KINDS, PREPAID_BY, RENTAL_STAGES, STAGE_TITLES, STAGE_WHEN_UNSET, handoverRules, showsFacts, stageRules} from '../../rules/content/rentalStages'
import {RefundInput} from '../components/rentals/RefundInput'
import {TodayDateInput} from '../components/rentals/TodayDateInput'
import {CustomerMessageInput} from '../components/rentals/CustomerMessageInput'
import {contactRules} from '../../rules/content/customerMessages'
import {knownLanguages, locales} from '../../src/i18n/locales'
import {plainText} from './plainText'
import {shared} from './sharedRule'

type Doc = {stage?: unknown; kind?: string; prepaid?: unknown; from?: unknown}
const doc = (context: {document?: unknown}) => context.document as Doc | undefined
/** A stage's check, reading the rental's stage; an empty value is checked too (required at its stage). */
const atStage = (check: (value: unknown, rental: Doc | undefined) => string | null) => (value: unknown, context: {document?: unknown}) => check(value, doc(context)) ?? true
const offRoad = (document: unknown) => (document as Doc | undefined)?.kind === 'offRoad'
const hiddenUnless = (facts: Parameters<typeof showsFacts>[0]) => ({document}: {document?: unknown}) => offRoad(document) || !showsFacts(facts, document as Doc | undefined)

export const stageFields: FieldDefinition[] = [
  defineField({
    name: 'stage',
    title: 'Stage',
    type: 'string',
    description: 'Tap to move the rental on. Cancelled frees the unit on the website at the next publish; the rental stays here.',
    options: {list: RENTAL_STAGES.map((value) => ({title: STAGE_TITLES[value], value})), layout: 'radio', direction: 'horizontal'},
    initialValue: STAGE_WHEN_UNSET,
    hidden: ({document}) => offRoad(document),
    validation: (rule) => rule.custom(shared(stageRules.stage)),
  }),
  defineField({
    name: 'customer',
    title: 'Customer',
    type: 'string',
    description: 'Optional: the name you greet them by. Only you see it.',
    hidden: ({document}) => offRoad(document),
    validation: (rule) => [rule.custom(shared(handoverRules.customer)), rule.custom(plainText)],
  }),
  defineField({
    name: 'language',
    title: "Customer's language",
    type: 'string',
    description: 'The messages to the customer are offered in it.',
    options: {list: locales.map((value) => ({title: knownLanguages[value].nativeName, value})), layout: 'radio', direction: 'horizontal'},
    hidden: ({document}) => offRoad(document),
    validation: (rule) =>
      rule.custom((value) => value === undefined || (locales as readonly unknown[]).includes(value) || `Choose the customer's language: ${locales.map((locale) => knownLanguages[locale].nativeName).join(', ')}`),
  }),
  defineField({
    name: 'phone',
    title: "Customer's phone (WhatsApp, SMS)",
    type: 'string',
    description: 'Optional: with the country code, e.g. +7 912 345 6789. Only you see it.',
    hidden: ({document}) => offRoad(document),
    validation: (rule) => rule.custom(shared(contactRules.phone)),
  }),
  defineField({
    name: 'email',
    title: "Customer's e-mail",
    type: 'string',
    description: 'Optional. Only you see it.',
    hidden: ({document}) => offRoad(document),
    validation: (rule) => rule.custom(shared(contactRules.email)),
  }),
  defineField({
    name: 'pickupTime',
    title: 'Pickup time',
    type: 'string',
    description: 'Optional: when the rider takes the bike on the first day, e.g. 09:30 (Phuket time).',
    hidden: ({document}) => offRoad(document),
    validation: (rule) => rule.custom(shared(handoverRules.pickupTime)),
  }),
  defineField({
    name: 'place',
    title: 'Handover place',
    type: 'string',
    description: 'Optional: the hotel and room for a delivery, e.g. "Hotel Patong Beach, room 214". Left empty: the shop (the messages to the customer give its address).',
    hidden: ({document}) => offRoad(document),
    validation: (rule) => [rule.custom(shared(handoverRules.place)), rule.custom(plainText)],
  }),
  defineField({
    name: 'price',
    title: 'Rental price (baht)',
    type: 'number',
    description: 'Optional: the whole rental with extras and delivery, as the booking e-mail gives it. Today shows what is still due at the handover.',
    hidden: ({document}) => offRoad(document),
    validation: (rule) => rule.custom(shared(stageRules.price)),
  }),
  defineField({
    name: 'prepaid',
    title: 'Prepayment received (baht)',
    type: 'number',
    hidden: hiddenUnless('prepaid'),
    validation: (rule) => rule.custom(atStage(stageRules.prepaid)),
  }),
  defineField({
    name: 'prepaidBy',
    title: 'Prepaid by',
    type: 'string',
    options: {list: [...PREPAID_BY], layout: 'radio', direction: 'horizontal'},
    hidden: hiddenUnless('prepaid'),
    validation: (rule) => rule.custom(atStage(stageRules.prepaidBy)),
  }),
  defineField({
    name: 'prepaidOn',
    title: 'Prepaid on',
    type: 'date',
    components: {input: TodayDateInput},
    hidden: hiddenUnless('prepaid'),
    validation: (rule) => rule.custom(atStage(stageRules.prepaidOn)),
  }),
  defineField({
    name: 'depositAmount',
    title: 'Deposit taken (baht)',
    type: 'number',
    description: 'What you give back when the bike comes back.',
    hidden: hiddenUnless('deposit'),
    validation: (rule) => rule.custom(atStage(stageRules.depositAmount)),
  }),
  defineField({
    name: 'depositKind',
    title: 'Deposit taken as',
    type: 'string',
    options: {list: [...DEPOSIT_KINDS], layout: 'radio', direction: 'horizontal'},
    hidden: hiddenUnless('deposit'),
    validation: (rule) => rule.custom(atStage(stageRules.depositKind)),
  }),
  defineField({
    name: 'cancelledOn',
    title: 'Cancelled on',
    type: 'date',
    description: 'The day the rider asked to cancel (a Phuket date): the refund depends on it.',
    components: {input: TodayDateInput},
    hidden: hiddenUnless('cancelled'),
    validation: (rule) => rule.custom(atStage(stageRules.cancelledOn)),
  }),
  defineField({
    name: 'refund',
    title: 'Refund (baht)',
    type: 'number',
    description: 'What you give back of the prepayment. The cancellation policy\'s amount for that day is shown; tap to use it.',
    components: {input: RefundInput},
    hidden: hiddenUnless('cancelled'),
    validation: (rule) => rule.custom(atStage(stageRules.refund)),
  }),
  defineField({
    name: 'message',
    title: 'Message to the customer',
    type: 'string',
    description: "The message for this stage in the customer's language, filled in from the rental, with the English beside it. Nothing here is saved.",
    components: {input: CustomerMessageInput},
    readOnly: true,
    hidden: ({document}) => offRoad(document),
  }),
]
