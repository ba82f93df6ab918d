import {defineField, defineType, type CustomValidator} from 'sanity'
import {TextIcon} from '@sanity/icons'
import {defaultLocale, englishName, languagesInWords, languageTitle, locales, selectEachLanguage} from '../languages'
import {missingLanguages} from '../translationGaps'
import {readPlaceholders} from './icuArguments'
import {plainText} from './plainText'

export const messageSections = [
  {value: 'navigation', title: 'Top bar & languages'},
  {value: 'hero', title: 'Hero (top of the page)'},
  {value: 'gallery', title: 'Bike gallery'},
  {value: 'terms', title: 'Rental terms (heading)'},
  {value: 'visit', title: 'Reviews & the way to the shop'},
  {value: 'contact', title: 'Contact & services'},
  {value: 'booking', title: 'Booking form'},
  {value: 'notFound', title: 'Page not found & errors'},
  {value: 'meta', title: 'Search engines (page title)'},
] as const

// Placeholders such as {price} are filled in by the website; a translation that drops or
// renames one would show a wrong or missing value, so every language must keep the same set.
// ICU arguments count too: `{seconds, plural, one {# second} other {# seconds}}` is the {seconds}
// placeholder in English, and a translation may use it plainly as {seconds}. A text the website
// cannot read (an unclosed curly bracket, say) is refused here rather than by the next sync.
const samePlaceholdersAsEnglish: CustomValidator<string | undefined> = (value, context) => {
  if (typeof value !== 'string') return true
  const actual = readPlaceholders(value)
  if (!actual.ok) {
    return `The website cannot read this text: check the curly brackets { } (${actual.problem})`
  }
  const english = context.document?.[defaultLocale]
  if (typeof english !== 'string') return true
  const expected = readPlaceholders(english)
  // The English field reports its own problem; compare only against readable English.
  if (!expected.ok) return true
  if (expected.placeholders.join() === actual.placeholders.join()) return true
  return expected.placeholders.length
    ? `Keep exactly these placeholders from the English text, unchanged and in curly brackets: ${expected.placeholders.join(' ')}`
    : `Remove ${actual.placeholders.join(' ')}: the English text has no placeholders`
}

const keyPattern = /^[a-z][A-Za-z]*(\.[A-Za-z0-9-]+)+$/

export const message = defineType({
  name: 'message',
  title: 'Website text',
  type: 'document',
  icon: TextIcon,
  description: `One piece of text on the website, in ${languagesInWords}.`,
  // The languages side by side, so a translation can be compared with the English at a glance.
  // Plain text areas (not one-line inputs) so long sentences wrap inside the narrow columns; the
  // guidance sits on the fieldset, keeping the three boxes level.
  fieldsets: [
    {
      name: 'translations',
      title: 'Text in each language',
      description: `${languagesInWords} side by side; every one is needed. Words in curly brackets, like {price}, are filled in by the website: keep them unchanged in every language.`,
      options: {columns: locales.length},
    },
  ],
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      description:
        'The name the website uses to find this text, e.g. "nav.home". It comes with the website: keep it as it is, or the website loses this text.',
      validation: (rule) => [
        rule
          .required()
          .regex(keyPattern)
          .error('The key is words joined by dots, like "booking.title": keep the key this text came with'),
        rule.custom(async (value, context) => {
          if (!value || !context.document) return true
          const id = context.document._id.replace(/^drafts\./, '')
          const taken = await context
            .getClient({apiVersion: '2025-01-01'})
            .fetch<boolean>(
              'defined(*[_type == "message" && key == $key && !(_id in [$id, $draft])][0]._id)',
              {key: value, id, draft: `drafts.${id}`},
            )
          return taken ? `Another website text already uses the key "${value}"` : true
        }),
      ],
    }),
    defineField({
      name: 'section',
      title: 'Part of the page',
      type: 'string',
      description: 'Where this text appears; only used to group texts here in the Studio.',
      options: {list: messageSections.map(({value, title}) => ({value, title}))},
      validation: (rule) => rule.required().error('Choose the part of the page this text belongs to'),
    }),
    ...locales.map((locale) =>
      defineField({
        name: locale,
        fieldset: 'translations',
        title: languageTitle(locale),
        type: 'text',
        rows: 3,
        validation: (rule) => [
          rule.required().error(`Write the ${englishName(locale)} text`),
          rule.custom(samePlaceholdersAsEnglish),
          rule.custom(plainText),
        ],
      }),
    ),
  ],
  orderings: [{title: 'Key', name: 'keyAsc', by: [{field: 'key', direction: 'asc'}]}],
  preview: {
    select: {title: 'key', ...selectEachLanguage()},
    prepare: ({title, ...text}: Record<string, string | undefined>) => {
      const missing = missingLanguages(text)
      const english = text[defaultLocale]
      return {
        title: title || 'New text',
        subtitle: missing.length ? `⚠ Missing ${missing.join(' and ')} · ${english ?? ''}` : english,
      }
    },
  },
})
