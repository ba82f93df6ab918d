// Shop settings → "Other currencies": the currencies the site shows an approximate price in, beside
// the baht, at the shop's own rates, each with the day it was set and whether the shop takes cash
// in it at that rate. The rules are shared with the sync (rules/content/currencies.ts).
import {defineArrayMember, defineField} from 'sanity'
import {todayOnPhuket} from '../../rules/content/content'
import {CURRENCY_CODES, CURRENCY_RANGES, currencyRules} from '../../rules/content/currencies'
import {requiredShared} from './sharedRule'

export const currenciesGroup = {name: 'currencies', title: 'Other currencies'}

type RateParent = {code?: unknown} | undefined

const rateFields = [
  defineField({
    name: 'code',
    title: 'Currency',
    type: 'string',
    options: {list: CURRENCY_CODES.map((value) => ({value, title: `${value}: ${CURRENCY_RANGES[value].name}`}))},
    validation: (rule) => requiredShared(rule, currencyRules.code),
  }),
  defineField({
    name: 'bahtPerUnit',
    title: 'Baht for 1 unit of the currency',
    type: 'number',
    description:
      'As an exchange board writes it: how many baht one dollar, yuan or rouble is worth, e.g. 34.5 for 1 US dollar, 4.8 for 1 yuan, 0.38 for 1 rouble.',
    validation: (rule) => [
      rule.required().error(currencyRules.bahtPerUnit(undefined, undefined) ?? undefined),
      rule.custom((value, context) => currencyRules.bahtPerUnit((context.parent as RateParent)?.code, value) ?? true),
    ],
  }),
  defineField({
    name: 'setOn',
    title: 'Rate set on',
    type: 'date',
    description: 'The day you set this rate. Visitors see it beside the approximate price.',
    validation: (rule) => [
      rule.required().error(currencyRules.setOn(undefined, todayOnPhuket()) ?? undefined),
      rule.custom((value) => (value === undefined ? true : (currencyRules.setOn(value, todayOnPhuket()) ?? true))),
      rule
        .custom((value, context) => currencyRules.stale(value, context.document?.currencyRatesWarnAfterDays, todayOnPhuket()) ?? true)
        .warning(),
    ],
  }),
  defineField({
    name: 'cash',
    title: 'The shop takes cash in this currency at this rate',
    type: 'boolean',
    description: 'On: the site says a visitor may pay in this currency at the shop at this rate. Off: the price is shown only as a guide.',
    initialValue: false,
  }),
]

export const currenciesFields = [
  defineField({
    name: 'currencyRates',
    title: 'Show prices in other currencies',
    type: 'array',
    group: currenciesGroup.name,
    description:
      'A visitor sees "≈ ¥57" beside the baht, at your rate, with its date. The baht price stays the price: e-mails, the QR code and the booking are in baht. Leave empty to show baht only.',
    of: [
      defineArrayMember({
        name: 'currencyRate',
        title: 'Currency',
        type: 'object',
        fields: rateFields,
        preview: {
          select: {code: 'code', rate: 'bahtPerUnit', setOn: 'setOn', cash: 'cash'},
          prepare: ({code, rate, setOn, cash}) => ({
            title: code || 'No currency chosen',
            subtitle: [typeof rate === 'number' ? `1 ${code ?? ''} = ${rate} baht` : 'No rate yet', setOn ? `set ${setOn}` : null, cash ? 'cash taken' : null]
              .filter(Boolean)
              .join(' · '),
          }),
        },
      }),
    ],
    validation: (rule) => rule.custom((rates) => currencyRules.uniqueCodes(rates ?? []) ?? true),
  }),
  defineField({
    name: 'currencyRatesWarnAfterDays',
    title: 'Warn when a rate is older than (days)',
    type: 'number',
    group: currenciesGroup.name,
    description: 'The Studio and the content run warn you when a rate was set longer ago than this, e.g. 14.',
    initialValue: 14,
    validation: (rule) =>
      rule.custom((value, context) => {
        const rates = context.document?.currencyRates
        return currencyRules.warnAfterDays(value, Array.isArray(rates) && rates.length > 0) ?? true
      }),
  }),
]
