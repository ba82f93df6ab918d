// One e-mail per booking: joins a running send, refuses while another tab sends, never resends a
// delivered reference, and a slow answer is waited for (the caller is told it is slow).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SendBusyError } from './failure'
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

  it('a slow answer is waited for: onSlow once, then the late success is the outcome', async () => {
    const gate = deferred()
    const deliver = vi.fn(() => gate.promise)
    const onSlow = vi.fn()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const sending = sendOnce('PMR-0101-CCCC', deliver, 20_000, onSlow)
    await vi.advanceTimersByTimeAsync(19_999)
    expect(onSlow, 'told the visitor it is slow before the wait was over').not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(onSlow).toHaveBeenCalledTimes(1)
    gate.resolve()
    await expect(sending).resolves.toBe('sent')
    expect(onSlow).toHaveBeenCalledTimes(1)
    await expect(sendOnce('PMR-0101-CCCC', deliver, 20)).resolves.toBe('already-sent')
    expect(deliver).toHaveBeenCalledTimes(1)
  })

  it('a slow answer that fails is the failure; a fast one never calls onSlow', async () => {
    const gate = deferred()
    const onSlow = vi.fn()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const sending = sendOnce('PMR-0101-FFFF', () => gate.promise, 20_000, onSlow)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(onSlow).toHaveBeenCalledTimes(1)
    gate.reject(new TypeError('Failed to fetch'))
    await expect(sending).rejects.toBeInstanceOf(TypeError)
    const fast = vi.fn()
    await expect(sendOnce('PMR-0101-GGGG', async () => {}, 1000, fast)).resolves.toBe('sent')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fast, 'a send that was answered at once still told the visitor it is slow').not.toHaveBeenCalled()
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

describe('sendOnce across tabs with the Web Locks API', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('takes the lock atomically, refuses a second sender while it is held, and frees it when the send settles', async () => {
    // A minimal LockManager: one holder per name; ifAvailable answers null when taken.
    const held = new Set<string>()
    const locks = {
      request: async (name: string, _options: { ifAvailable: boolean }, callback: (lock: object | null) => Promise<unknown>) => {
        if (held.has(name)) return callback(null)
        held.add(name)
        try {
          return await callback({ name })
        } finally {
          held.delete(name)
        }
      },
    }
    vi.stubGlobal('navigator', { ...navigator, locks })
    const gate = deferred()
    const first = sendOnce('PMR-0101-LLLL', () => gate.promise, 1000)
    await vi.waitFor(() => expect(held.size).toBe(1), { timeout: 20_000 })
    await expect(sendOnce('PMR-0101-MMMM', async () => {}, 1000)).rejects.toBeInstanceOf(SendBusyError)
    expect(localStorage.getItem('pmr-booking-send-lock')).toBeNull() // the Web Lock, not the fallback
    gate.resolve()
    await expect(first).resolves.toBe('sent')
    expect(held.size).toBe(0)
    await expect(sendOnce('PMR-0101-MMMM', async () => {}, 1000)).resolves.toBe('sent')
  })
})
