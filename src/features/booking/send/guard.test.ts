// One e-mail per booking: joins a running send, refuses while another tab sends, never resends a
// delivered reference, and a late success after a timeout still counts.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SendBusyError, SendTimeoutError } from './failure'
import { sendOnce, wasDelivered } from './guard'

function deferred() {
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

afterEach(() => localStorage.clear())

describe('sendOnce', () => {
  it('sends once and then answers already-sent for the same reference', async () => {
    const deliver = vi.fn(async () => {})
    await expect(sendOnce('PMR-0101-AAAA', deliver, 1000)).resolves.toBe('sent')
    await expect(sendOnce('PMR-0101-AAAA', deliver, 1000)).resolves.toBe('already-sent')
    expect(deliver).toHaveBeenCalledTimes(1)
    expect(wasDelivered('PMR-0101-AAAA')).toBe(true)
  })

  it('a second send while the first runs joins it instead of sending again', async () => {
    const gate = deferred()
    const deliver = vi.fn(() => gate.promise)
    const first = sendOnce('PMR-0101-BBBB', deliver, 1000)
    const second = sendOnce('PMR-0101-BBBB', deliver, 1000)
    gate.resolve()
    await expect(Promise.all([first, second])).resolves.toEqual(['sent', 'sent'])
    expect(deliver).toHaveBeenCalledTimes(1)
  })

  it('after a timeout the request runs on; its late success makes the retry already-sent', async () => {
    const gate = deferred()
    const deliver = vi.fn(() => gate.promise)
    await expect(sendOnce('PMR-0101-CCCC', deliver, 20)).rejects.toBeInstanceOf(SendTimeoutError)
    gate.resolve()
    await vi.waitFor(() => expect(wasDelivered('PMR-0101-CCCC')).toBe(true))
    await expect(sendOnce('PMR-0101-CCCC', deliver, 20)).resolves.toBe('already-sent')
    expect(deliver).toHaveBeenCalledTimes(1)
  })

  it('a failure releases everything: the retry sends again', async () => {
    const deliver = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(undefined)
    await expect(sendOnce('PMR-0101-DDDD', deliver, 1000)).rejects.toBeInstanceOf(TypeError)
    expect(localStorage.getItem('pmr-booking-send-lock')).toBeNull()
    await expect(sendOnce('PMR-0101-DDDD', deliver, 1000)).resolves.toBe('sent')
    expect(deliver).toHaveBeenCalledTimes(2)
  })

  it('refuses while another tab holds the lock, and sends once that lock expired', async () => {
    const deliver = vi.fn(async () => {})
    const lock = (until: number) => localStorage.setItem('pmr-booking-send-lock', JSON.stringify({ tab: 'other', reference: 'PMR-0101-XXXX', until }))
    lock(Date.now() + 10_000)
    await expect(sendOnce('PMR-0101-EEEE', deliver, 1000)).rejects.toBeInstanceOf(SendBusyError)
    expect(deliver).not.toHaveBeenCalled()
    lock(Date.now() - 1)
    await expect(sendOnce('PMR-0101-EEEE', deliver, 1000)).resolves.toBe('sent')
  })

  it('forgets delivered references after a day', () => {
    localStorage.setItem('pmr-booking-delivered', JSON.stringify({ 'PMR-0101-FFFF': Date.now() - 25 * 60 * 60 * 1000 }))
    expect(wasDelivered('PMR-0101-FFFF')).toBe(false)
  })
})
