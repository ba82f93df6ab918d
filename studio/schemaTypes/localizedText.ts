import {defineField, defineType} from 'sanity'
import {TranslateIcon} from '@sanity/icons'
import {missingLanguages} from '../translationGaps'
import {plainText} from './plainText'

// A longer text (an answer of a few sentences) in all three site languages. Like localizedString,
// none may be left empty: a Chinese or Thai visitor would otherwise read a blank answer.
const languages = [
  {name: 'en', title: 'English'},
  {name: 'zh', title: 'Chinese (中文)'},
  {name: 'th', title: 'Thai (ไทย)'},
] as const

export const localizedText = defineType({
  name: 'localizedText',
  title: 'Longer text in three languages',
  type: 'object',
  icon: TranslateIcon,
  description: 'The same text in English, Chinese and Thai, side by side.',
  options: {columns: 3},
  fields: languages.map(({name, title}) =>
    defineField({
      name,
      title,
      type: 'text',
      rows: 6,
      validation: (rule) => [
        rule.required().error(`Write the ${title.split(' ')[0]} text; it cannot be left empty`),
        rule.max(700).warning('Keep an answer short: a visitor reads it on a phone'),
        rule.custom(plainText),
      ],
    }),
  ),
  preview: {
    select: {en: 'en', zh: 'zh', th: 'th'},
    prepare: ({en, zh, th}) => {
      const missing = missingLanguages({en, zh, th})
      return {title: en || 'No English text yet', subtitle: missing.length ? `⚠ Missing ${missing.join(' and ')}` : ''}
    },
  },
})
