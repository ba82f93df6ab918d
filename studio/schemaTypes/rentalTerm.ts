import {defineField, defineType} from 'sanity'
import {HelpCircleIcon} from '@sanity/icons'
import {missingLanguages} from '../translationGaps'

// One question of the page's "Rental terms" section (deposit, documents, insurance, …): what a
// tourist checks before booking. The figures in the answers (deposit, late fee, delivery area)
// are the shop's own; the seed's are examples.
export const rentalTerm = defineType({
  name: 'rentalTerm',
  title: 'Rental term',
  type: 'document',
  icon: HelpCircleIcon,
  description: 'A question and its answer in the Rental terms section, in English, Chinese and Thai.',
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
    select: {en: 'question.en', zh: 'question.zh', th: 'question.th', answerEn: 'answer.en', answerZh: 'answer.zh', answerTh: 'answer.th', order: 'order'},
    prepare: ({en, zh, th, answerEn, answerZh, answerTh, order}) => {
      const missing = [...new Set([...missingLanguages({en, zh, th}), ...missingLanguages({en: answerEn, zh: answerZh, th: answerTh})])]
      return {
        title: `${order ?? '?'}. ${en || 'No English question yet'}`,
        subtitle: missing.length ? `⚠ Missing ${missing.join(' and ')}` : [zh, th].filter(Boolean).join(' · '),
      }
    },
  },
})
