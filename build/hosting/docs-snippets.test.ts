// docs/hosting.md gives nginx and Apache rules to copy; they name the languages with a document
// of their own, so this holds them to the language list (a new language: add it there too).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_DOCUMENTS } from './languageDocuments.ts'

const guide = readFileSync(new URL('../../docs/hosting.md', import.meta.url), 'utf8')
// In the guide's table a regex alternation is written `(a\|b)`: Markdown needs the backslash.
const alternation = `(${LANGUAGE_DOCUMENTS.map(({ lang }) => lang).join('\\|')})`

describe('the host rules in docs/hosting.md', () => {
  it.each([
    ['nginx', /if \(\$arg_lang ~ \^(\([^)]*\))\$\)/],
    ['Apache', /lang=(\([^)]*\))\(&/],
  ])('%s rewrites ?lang= for every language with a document', (_host, rule) => {
    expect(guide.match(rule)?.[1], `docs/hosting.md, the ${_host} row: write ${alternation}`).toBe(alternation)
  })
})
