// The trimmed system must hold every keyframe a kept recipe or animation style names, as Chakra defines it.
import { keyframes as chakraKeyframes } from '@chakra-ui/react/theme'
import { describe, expect, it } from 'vitest'
import { siteKeyframes } from './keyframes'
import { system } from './system'

const usedKeyframes = Object.keys(siteKeyframes)

/** Every keyframe name in animation/animationName values, also inside conditions and breakpoints. */
function animationNames(node: unknown, underAnimation = false, found = new Set<string>()): Set<string> {
  if (typeof node === 'string' && underAnimation) {
    for (const part of node.split(',')) {
      const name = part.trim().split(/\s+/).find((word) => /^[a-z][\w-]*$/.test(word) && !/^(linear|ease|infinite|forwards|both|alternate|normal|none)/.test(word))
      if (name) found.add(name)
    }
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) animationNames(value, underAnimation || /^animation(Name)?$/.test(key), found)
  }
  return found
}

describe('the trimmed Chakra system', () => {
  const theme = system._config.theme ?? {}

  it('keeps exactly the keyframes its recipes and animation styles run', () => {
    const named = animationNames([theme.recipes, theme.slotRecipes, theme.animationStyles])
    expect([...named].sort()).toEqual([...usedKeyframes].sort())
    expect(Object.keys(theme.keyframes ?? {}).sort()).toEqual([...usedKeyframes].sort())
  })

  it("defines each exactly as Chakra's theme does", () => {
    expect(usedKeyframes).toHaveLength(13)
    for (const name of usedKeyframes) expect(siteKeyframes[name as keyof typeof siteKeyframes]).toEqual(chakraKeyframes[name as keyof typeof chakraKeyframes])
  })

  it('finds names inside conditions and in the animation shorthand', () => {
    expect([...animationNames({ animation: 'spin 0.6s linear infinite', _open: { animationName: { base: 'scale-in, fade-in' } } })]).toEqual([
      'spin',
      'scale-in',
      'fade-in',
    ])
  })
})
