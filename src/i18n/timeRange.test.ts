// One time-range format per language, from Intl: the opening hours read as each language writes them.
import { describe, expect, it } from 'vitest'
import { formatTimeRange } from './timeRange'

describe('formatTimeRange', () => {
  it.each([
    ['en', /^8:00\u00a0AM – 8:00\u00a0PM$/],
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
