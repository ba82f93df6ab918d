// The requests kept on the device, over the real seed: what is kept of a sent booking (never who
// sent it), the day it goes (a fixed clock), two requests side by side, Forget, and a browser whose
// storage throws (Safari's private mode, blocked cookies).
import { describe, expect, it } from 'vitest'
import { KEPT_REQUESTS_KEY, hasKeptRequest } from '../../../shared/keptRequests'
import { phuketTime } from '../../../../rules/availability/check'
import { initialValues, type BookingValues } from '../model'
import { prepaymentFor } from '../prepay/prepayment'
import { receiptFor } from '../receipt/forBooking'
import { keepSentRequest, keptRequestFor } from './fromBooking'
import { KEEP_DAYS_AFTER_RETURN, forgetRequest, readKept, type KeptStorage } from './store'

/** A Storage as the browser's behaves: strings under keys. */
function memoryStorage(): KeptStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  }
}

/** Storage as a blocked browser gives it: every access throws. */
const blocked: KeptStorage = {
  getItem: () => { throw new DOMException('The operation is insecure.', 'SecurityError') },
  setItem: () => { throw new DOMException('The operation is insecure.', 'SecurityError') },
  removeItem: () => { throw new DOMException('The operation is insecure.', 'SecurityError') },
}

const SENT_AT = Date.UTC(2026, 11, 1, 5) // 1 December 2026, noon in Phuket
const booking = (over: Partial<BookingValues> = {}): BookingValues => ({
  ...initialValues('honda-pcx'), startDate: '2026-12-05', endDate: '2026-12-12', pickupTime: '09:00',
  name: 'Ann Smith', phone: '+44 7700 900123', email: 'ann@example.com', notes: 'Room 12', delivery: 'kata-karon', hotel: 'Kata Beach Resort', extras: 'top-box:1',
  ...over,
})
const dayAt = (iso: string) => Date.parse(`${iso}T05:00:00Z`)

describe('keeping a sent request', () => {
  it('keeps what was booked and asked, never who booked it', () => {
    const storage = memoryStorage()
    const values = booking()
    expect(keepSentRequest(storage, values, 'PMR-0112-ABCD', SENT_AT)).toBe(true)
    const text = storage.items.get(KEPT_REQUESTS_KEY) ?? ''
    for (const personal of ['Ann Smith', '+44 7700 900123', 'ann@example.com', 'Room 12']) expect(text).not.toContain(personal)
    const [kept] = readKept(storage, '2026-12-01') ?? []
    expect(kept).toMatchObject({
      reference: 'PMR-0112-ABCD', sentAt: SENT_AT,
      values: { bike: 'honda-pcx', startDate: '2026-12-05', endDate: '2026-12-12', pickupTime: '09:00', delivery: 'kata-karon', hotel: 'Kata Beach Resort', extras: 'top-box:1', cover: '' },
    })
    // The amounts as the sent view showed them, and the deadline the policy gives (3 days before pickup in the seed).
    expect(kept.receipt.total).toEqual(receiptFor(values).total)
    expect(kept.prepayment).toEqual(prepaymentFor(values))
    expect(kept.prepayment?.amount).toBeGreaterThan(0)
    expect(kept.lastFreeDay).toBe('2026-12-02')
    expect(kept.keepUntil).toBe(`2026-12-${12 + KEEP_DAYS_AFTER_RETURN}`)
  })

  it('goes by itself the day after its time, and the key with it', () => {
    const storage = memoryStorage()
    keepSentRequest(storage, booking(), 'PMR-0112-ABCD', SENT_AT)
    const last = keptRequestFor(booking(), 'PMR-0112-ABCD', SENT_AT).keepUntil
    expect(readKept(storage, last)).toHaveLength(1)
    expect(hasKeptRequest({ localStorage: storage })).toBe(true)
    expect(readKept(storage, phuketTime(dayAt(last) + 24 * 3600_000).date)).toEqual([])
    expect(storage.items.has(KEPT_REQUESTS_KEY)).toBe(false)
    expect(hasKeptRequest({ localStorage: storage })).toBe(false)
  })

  it('keeps two requests side by side, newest first; Forget removes one and then the key', () => {
    const storage = memoryStorage()
    keepSentRequest(storage, booking(), 'PMR-0112-AAAA', SENT_AT)
    keepSentRequest(storage, booking({ bike: 'yamaha-nmax', startDate: '2026-12-20', endDate: '2026-12-22' }), 'PMR-0112-BBBB', SENT_AT + 60_000)
    expect(readKept(storage, '2026-12-01')?.map((kept) => kept.reference)).toEqual(['PMR-0112-BBBB', 'PMR-0112-AAAA'])
    // The first ends earlier: past its time, only the second is left.
    expect(readKept(storage, '2026-12-16')?.map((kept) => kept.reference)).toEqual(['PMR-0112-BBBB'])
    expect(forgetRequest(storage, 'PMR-0112-BBBB', '2026-12-16')).toBe(true)
    expect(readKept(storage, '2026-12-16')).toEqual([])
    expect(storage.items.has(KEPT_REQUESTS_KEY)).toBe(false)
  })

  it('a correction sent under the same reference replaces the request it corrects', () => {
    const storage = memoryStorage()
    keepSentRequest(storage, booking(), 'PMR-0112-ABCD', SENT_AT)
    keepSentRequest(storage, booking({ endDate: '2026-12-14' }), 'PMR-0112-ABCD', SENT_AT + 60_000)
    const kept = readKept(storage, '2026-12-01') ?? []
    expect(kept.map((request) => request.values.endDate)).toEqual(['2026-12-14'])
  })

  it('where storage throws, keeps nothing, says so, and reads as nothing kept', () => {
    expect(keepSentRequest(blocked, booking(), 'PMR-0112-ABCD', SENT_AT)).toBe(false)
    expect(keepSentRequest(null, booking(), 'PMR-0112-ABCD', SENT_AT)).toBe(false)
    expect(readKept(blocked, '2026-12-01')).toBeNull()
    expect(forgetRequest(blocked, 'PMR-0112-ABCD', '2026-12-01')).toBe(false)
    expect(hasKeptRequest({ get localStorage(): Pick<Storage, 'getItem'> { throw new DOMException('denied', 'SecurityError') } })).toBe(false)
  })

  it('reads a stored value it does not know as nothing kept, and removes it', () => {
    const storage = memoryStorage()
    storage.setItem(KEPT_REQUESTS_KEY, '{"version":2,"requests":[]}')
    expect(readKept(storage, '2026-12-01')).toEqual([])
    storage.setItem(KEPT_REQUESTS_KEY, 'not json')
    expect(readKept(storage, '2026-12-01')).toEqual([])
    expect(storage.items.has(KEPT_REQUESTS_KEY)).toBe(false)
  })
})
