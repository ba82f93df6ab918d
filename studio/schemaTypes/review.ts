import {defineField, defineType} from 'sanity'
import {CommentIcon} from '@sanity/icons'
import {MAX_AUTHOR_CHARS, MAX_REVIEW_CHARS, reviewRules} from '../../rules/content/content'
import {plainText} from './plainText'
import {countryOptions, languageOptions, sourceOptions, sourceTitle} from './reviewOptions'
import {requiredShared, shared} from './sharedRule'

// A review a rider wrote about the shop, copied here by the owner so visitors can read it on the
// page. It stays in the words and language the rider used: a translation would no longer be theirs.
export const review = defineType({
  name: 'review',
  title: 'Review',
  type: 'document',
  icon: CommentIcon,
  description: 'What a rider wrote about your shop, copied word for word from Google, TripAdvisor, Facebook, or written down at the shop with their consent.',
  fields: [
    defineField({
      name: 'text',
      title: 'Review text',
      type: 'text',
      rows: 6,
      description: `The words exactly as the rider wrote them, in their language: do not translate or correct them. At most ${MAX_REVIEW_CHARS} characters.`,
      validation: (rule) => [
        ...requiredShared(rule, reviewRules.text),
        rule.custom(plainText),
      ],
    }),
    defineField({
      name: 'language',
      title: 'Language of the review',
      type: 'string',
      description: 'The language the text above is written in.',
      options: {list: languageOptions},
      validation: (rule) => requiredShared(rule, reviewRules.language),
    }),
    defineField({
      name: 'author',
      title: 'Rider',
      type: 'string',
      description: `First name or initials only, e.g. "Anna K.": never the full name. At most ${MAX_AUTHOR_CHARS} characters.`,
      validation: (rule) => [
        ...requiredShared(rule, reviewRules.author),
        rule.custom(plainText),
      ],
    }),
    defineField({
      name: 'country',
      title: 'Country',
      type: 'string',
      description: 'Where the rider is from, if they said so. Leave empty otherwise. The website shows the country\'s name in the visitor\'s language.',
      options: {list: countryOptions},
      validation: (rule) => rule.custom(shared(reviewRules.country)),
    }),
    defineField({
      name: 'rating',
      title: 'Stars',
      type: 'number',
      description: 'The stars the rider gave, 1 to 5.',
      options: {list: [5, 4, 3, 2, 1].map((stars) => ({title: '★'.repeat(stars), value: stars})), layout: 'radio', direction: 'horizontal'},
      validation: (rule) => requiredShared(rule, reviewRules.rating),
    }),
    defineField({
      name: 'date',
      title: 'Date',
      type: 'date',
      description: 'The day the rider wrote the review, e.g. 2026-10-02. Where the review site shows only "a month ago", count back from today.',
      validation: (rule) => requiredShared(rule, reviewRules.date),
    }),
    defineField({
      name: 'source',
      title: 'Where it was written',
      type: 'string',
      options: {list: sourceOptions, layout: 'radio'},
      validation: (rule) => requiredShared(rule, reviewRules.source),
    }),
    defineField({
      name: 'url',
      title: 'Link to the review',
      type: 'url',
      description: 'Optional. The review\'s own address, e.g. from "Share review" on Google Maps, so a visitor can check it is real.',
      validation: (rule) => [
        rule.custom(shared(reviewRules.url)),
        rule.custom((value, context) => reviewRules.urlSite(value, context.document?.source) ?? true),
        rule
          .custom((value, context) =>
            value && context.document?.source === 'in-person'
              ? 'A review given at the shop has no page of its own: this link probably belongs to another review'
              : true,
          )
          .warning(),
      ],
    }),
  ],
  orderings: [
    {title: 'Newest first', name: 'dateDesc', by: [{field: 'date', direction: 'desc'}]},
    {title: 'Stars, low to high', name: 'ratingAsc', by: [{field: 'rating', direction: 'asc'}]},
  ],
  preview: {
    select: {rating: 'rating', author: 'author', country: 'country', source: 'source', date: 'date', text: 'text'},
    prepare: ({rating, author, country, source, date, text}) => ({
      // "★★★★★ Anna K. (AU) · Google · 2026-10-02": stars, rider, where and when at a glance.
      title: [`${stars(rating)} ${author || 'No name yet'}${country ? ` (${country})` : ''}`.trim(), sourceTitle(source), date]
        .filter(Boolean)
        .join(' · '),
      subtitle: excerpt(text),
    }),
  },
})

const stars = (rating: unknown): string =>
  typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? '★'.repeat(rating) : ''

const excerpt = (text: unknown): string =>
  typeof text !== 'string' ? 'No text yet' : text.length > 90 ? `${text.slice(0, 89).trimEnd()}…` : text
