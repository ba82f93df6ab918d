// One time-range format per language: English as the spec writes the hours, the others as each writes a span of hours.
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

  it('keeps a value as the owner wrote it, joined by the language\'s dash', () => {
    expect(formatTimeRange('8am', '20:00', 'en')).toBe('8am - 20:00')
    expect(formatTimeRange('09:30', '18:00', 'th')).toBe('9:30–18:00')
    expect(formatTimeRange('09:30', '18:00', 'xx')).toBe('09:30 - 18:00')
  })
})
