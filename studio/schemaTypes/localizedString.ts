import {defineField, defineType} from 'sanity'
import {TranslateIcon} from '@sanity/icons'
import {defaultLocale, englishName, languagesInWords, languageTitle, locales, selectEachLanguage} from '../languages'
import {missingLanguages} from '../translationGaps'
import {plainText} from './plainText'

// Every visitor-facing label exists in all the site's languages; none may be left empty,
// because the website would otherwise show a blank label to those visitors.
export const localizedString = defineType({
  name: 'localizedString',
  title: 'Text in every site language',
  type: 'object',
  icon: TranslateIcon,
  description: `The same short text in ${languagesInWords}, side by side.`,
  options: {columns: locales.length},
  fields: locales.map((locale) =>
    defineField({
      name: locale,
      title: languageTitle(locale),
      type: 'string',
      description: locale === defaultLocale ? 'For example: Free delivery' : `The English text in ${englishName(locale)}`,
      validation: (rule) => [
        rule.required().error(`Write the ${englishName(locale)} text; it cannot be left empty`),
        rule.custom(plainText),
      ],
    }),
  ),
  preview: {
    select: selectEachLanguage(),
    prepare: (text: Record<string, string | undefined>) => {
      const missing = missingLanguages(text)
      return {
        title: text[defaultLocale] || 'No English text yet',
        subtitle: missing.length
          ? `⚠ Missing ${missing.join(' and ')}`
          : locales.filter((locale) => locale !== defaultLocale).map((locale) => text[locale]).filter(Boolean).join(' · '),
      }
    },
  },
})
