// Two sentences of the page's language run on as one text: Chinese after its full-width "。" with no
// space (a space there reads as a stray gap), the others after a space.
import type { Locale } from './locales'

export const nextSentence = (sentence: string, next: string, locale: Locale) => `${sentence}${locale === 'zh' ? '' : ' '}${next}`
