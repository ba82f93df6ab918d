import { describe, expect, it } from 'vitest'
import { msUntilChange, openStatus, phuketMinutes } from './openStatus'

// An instant given as Phuket's wall clock (UTC+7).
const phuket = (day: string, time: string) => Date.parse(`${day}T${time}:00+07:00`)

describe('open status in Phuket time', () => {
  it('reads the wall clock in Phuket whatever the device zone', () => {
    expect(phuketMinutes(phuket('2026-11-25', '00:00'))).toBe(0)
    expect(phuketMinutes(phuket('2026-11-25', '19:59'))).toBe(19 * 60 + 59)
    // 23:30 UTC is 06:30 the next day in Phuket.
    expect(phuketMinutes(Date.parse('2026-11-25T23:30:00Z'))).toBe(6 * 60 + 30)
  })

  it.each([
    ['07:59', { state: 'opensToday', opens: '08:00' }],
    ['08:00', { state: 'open', closes: '20:00' }],
    ['19:59', { state: 'open', closes: '20:00' }],
    ['20:00', { state: 'opensTomorrow', opens: '08:00' }],
    ['23:59', { state: 'opensTomorrow', opens: '08:00' }],
  ])('at %s', (time, expected) => {
    expect(openStatus(phuket('2026-11-25', time), '08:00', '20:00')).toEqual(expected)
  })

  it('knows when it next changes: at opening, at closing and at midnight', () => {
    expect(msUntilChange(phuket('2026-11-25', '07:30'), '08:00', '20:00')).toBe(30 * 60_000)
    expect(msUntilChange(phuket('2026-11-25', '19:00') + 15_000, '08:00', '20:00')).toBe(60 * 60_000 - 15_000)
    expect(msUntilChange(phuket('2026-11-25', '22:00'), '08:00', '20:00')).toBe(2 * 60 * 60_000)
  })
})
