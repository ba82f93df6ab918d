// The minimum fill time and the success-only throttle.
import { afterEach, describe, expect, it } from 'vitest'
import { MIN_FILL_MS, THROTTLE_MS, recordSuccess, throttleSecondsLeft, tooFast } from './abuse'

afterEach(() => localStorage.clear())

describe('tooFast', () => {
  it('is about a second: autofill plus a click never trips it', () => {
    expect(MIN_FILL_MS).toBe(1000)
    expect(tooFast(10_000, 10_999)).toBe(true)
    expect(tooFast(10_000, 11_000)).toBe(false)
  })
})

describe('throttle', () => {
  it('is free until a success is recorded', () => {
    expect(throttleSecondsLeft(5_000)).toBe(0)
  })

  it('counts down the seconds after a success, then frees', () => {
    recordSuccess(100_000)
    expect(throttleSecondsLeft(100_000)).toBe(THROTTLE_MS / 1000)
    expect(throttleSecondsLeft(100_000 + THROTTLE_MS - 1500)).toBe(2)
    expect(throttleSecondsLeft(100_000 + THROTTLE_MS)).toBe(0)
  })

  it('ignores a garbled or future record instead of locking the visitor out', () => {
    localStorage.setItem('pmr-booking-last-sent', 'soon')
    expect(throttleSecondsLeft(1_000)).toBe(0)
    recordSuccess(9_000_000)
    expect(throttleSecondsLeft(1_000)).toBe(0)
  })
})
