// Chakra's per-element global styles all move to html (they inherit), and its ::selection rule is
// dropped: nothing in the base layer is restyled for every element, and none of Chakra's values is
// lost or changed on the way.
import { createSystem, defaultConfig } from '@chakra-ui/react'
import { describe, expect, it } from 'vitest'
import { system } from './system'

type Styles = Record<string, unknown>
const baseLayer = (styles: unknown) => (styles as Record<string, Record<string, Styles>>)['@layer base']
const base = baseLayer(system.getGlobalCss())
// Chakra's stock system, for the values its global styles resolve to.
const chakraBase = baseLayer(createSystem(defaultConfig).getGlobalCss())
const chakraEveryElement = chakraBase['&*']
const selectorsOf = (styles: Styles) => Object.keys(styles).map((key) => key.replace(/&/g, ''))

describe('the global styles of the trimmed system', () => {
  it('have no rule for every element and no ::selection rule', () => {
    const universal = selectorsOf(base).filter((selector) => selector === '*' || selector.includes('::selection'))
    expect(universal).toEqual([])
  })

  it("set each of Chakra's per-element styles once on html, with the values Chakra gives them", () => {
    const html = base['&html'] as Styles
    const names = Object.keys(chakraEveryElement)
    expect(names).toHaveLength(27)
    for (const name of names) expect([name, html[name]]).toEqual([name, chakraEveryElement[name]])
  })

  it("keep Chakra's own html styles and its placeholder rule", () => {
    const html = base['&html'] as Styles
    for (const [name, value] of Object.entries(chakraBase['&html'])) expect([name, html[name]]).toEqual([name, value])
    expect(selectorsOf(base)).toContain('*::placeholder, *[data-placeholder]')
  })
})
