// Shop settings → "Messages to customers": what the rental's message panel (components/rentals)
// fills in and opens in WhatsApp, LINE, SMS or e-mail, one message per step of a rental, in every
// site language. Never on the website; the sync checks them as the Studio does
// (rules/content/customerMessages.ts): the placeholders each may hold, the same in every language.
import {defineField} from 'sanity'
import {CUSTOMER_MESSAGE_KEYS, CUSTOMER_MESSAGES, customerMessageProblem, type CustomerMessageKey} from '../../rules/content/customerMessages'
import {defaultLocale, languageTitle, locales} from '../languages'
import {plainText} from './plainText'

export const customerMessagesGroup = {name: 'customerMessages', title: 'Messages to customers'}

const messageField = (key: CustomerMessageKey) =>
  defineField({
    name: key,
    title: CUSTOMER_MESSAGES[key].title,
    type: 'object',
    description: `Sent ${CUSTOMER_MESSAGES[key].when}. Placeholders the rental fills in: ${CUSTOMER_MESSAGES[key].placeholders.join(', ')}.`,
    options: {columns: locales.length},
    fields: locales.map((locale) =>
      defineField({
        name: locale,
        title: languageTitle(locale),
        type: 'text',
        rows: 6,
        validation: (rule) => [
          rule.custom((text, context) => customerMessageProblem(key, text, locale === defaultLocale ? undefined : (context.parent as Record<string, unknown> | undefined)?.[defaultLocale]) ?? true),
          rule.custom(plainText),
        ],
      }),
    ),
  })

export const customerMessageFields = [
  defineField({
    name: 'customerMessages',
    title: 'Messages to customers',
    type: 'object',
    group: customerMessagesGroup.name,
    description: 'Each rental offers the message for its step in the customer\'s language, filled in from the rental, with the English beside it.',
    options: {collapsible: false},
    fields: CUSTOMER_MESSAGE_KEYS.map(messageField),
  }),
]
