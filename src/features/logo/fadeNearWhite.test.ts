import { describe, expect, it } from 'vitest'
import { fadeNearWhite, isNearWhite } from './fadeNearWhite'

const options = { threshold: 240, alphaPercent: 25 }

describe('isNearWhite', () => {
  it('keeps a pixel at exactly the threshold (240 stays)', () => {
    expect(isNearWhite(240, 240, 240, 240)).toBe(false)
    expect(isNearWhite(255, 255, 240, 240)).toBe(false)
    expect(isNearWhite(240, 255, 255, 240)).toBe(false)
  })

  it('turns a pixel whose three channels are all above (241 turns)', () => {
    expect(isNearWhite(241, 241, 241, 240)).toBe(true)
    expect(isNearWhite(255, 255, 255, 240)).toBe(true)
  })

  it('needs all three channels above, not just one or two', () => {
    expect(isNearWhite(255, 255, 0, 240)).toBe(false)
    expect(isNearWhite(0, 255, 255, 240)).toBe(false)
  })
})

describe('fadeNearWhite', () => {
  it('reduces the alpha of near-white pixels to 25% and leaves the others alone', () => {
    const data = new Uint8ClampedArray([
      241, 241, 241, 255, // turns
      240, 240, 240, 255, // stays
      12, 80, 160, 255, // logo colour, stays
      255, 255, 255, 200, // turns, from its own alpha
    ])
    expect(fadeNearWhite(data, options)).toBe(2)
    expect(Array.from(data)).toEqual([241, 241, 241, 64, 240, 240, 240, 255, 12, 80, 160, 255, 255, 255, 255, 50])
  })

  it('leaves colour channels untouched and handles already transparent pixels', () => {
    const data = new Uint8ClampedArray([250, 250, 250, 0])
    fadeNearWhite(data, options)
    expect(Array.from(data)).toEqual([250, 250, 250, 0])
  })

  it('follows other thresholds and percentages from the settings', () => {
    const data = new Uint8ClampedArray([201, 201, 201, 100, 200, 255, 255, 100])
    fadeNearWhite(data, { threshold: 200, alphaPercent: 50 })
    expect(Array.from(data)).toEqual([201, 201, 201, 50, 200, 255, 255, 100])
  })
})
