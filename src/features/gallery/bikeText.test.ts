// A bike's displacement as each language writes it: Russian in cubic centimetres, the others as the content has it.
import { describe, expect, it } from 'vitest'
import { engineLabel } from './bikeText'

describe('engineLabel', () => {
  it('Russian: "150 см³" with a no-break space; the others: "150cc"', () => {
    expect(engineLabel('150cc', 'ru')).toBe('150\u00a0см³')
    expect(engineLabel('1254cc', 'ru')).toBe('1254\u00a0см³')
    expect(engineLabel('150cc', 'en')).toBe('150cc')
    expect(engineLabel('150cc', 'zh')).toBe('150cc')
  })
  it('leaves anything else as the owner wrote it', () => {
    expect(engineLabel('Electric, 3 kW', 'ru')).toBe('Electric, 3 kW')
  })
})
