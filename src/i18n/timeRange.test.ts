// One time-range format per language: English as the spec writes the hours, the others from Intl.
import { describe, expect, it } from 'vitest'
import { formatTimeRange } from './timeRange'

describe('formatTimeRange', () => {
  it.each([
    ['en', /^08:00 - 20:00$/],
    ['zh', /^08:00–20:00$/],
    ['th', /^8:00–20:00$/],
    ['ru', /^08:00–20:00$/],
  ])('%s', (locale, expected) => {
    expect(formatTimeRange('08:00', '20:00', locale)).toMatch(expected)
  })

  it('keeps a value it cannot read, joined by the same dash', () => {
    expect(formatTimeRange('8am', '20:00', 'en')).toBe('8am–20:00')
  })
})
