import {defineField, defineType} from 'sanity'
import {TranslateIcon} from '@sanity/icons'
import {missingLanguages} from '../translationGaps'
import {plainText} from './plainText'

// Every visitor-facing label exists in all three site languages; none may be left empty,
// because the website would otherwise show a blank label to Chinese or Thai visitors.
const languages = [
  {name: 'en', title: 'English', example: 'Free delivery'},
  {name: 'zh', title: 'Chinese (中文)', example: '免费送车'},
  {name: 'th', title: 'Thai (ไทย)', example: 'ส่งรถฟรี'},
] as const

export const localizedString = defineType({
  name: 'localizedString',
  title: 'Text in three languages',
  type: 'object',
  icon: TranslateIcon,
  description: 'The same short text in English, Chinese and Thai, side by side.',
  options: {columns: 3},
  fields: languages.map(({name, title, example}) =>
    defineField({
      name,
      title,
      type: 'string',
      description: `For example: ${example}`,
      validation: (rule) => [
        rule.required().error(`Write the ${title.split(' ')[0]} text; it cannot be left empty`),
        rule.custom(plainText),
      ],
    }),
  ),
  preview: {
    select: {title: 'en', subtitle: 'zh', th: 'th'},
    prepare: ({title, subtitle, th}) => {
      const missing = missingLanguages({en: title, zh: subtitle, th})
      return {
        title: title || 'No English text yet',
        subtitle: missing.length
          ? `⚠ Missing ${missing.join(' and ')}`
          : [subtitle, th].filter(Boolean).join(' · '),
      }
    },
  },
})
