import {defineField, defineType} from 'sanity'
import {HelpCircleIcon} from '@sanity/icons'
import {defaultLocale, languagesInWords, languageTitle, locales, selectEachLanguage} from '../languages'
import {missingLanguages} from '../translationGaps'
import {EXCESSES_PLACEHOLDER, termPlaceholderProblem} from '../../rules/content/termPlaceholders'

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
      description: `A few plain sentences with your real figures (amounts in baht, hours). For the excesses write ${EXCESSES_PLACEHOLDER} in each language: the website puts in each cover level's excess from Extras & cover, in that language (e.g. "5,000 baht with Basic cover (included) or 1,000 baht with Full cover").`,
      validation: (rule) => [
        rule.required(),
        // The sync refuses the same (pipeline/validate/terms.ts): a placeholder it cannot fill would show as typed.
        rule.custom((value: Record<string, unknown> | undefined) => {
          const problems = locales.map((locale) => [locale, termPlaceholderProblem(value?.[locale])] as const).filter(([, problem]) => problem)
          return problems.length ? problems.map(([locale, problem]) => `${languageTitle(locale)}: ${problem}`).join('; ') : true
        }),
      ],
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
