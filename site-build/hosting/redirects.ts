// dist/_redirects for Netlify and Cloudflare Pages, written by the build from the language list
// (./languageDocuments.ts), so a new language gets its rewrite without an edit here.
import { LANGUAGE_DOCUMENTS, LANGUAGE_PARAM, NOT_FOUND_DOCUMENT } from './languageDocuments.ts'

/** The whole _redirects file: ?lang= gets its document, unknown paths 404.html with status 404. */
export function redirectsFile(): string {
  return [
    '# The home page is prerendered in each language: /?lang=xx gets its own document (200! because /',
    '# exists as a file and would otherwise shadow the rule).',
    ...LANGUAGE_DOCUMENTS.map(({ lang, file }) => `/  ${LANGUAGE_PARAM}=${lang}  ${file}  200!`),
    '# Unknown paths get the app\'s not-found page with status 404 (the app renders it in the browser).',
    `/*  ${NOT_FOUND_DOCUMENT}  404`,
    '',
  ].join('\n')
}
