// The one query rewrite every host must do: the home page asked for in another language
// (/?lang=xx) is that language's prerendered document (site-build/prerender writes them).
import { defaultLocale, locales } from '../../src/i18n/locales.ts'
import { localeDocument } from '../prerender/documents.ts'

export const LANGUAGE_PARAM = 'lang'

/** `{ lang: 'zh', file: '/index.zh.html' }` for every language but the default (which is index.html). */
export const LANGUAGE_DOCUMENTS = locales.filter((locale) => locale !== defaultLocale).map((lang) => ({ lang, file: `/${localeDocument(lang)}` }))

export const NOT_FOUND_DOCUMENT = '/404.html'
