// Chakra's per-element custom properties: only the three its preflight reads stay on `*`; the
// defaults of its ring and filter utilities move to html (inherited), none lost or changed.
import { globalCss as chakraGlobalCss } from '@chakra-ui/react/theme'
import { describe, expect, it } from 'vitest'
import { system } from './system'

type Styles = Record<string, unknown>
const base = (system.getGlobalCss() as Record<string, Styles>)['@layer base']
const customProperties = (styles: unknown) => Object.keys(styles as Styles).filter((name) => name.startsWith('--'))
const chakraEveryElement = chakraGlobalCss['*'] as Styles

describe('the global styles of the trimmed system', () => {
  it('set no custom property on every element but the --global-* ones', () => {
    expect(customProperties(base['&*']).sort()).toEqual(['--global-color-border', '--global-font-body', '--global-font-mono'])
  })

  it("keep Chakra's other per-element styles on every element", () => {
    expect((base['&*'] as Styles).fontFeatureSettings).toBe(chakraEveryElement.fontFeatureSettings)
  })

  it('define the 23 utility defaults once on html, with the values Chakra gives them', () => {
    const moved = customProperties(chakraEveryElement).filter((name) => !name.startsWith('--global-'))
    expect(moved).toHaveLength(23)
    const html = base['&html'] as Styles
    for (const name of moved) expect([name, html[name]]).toEqual([name, chakraEveryElement[name]])
  })
})
