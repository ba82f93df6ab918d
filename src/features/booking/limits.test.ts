// Length limits: counted as people count characters, reported per field in form order.
import { describe, expect, it } from 'vitest'
import { FIELD_LIMITS, characterCount, tooLongFields } from './limits'
import { initialValues } from './model'

describe('tooLongFields', () => {
  it('accepts every field at its limit', () => {
    const atLimit = Object.fromEntries(Object.entries(FIELD_LIMITS).map(([field, max]) => [field, 'x'.repeat(max)]))
    expect(tooLongFields({ ...initialValues(null), ...atLimit })).toEqual([])
  })

  it('names each field over its limit with the limit and the length', () => {
    const values = { ...initialValues('honda-pcx'), name: 'n'.repeat(101), notes: 'ก'.repeat(2500) }
    expect(tooLongFields(values)).toEqual([
      { field: 'name', max: 100, length: 101 },
      { field: 'notes', max: 2000, length: 2500 },
    ])
  })

  it('counts an emoji or a CJK character once', () => {
    expect(characterCount('🏍️王')).toBe(3) // motorbike, variation selector, one Han character
    expect(characterCount('😀😀')).toBe(2)
  })
})
