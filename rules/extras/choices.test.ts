import { describe, expect, it } from 'vitest'
import { bookableExtras, chosenCover, chosenExtras, keepFitting, parseExtras, unfitExtras, withExtraCount, type ExtraOffer } from './choices'

const extras: ExtraOffer[] = [
  { id: 'helmet', maxPerBooking: 0, fits: [] },
  { id: 'full-face-helmet', maxPerBooking: 2, fits: [] },
  { id: 'top-box', maxPerBooking: 1, fits: ['honda-pcx', 'yamaha-nmax'] },
  { id: 'rain-poncho', maxPerBooking: 2, fits: [] },
]
const levels = [{ id: 'basic', isDefault: true }, { id: 'full', isDefault: false }]

describe('the extras offered', () => {
  it('only those that fit the bike and may be added; none without a bike', () => {
    expect(bookableExtras(extras, 'honda-pcx').map((e) => e.id)).toEqual(['full-face-helmet', 'top-box', 'rain-poncho'])
    expect(bookableExtras(extras, 'kawasaki-ninja').map((e) => e.id)).toEqual(['full-face-helmet', 'rain-poncho'])
    expect(bookableExtras(extras, '')).toEqual([])
  })
})

describe('the form\'s value', () => {
  it('keeps the owner\'s order, drops zeros, and holds a count within what one booking may add', () => {
    let value = withExtraCount('', 'rain-poncho', 2, extras)
    value = withExtraCount(value, 'top-box', 1, extras)
    expect(value).toBe('top-box:1,rain-poncho:2')
    expect(withExtraCount(value, 'top-box', 0, extras)).toBe('rain-poncho:2')
    expect(withExtraCount(value, 'full-face-helmet', 9, extras)).toBe('full-face-helmet:2,top-box:1,rain-poncho:2')
  })

  it('reads an edited or stale value without failing: unknown parts are ignored', () => {
    expect([...parseExtras('top-box:1,<b>:2,rain-poncho:x,gone:1')]).toEqual([['top-box', 1], ['gone', 1]])
    expect(chosenExtras('top-box:1,gone:1,helmet:1', extras, 'honda-pcx').map(({ extra, count }) => [extra.id, count])).toEqual([['top-box', 1]])
  })
})

describe('a bike change', () => {
  it('names the extras the new bike cannot take and keeps the others', () => {
    const value = 'top-box:1,rain-poncho:2'
    expect(unfitExtras(value, extras, 'kawasaki-ninja').map((e) => e.id)).toEqual(['top-box'])
    expect(keepFitting(value, extras, 'kawasaki-ninja')).toBe('rain-poncho:2')
    expect(unfitExtras(value, extras, 'yamaha-nmax')).toEqual([])
    expect(keepFitting(value, extras, 'yamaha-nmax')).toBe(value)
  })
})

describe('the cover', () => {
  it('is the default level unless another is chosen, or the chosen one is gone', () => {
    expect(chosenCover('', levels)?.id).toBe('basic')
    expect(chosenCover('full', levels)?.id).toBe('full')
    expect(chosenCover('platinum', levels)?.id).toBe('basic')
  })
})
