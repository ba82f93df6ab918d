import {defineField, defineType} from 'sanity'
import {HelpCircleIcon} from '@sanity/icons'
import {defaultLocale, languagesInWords, locales, selectEachLanguage} from '../languages'
import {missingLanguages} from '../translationGaps'

// One question of the page's "Rental terms" section (deposit, documents, insurance, …): what a
// tourist checks before booking. The figures in the answers (deposit, late fee, delivery area)
// are the shop's own; the seed's are examples.
export const rentalTerm = defineType({
  name: 'rentalTerm',
  title: 'Rental term',
  type: 'document',
  icon: HelpCircleIcon,
  description: `A question and its answer in the Rental terms section, in ${languagesInWords}.`,
  fields: [
    defineField({
      name: 'question',
      title: 'Question',
      type: 'localizedString',
      description: 'As a tourist would ask it, e.g. "Do you keep my passport?"',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'localizedText',
      description: 'A few plain sentences with your real figures (amounts in baht, hours).',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'order',
      title: 'Position in the list',
      type: 'number',
      description: '1 is shown first.',
      validation: (rule) => rule.required().integer().min(1).error('Choose a whole number of at least 1'),
    }),
  ],
  orderings: [{title: 'Position in the list', name: 'orderAsc', by: [{field: 'order', direction: 'asc'}]}],
  preview: {
    select: {...selectEachLanguage('question.'), ...selectEachLanguage('answer.', 'answer.'), order: 'order'},
    prepare: ({order, ...fields}: Record<string, string | number | undefined>) => {
      const question = Object.fromEntries(locales.map((locale) => [locale, fields[locale]]))
      const answer = Object.fromEntries(locales.map((locale) => [locale, fields[`answer.${locale}`]]))
      const missing = [...new Set([...missingLanguages(question), ...missingLanguages(answer)])]
      return {
        title: `${order ?? '?'}. ${question[defaultLocale] || 'No English question yet'}`,
        subtitle: missing.length
          ? `⚠ Missing ${missing.join(' and ')}`
          : locales.filter((locale) => locale !== defaultLocale).map((locale) => question[locale]).filter(Boolean).join(' · '),
      }
    },
  },
})
