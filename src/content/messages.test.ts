// The site loads its messages precompiled and the build leaves the ICU parser out (vite.config.ts):
// each locale must hold every key as an AST (in the page's set, the form's or the reviews' and map's), and that AST must say
// exactly what the owner wrote.
import { parse } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { messageKeys } from '../generated/message-keys'
import { locales } from '../i18n/locales'
import { loadLanguage } from '.'
import { bookingFormMessages } from './bookingMessages'
import { loadMessageTexts } from './messageTexts'
import { visitMessages } from './visit'

describe.each(locales)('the %s messages', (locale) => {
  it('hold every key, each already parsed (a string would need the parser the bundle lacks)', async () => {
    const messages = { ...(await loadLanguage(locale)).messages, ...bookingFormMessages[locale], ...visitMessages[locale] }
    expect(Object.keys(messages).sort()).toEqual([...messageKeys].sort())
    for (const key of messageKeys) expect(Array.isArray(messages[key]), key).toBe(true)
  })

  it('are the source strings, parsed as react-intl itself would parse them', async () => {
    const [page, texts] = await Promise.all([loadLanguage(locale).then((l) => l.messages), loadMessageTexts(locale)])
    const messages = { ...page, ...bookingFormMessages[locale], ...visitMessages[locale] }
    for (const key of messageKeys) expect(messages[key], key).toEqual(parse(texts[key]))
  })
})

// Every plural says each count the way its language does: each CLDR category of the language
// (Russian: one, few, many, other; English: one, other) has its own form.
describe.each(locales)('the %s plurals', (locale) => {
  it('give every plural category of the language its own form', async () => {
    const texts = await loadMessageTexts(locale)
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
    const plurals = Object.entries(texts).flatMap(([key, text]) => pluralsIn(parse(text)).map((options) => ({ key, options })))
    if (categories.length > 1) expect(plurals.length, 'no plural message at all').toBeGreaterThan(0)
    for (const { key, options } of plurals) expect(options, key).toEqual(expect.arrayContaining([...categories]))
  })
})

type Element = ReturnType<typeof parse>[number]

/** The option names of every cardinal plural in a message, nested ones included. */
function pluralsIn(elements: Element[]): string[][] {
  return elements.flatMap((element) => {
    if (!('options' in element)) return 'children' in element ? pluralsIn(element.children) : []
    const nested = Object.values(element.options).flatMap((option) => pluralsIn(option.value))
    return 'pluralType' in element && element.pluralType === 'cardinal' ? [Object.keys(element.options), ...nested] : nested
  })
}
