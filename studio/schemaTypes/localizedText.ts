import {defineField, defineType} from 'sanity'
import {TranslateIcon} from '@sanity/icons'
import {defaultLocale, englishName, languagesInWords, languageTitle, locales, selectEachLanguage} from '../languages'
import {missingLanguages} from '../translationGaps'
import {plainText} from './plainText'

// A longer text (an answer of a few sentences) in all the site's languages. Like localizedString,
// none may be left empty: a visitor would otherwise read a blank answer.
export const localizedText = defineType({
  name: 'localizedText',
  title: 'Longer text in every site language',
  type: 'object',
  icon: TranslateIcon,
  description: `The same text in ${languagesInWords}, side by side.`,
  options: {columns: locales.length},
  fields: locales.map((locale) =>
    defineField({
      name: locale,
      title: languageTitle(locale),
      type: 'text',
      rows: 6,
      validation: (rule) => [
        rule.required().error(`Write the ${englishName(locale)} text; it cannot be left empty`),
        rule.max(700).warning('Keep an answer short: a visitor reads it on a phone'),
        rule.custom(plainText),
      ],
    }),
  ),
  preview: {
    select: selectEachLanguage(),
    prepare: (text: Record<string, string | undefined>) => {
      const missing = missingLanguages(text)
      return {title: text[defaultLocale] || 'No English text yet', subtitle: missing.length ? `⚠ Missing ${missing.join(' and ')}` : ''}
    },
  },
})
