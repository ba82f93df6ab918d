// The Studio speaks to the shop owner: no developer's tools or build settings, no "1 days", and every
// language where it names them. Read from the words the owner sees (string literals of the schema,
// the desk, the fleet view and the rental components), comments left out.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { dayCount } from '../../studio/schemaTypes/words.ts'
import { languagesInWords } from '../../studio/languages.ts'
import { locales } from '../../src/i18n/locales.ts'

// The Studio's own files, and the content rules it shows the owner the words of (rules/content/).
const STUDIO = path.join(REPO_ROOT, 'studio')
const files = [
  'structure.ts', 'presentation.ts', 'translationGaps.ts',
  ...['schemaTypes', 'components', 'components/fleet', 'components/rentals', '../rules/content'].flatMap((dir) =>
    readdirSync(path.join(STUDIO, dir)).filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts')).map((name) => `${dir}/${name}`)),
]

/** The file's string and template literals and JSX text, without its comments. */
function wordsOf(file: string): string[] {
  const source = readFileSync(path.join(STUDIO, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  const literals = [...source.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((m) => m[0])
  const jsx = [...source.matchAll(/>([^<>{}\n]*[A-Za-z][^<>{}\n]*)</g)].map((m) => m[1])
  return [...literals, ...jsx]
}

describe("the Studio's words", () => {
  it('reads every file it should', () => expect(files.length).toBeGreaterThan(30))

  it.each([
    ['developers', /\bdeveloper/i],
    ['build settings', /build setting|\bVITE_[A-Z_]+/],
    ['three languages', /\b(?:three|3) languages|English, Chinese (?:and|or) Thai\b/i],
    ['"1 days"', /\$\{(?:days|freeFromDays)\} days/],
  ])('never speak of %s', (_what, pattern) => {
    const found = files.flatMap((file) => wordsOf(file).filter((words) => pattern.test(words)).map((words) => `${file}: ${words}`))
    expect(found).toEqual([])
  })

  it('count days as a person does, and name every language', () => {
    expect([dayCount(1), dayCount(3)]).toEqual(['1 day', '3 days'])
    expect(languagesInWords.split(/, | and /)).toHaveLength(locales.length)
  })
})
