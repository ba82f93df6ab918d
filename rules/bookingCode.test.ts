// The request's code: what the website writes reads back as it was; anything else is refused with
// what is wrong, and a code that decodes is held against what the shop offers.
import { describe, expect, it } from 'vitest'
import { checkBookingRequest, decodeBookingCode, encodeBookingCode, MAX_CODE_CHARS, type BookingRequest, type DecodedCode, type ShopOffer } from './bookingCode'

const periods = [{ id: '3-days', days: 3 }, { id: '7-days', days: 7 }, { id: '1-month', months: 1 }]
const offer: ShopOffer = {
  bikes: [{ id: 'honda-pcx' }, { id: 'kawasaki-ninja' }, { id: 'old-wave', available: false }],
  periods,
  extras: [{ id: 'top-box', maxPerBooking: 1, fits: ['honda-pcx'] }, { id: 'rain-poncho', maxPerBooking: 4, fits: [] }],
  coverLevels: [{ id: 'basic' }, { id: 'full' }],
  areas: [{ id: 'patong' }, { id: 'kata-karon' }],
  pickupSlots: ['09:00', '10:00'],
  // The site's own list (src/i18n/locales.ts) is passed in by the site; any list does here.
  languages: ['ru', 'de', 'fr'],
}
const request: BookingRequest = {
  bike: 'honda-pcx', startDate: '2027-03-14', endDate: '', rentalPeriod: '7-days', pickupTime: '09:00',
  delivery: 'kata-karon', extras: 'top-box:1,rain-poncho:2', cover: 'full', reference: 'PMR-2811-K7QX',
  language: 'ru',
}
const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const raw = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)))
const decoded = (over: Partial<BookingRequest>, days?: { from: string; to: string } | null): DecodedCode => {
  const result = decodeBookingCode(encodeBookingCode({ ...request, ...over }, periods))
  if (!result.ok) throw new Error(result.problem)
  return days === undefined ? result.code : { ...result.code, days }
}

describe('the booking code', () => {
  it('reads back the request as written, with the days out the period gives, short enough for a link', () => {
    const code = encodeBookingCode(request, periods)
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/)
    // Half the bound before the language, which adds at most 16 characters (below).
    expect(encodeBookingCode({ ...request, language: '' }, periods).length).toBeLessThan(MAX_CODE_CHARS / 2)
    expect(decodeBookingCode(code)).toEqual({ ok: true, code: { request, days: { from: '2027-03-14', to: '2027-03-21' } } })
    const bare = { ...request, startDate: '', pickupTime: '', delivery: '', extras: '', cover: '', language: '' }
    expect(decodeBookingCode(encodeBookingCode(bare, periods))).toEqual({ ok: true, code: { request: bare, days: null } })
  })

  it('carries the language the visitor sent it in, in a few characters', () => {
    const code = encodeBookingCode(request, periods)
    expect(JSON.parse(atob(code.replace(/-/g, '+').replace(/_/g, '/')))).toMatchObject({ lang: 'ru' })
    expect(code.length - encodeBookingCode({ ...request, language: '' }, periods).length).toBeLessThanOrEqual(16)
    for (const language of offer.languages) {
      const result = decodeBookingCode(encodeBookingCode({ ...request, language }, periods))
      expect(result.ok && result.code.request.language).toBe(language)
    }
  })

  it('reads a code written before the language travelled (an e-mail in the inbox), as without one', () => {
    const { language: _language, ...before } = request
    const old = raw({ bike: before.bike, from: '2027-03-14', to: '2027-03-21', reference: before.reference, start: before.startDate, period: before.rentalPeriod, time: before.pickupTime, delivery: before.delivery, extras: before.extras, cover: before.cover })
    const result = decodeBookingCode(old)
    expect(result).toEqual({ ok: true, code: { request: { ...request, language: '' }, days: { from: '2027-03-14', to: '2027-03-21' } } })
    expect(checkBookingRequest(result.ok ? result.code : decoded({}), offer)).toEqual([])
  })

  it('keeps any text it is given as it was (the Studio then refuses what no booking is)', () => {
    const odd = { ...request, reference: 'PMR-2811-K7QX', extras: 'ไทย 中文 ?/+= ü' }
    const result = decodeBookingCode(encodeBookingCode(odd, periods))
    expect(result.ok && result.code.request.extras).toBe('ไทย 中文 ?/+= ü')
  })

  it.each([
    ['nothing', '', 'carries no code'],
    ['an oversize code', 'A'.repeat(MAX_CODE_CHARS + 1), 'more than the website ever writes'],
    ['a path', `${raw({ reference: 'PMR-2811-K7QX' })}/../x`, 'characters the website never writes'],
    ['base64 that is not JSON', base64url(new TextEncoder().encode('not json')), 'does not decode'],
    ['bytes that are not UTF-8', base64url(new Uint8Array([0xff, 0xfe, 0x7b])), 'does not decode'],
    ['a list', raw(['PMR-2811-K7QX']), 'holds no booking request'],
    ['a key no booking sends', raw({ reference: 'PMR-2811-K7QX', paid: 'yes' }), '"paid", which no booking sends'],
    ['a number for a text', raw({ reference: 'PMR-2811-K7QX', extras: 3 }), "extras is not a short text"],
    ['a long value', raw({ reference: 'PMR-2811-K7QX', extras: 'x'.repeat(101) }), 'extras is not a short text'],
    ['no reference', raw({ bike: 'honda-pcx' }), 'no booking reference'],
    ['a note for a reference', raw({ reference: 'Paid - release the bike' }), 'not one the website makes'],
    ['an impossible reference day', raw({ reference: 'PMR-9999-K7QX' }), 'no day of the year'],
    ['a first day without a last', raw({ reference: 'PMR-2811-K7QX', from: '2027-03-14' }), 'first day without a last day'],
    ['a language that is not a text', raw({ reference: 'PMR-2811-K7QX', lang: ['ru'] }), 'lang is not a short text'],
    ['the language under the rental\'s name', raw({ reference: 'PMR-2811-K7QX', language: 'ru' }), '"language", which no booking sends'],
  ])('refuses %s, saying what is wrong', (_name, code, problem) => {
    const result = decodeBookingCode(code)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.problem).toContain(problem)
  })
})

describe('a decoded request against what the shop offers', () => {
  it('finds nothing wrong with what the website sends', () => {
    expect(checkBookingRequest(decoded({}), offer)).toEqual([])
    expect(checkBookingRequest(decoded({ rentalPeriod: '', endDate: '2027-03-16', delivery: 'pickup', extras: '', cover: '' }), offer)).toEqual([])
  })

  it.each([
    ['no bike', { bike: '' }, 'bike: the code names no bike'],
    ['an unknown bike', { bike: 'bmw-s1000rr' }, 'bike: "bmw-s1000rr" is none of the published bikes'],
    ['a bike switched off', { bike: 'old-wave', extras: '' }, 'switched off'],
    ['an unknown period', { rentalPeriod: '2-years' }, 'the rental period "2-years" is none'],
    ['a date that is no date', { startDate: '2027-02-30' }, 'the pickup date "2027-02-30" is not a date'],
    ['a return before the pickup', { rentalPeriod: '', endDate: '2027-03-10' }, 'before the pickup date'],
    ['a year-long rental', { rentalPeriod: '', endDate: '2028-03-14' }, 'longer than the longest rental'],
    ['an unknown pickup time', { pickupTime: '03:00' }, 'pickup time: "03:00" is none'],
    ['an unknown area', { delivery: 'bangkok' }, 'delivery: "bangkok" is none'],
    ['an unknown extra', { extras: 'jet-pack:1' }, 'extras: "jet-pack" is none of the shop\'s extras'],
    ['an extra that does not fit', { bike: 'kawasaki-ninja', extras: 'top-box:1' }, 'does not fit the bike'],
    ['too many of an extra', { extras: 'rain-poncho:9' }, 'one booking may add 1 to 4'],
    ['an extra twice', { extras: 'rain-poncho:1,rain-poncho:2' }, 'named twice'],
    ['an unreadable extra', { extras: 'rain-poncho' }, 'is not an extra and a count'],
    ['an unknown cover', { cover: 'zero-excess' }, 'cover: "zero-excess" is none'],
    ['a forged language', { language: 'xx' }, 'language: "xx" is none of the website\'s languages (ru, de, fr)'],
    ['a language written otherwise than the site writes it', { language: 'RU' }, 'language: "RU" is none'],
  ])('names %s', (_name, over, problem) => {
    expect(checkBookingRequest(decoded(over), offer).join('\n')).toContain(problem)
  })

  it('names days out for the Studio that are not the days the dates give (a PCX week with a 38-day rental link)', () => {
    const problems = checkBookingRequest(decoded({}, { from: '2027-03-14', to: '2027-04-20' }), offer)
    expect(problems).toEqual(['days: the code says the bike is out 2027-03-14 to 2027-04-20, but its dates and period give 2027-03-14 to 2027-03-21'])
  })
})
