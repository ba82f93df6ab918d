// The guard of the one language list (./one-language-list.ts): no file but src/i18n/locales.ts and
// the content spells the site's languages by hand. The samples are built from the list, so this
// file does not spell the set either.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { knownLanguages } from '../../src/i18n/locales.ts'
import { checkedFiles, handSpelledSets } from './one-language-list.ts'

const [a, b, c] = Object.keys(knownLanguages) as Array<keyof typeof knownLanguages>

describe('the one-language-list guard', () => {
  it('finds no hand-spelled set of languages in the code, tests and configs', () => {
    const found = checkedFiles().flatMap((file) => {
      try {
        return handSpelledSets(file, readFileSync(file, 'utf8'))
      } catch {
        return [] // listed by git but deleted in the work tree
      }
    })
    expect(found, `take these from src/i18n/locales.ts (locales, perLocale, languageFacts):\n${found.join('\n')}`).toEqual([])
  })

  it.each([
    [`const names = { ${a}: 'x', ${b}: 'y' }`],
    [`for (const locale of ['${a}', '${b}', '${c}'])`],
    [`"addressLine": addressLine{ ${a}, ${b}, ${c} },`],
    [`import x from '../generated/messages.${a}.json'; import y from '../generated/messages.${b}.json'`],
    [`if ($arg_lang ~ ^(${b}|${c})$)`],
    [`':lang(${b}) body': {}, ':lang(${c}) body': {}`],
    [`goto('/?lang=${b}'); goto('/?lang=${c}')`],
    [`messages.every((m) => m.${a} && m.${b} && m.${c})`],
    [`const items = ['${knownLanguages[a].nativeName}', '${knownLanguages[b].nativeName}']`],
    [`for (const label of ['${knownLanguages[a].englishName}', '${knownLanguages[b].englishName} (${knownLanguages[b].nativeName})'])`],
  ])('catches a set spelled on one line: %s', (line) => {
    expect(handSpelledSets('f.ts', line)).toHaveLength(1)
  })

  it('catches a set spelled one entry a line, and names the file and line', () => {
    expect(handSpelledSets('q.ts', `x\n  key,\n  ${a},\n  ${b},\n  ${c}\n`)).toEqual([`q.ts:3: ${a}, ${b}, ${c}: ${a},`])
  })

  it.each([
    ['ordinary words', 'then the enemy: when then, then'],
    ['table cells and CSS', '<th>Price</th><th>From</th>  th, td { padding: 0 }'],
    ['one language', `expect(htmlLang.${c}).toBe('${c}')`],
    ['BCP 47 tags of formatting', `new Intl.DateTimeFormat('${a}-GB'); x.toLocaleString('${a}-US')`],
    ['another list of codes', `'ar', 'cs', 'de', '${a}', 'fr', '${b}', '${c}', 'vi',`],
  ])('passes %s', (_, line) => {
    expect(handSpelledSets('f.ts', line)).toEqual([])
  })

  it('passes two lines naming one language each when they are apart', () => {
    expect(handSpelledSets('f.ts', `goto('?lang=${b}')\n\n\n\ngoto('?lang=${c}')`)).toEqual([])
  })
})
