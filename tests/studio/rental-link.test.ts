// The booking e-mail's link, end to end except the browser: the hand-off page's own script
// (studio/static/add-rental.js, run as the browser runs it, with the address it was opened on)
// and the Studio's check of what it forwards (rules/content/rentalLink.ts). Whatever a stranger
// posts as the link's code, the page opens the same Studio address shape: the e-mail template, a
// fresh private id, and values it decoded and encoded again; the Studio then fills a rental only
// with what a booking on the website can be.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { locales } from '../../src/i18n/locales.ts'
import { encodeRentalPayload } from '../../src/features/booking/rentalPayload.ts'
import { REFERENCE_PATTERN } from '../../src/features/booking/reference.ts'
import { BOOKING_REFERENCE, checkBookingLink, checkFleetLink, LINK_MARGIN_DAYS, longestRentalDays, referenceDayIsReal, type LinkFacts } from '../../rules/content/rentalLink.ts'
import { RENTAL_EMAIL_TEMPLATE_ID } from '../../rules/content/rentals.ts'

const SCRIPT = readFileSync(path.join(REPO_ROOT, 'studio', 'static', 'add-rental.js'), 'utf8')
const PAGE = 'https://studio.example/static/add-rental.html'
const studioAddress = (root: string) =>
  new RegExp(`^${root.replace(/\./g, '\\.')}intent/create/template=${RENTAL_EMAIL_TEMPLATE_ID};type=rental;id=rental\\.[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/([A-Za-z0-9_-]+)$`)

/** Opens the hand-off page on `address`; returns where it sent the browser and the values it passed. */
function handOff(address: string, studio = 'https://studio.example/') {
  const url = new URL(address)
  const replaced: string[] = []
  const location = { href: url.href, hash: url.hash, replace: (to: string) => replaced.push(to) }
  runInNewContext(SCRIPT, { window: { location }, atob, btoa, TextDecoder, TextEncoder, crypto, URL })
  expect(replaced).toHaveLength(1)
  const match = studioAddress(studio).exec(replaced[0])
  expect(match, replaced[0]).not.toBeNull()
  return { to: replaced[0], values: JSON.parse(Buffer.from(match![1], 'base64url').toString('utf8')) as Record<string, string> }
}

const BOOKED = { bike: 'yamaha-nmax', first: '2026-12-15', last: '2026-12-18', reference: 'PMR-0112-K7QX' }
const code = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const UNREADABLE = { link: 'unreadable' }

describe('the hand-off page (studio/static/add-rental.js)', () => {
  it("forwards a booking's code, decoded and encoded again, to a new private rental", () => {
    const { values } = handOff(`${PAGE}#${encodeRentalPayload(BOOKED)}`)
    expect(values).toEqual({ bike: 'yamaha-nmax', from: '2026-12-15', to: '2026-12-18', reference: 'PMR-0112-K7QX' })
  })

  it("forwards of a whole request's code (the check page's) only what a rental takes, the customer's language with it", () => {
    const request = { ...BOOKED, start: '2026-12-15', end: '2026-12-18', period: '3-days', time: '09:00', delivery: 'patong', extras: 'top-box:1', cover: 'full', lang: 'ru' }
    const { values } = handOff(`${PAGE}#${code({ ...request, from: BOOKED.first, to: BOOKED.last, first: undefined, last: undefined })}`)
    expect(values).toEqual({ bike: 'yamaha-nmax', from: '2026-12-15', to: '2026-12-18', reference: 'PMR-0112-K7QX', lang: 'ru' })
    expect(handOff(`${PAGE}#${encodeRentalPayload({ ...BOOKED, language: 'th' })}`).values).toEqual({ bike: 'yamaha-nmax', from: '2026-12-15', to: '2026-12-18', reference: 'PMR-0112-K7QX', lang: 'th' })
  })

  it('gives every opening its own id', () => {
    const link = `${PAGE}#${encodeRentalPayload(BOOKED)}`
    expect(handOff(link).to).not.toBe(handOff(link).to)
  })

  it.each([
    ['a path out of the page', `${encodeRentalPayload(BOOKED)}/../../vision?query=*`],
    ['a query', `?query=*[_type=="rental"]{note}`],
    ['a sign-in token', `x#token=${'t'.repeat(40)}`],
    ['a session id', `x&sid=${'s'.repeat(30)}`],
    ['a chosen id', 'x;type=rental;id=chosen-id/x'],
    ['percent-encoded dots and slashes', '%2e%2e%2f%2e%2e%2fvision'],
    ['10,000 characters', 'A'.repeat(10_000)],
    ['601 characters', 'A'.repeat(601)],
    ['nothing', ''],
    ['base64 that is not JSON', Buffer.from('not json').toString('base64url')],
    ['bytes that are not UTF-8', Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url')],
    ['a list', code(['yamaha-nmax'])],
    ['a key a booking never sends', code({ ...BOOKED, id: 'chosen-id' })],
    ['a value that is not text', code({ bike: 'yamaha-nmax', from: 20261215 })],
    ['a value longer than any booking writes', code({ bike: 'b'.repeat(101) })],
  ])('%s: the same empty rental, saying the link was not readable', (_what, hash) => {
    const { to, values } = handOff(`${PAGE}#${hash}`)
    expect(values).toEqual(UNREADABLE)
    expect(new URL(to).hash).toBe('')
    expect(new URL(to).search).toBe('')
  })

  it('carries nothing of its own address on: not its query, not what follows the code', () => {
    const { to } = handOff(`${PAGE}?next=https://evil.example#${encodeRentalPayload(BOOKED)}`)
    expect(to).not.toContain('evil')
  })

  it('finds the Studio one folder up, wherever the Studio is served', () => {
    const { values } = handOff(`https://shop.example/studio/static/add-rental.html#${encodeRentalPayload(BOOKED)}`, 'https://shop.example/studio/')
    expect(values.bike).toBe('yamaha-nmax')
  })
})

describe("the Studio's check of the link (rules/content/rentalLink.ts)", () => {
  const facts: LinkFacts = {
    today: '2026-12-01',
    bikes: [{ _id: 'bike.yamaha-nmax', slug: 'yamaha-nmax', available: true }, { _id: 'bike.bmw-r1250gs', slug: 'bmw-r1250gs', available: false }],
    periods: [{ days: 1 }, { days: 7 }, { months: 6 }],
    languages: [...locales],
  }
  const link = (over: Record<string, unknown>) => ({ bike: 'yamaha-nmax', from: '2026-12-15', to: '2026-12-18', reference: 'PMR-0112-K7QX', ...over })

  it('fills a booking the website could have taken', () => {
    expect(checkBookingLink(link({}), facts)).toEqual({ ok: true, values: { bikeId: 'bike.yamaha-nmax', from: '2026-12-15', to: '2026-12-18', reference: 'PMR-0112-K7QX' } })
    // Today, and the longest period plus the margin, are still bookings.
    const longest = longestRentalDays(facts.periods) + LINK_MARGIN_DAYS
    expect(longest).toBe(6 * 31 + 7)
    const last = new Date(Date.parse('2026-12-01T00:00:00Z') + (longest - 1) * 86_400_000).toISOString().slice(0, 10)
    expect(checkBookingLink(link({ from: '2026-12-01', to: last }), facts).ok).toBe(true)
  })

  it("keeps the customer's language the link carries, and fills a link without one (an older e-mail) as before", () => {
    for (const lang of facts.languages) {
      expect(checkBookingLink(link({ lang }), facts)).toEqual({ ok: true, values: { bikeId: 'bike.yamaha-nmax', from: '2026-12-15', to: '2026-12-18', reference: 'PMR-0112-K7QX', language: lang } })
    }
    const older = checkBookingLink(link({}), facts)
    expect(older.ok && 'language' in older.values).toBe(false)
  })

  it.each([
    ['the issue\'s forged booking', { bike: 'bmw-r1250gs', from: '2026-01-01', to: '2099-12-31', reference: 'Deposit 50,000 THB paid - release bike' }, 'the reference is not one the website makes'],
    ['a bike that does not exist', { bike: 'ducati-panigale' }, 'the bike is none of your published bikes'],
    ['a bike switched off', { bike: 'bmw-r1250gs' }, 'the bike is switched off'],
    ['a bike id with a path', { bike: '../vision' }, 'the bike is not written as a bike of the website'],
    ['dates in 2099', { from: '2099-12-01', to: '2099-12-31' }, 'the first day (2099-12-01) is more than a year ahead'],
    ['a first day in the past', { from: '2026-01-01' }, 'the first day (2026-01-01) is in the past'],
    ['a rental to 2099', { to: '2099-12-31' }, 'the rental would last longer than 193 days'],
    ['a last day before the first', { from: '2026-12-18', to: '2026-12-15' }, 'the last day is before the first day'],
    ['a date that is no day', { from: '2026-02-30' }, 'a day is not a date of the calendar'],
    ['a reference of its own', { reference: 'PMR-1512-K7Q0' }, 'the reference is not one the website makes'],
    ['a reference dated on no day (the issue\'s PMR-9999-K7QX)', { reference: 'PMR-9999-K7QX' }, 'the reference\'s date part is no day of the year'],
    ['a reference dated 31 April', { reference: 'PMR-3104-K7QX' }, 'the reference\'s date part is no day of the year'],
    ['a reference dated on day 0', { reference: 'PMR-0012-K7QX' }, 'the reference\'s date part is no day of the year'],
    ['no reference', { reference: undefined }, 'the link lacks the bike, a day or the reference'],
    ['a chosen id', { id: 'chosen' }, 'the link holds something a booking e-mail never sends'],
    ['a number for a day', { from: 20261215 }, 'the link holds something a booking e-mail never sends'],
    ['a forged language', { lang: 'de' }, `the customer's language is none of the website's languages (${locales.join(', ')})`],
    ['an empty language', { lang: '' }, "the customer's language is none of the website's languages"],
    ['the language under the rental\'s name', { language: 'ru' }, 'the link holds something a booking e-mail never sends'],
  ])('refuses %s, saying why', (_what, over, problem) => {
    const values = Object.fromEntries(Object.entries(link(over)).filter(([, value]) => value !== undefined))
    const checked = checkBookingLink(values, facts)
    expect(checked.ok).toBe(false)
    expect(checked.ok ? '' : checked.problem).toContain(problem)
  })

  it('says when the hand-off page could not read the link', () => {
    expect(checkBookingLink(UNREADABLE, facts)).toEqual({ ok: false, problem: 'the link was changed or damaged on its way (its code is not one the website writes)' })
    expect(checkBookingLink(null, facts).ok).toBe(false)
  })

  it("takes the website's own references", () => {
    expect(BOOKING_REFERENCE.source).toBe(REFERENCE_PATTERN.source)
  })

  it('takes every real day of the year as the date part, 29 February too, and no other', () => {
    const real: string[] = []
    for (let day = 0; day <= 99; day++) for (let month = 0; month <= 99; month++) {
      const ddmm = `${String(day).padStart(2, '0')}${String(month).padStart(2, '0')}`
      if (referenceDayIsReal(`PMR-${ddmm}-K7QX`)) real.push(ddmm)
    }
    expect(real).toHaveLength(366)
    expect(real).toContain('2902')
    expect(real).not.toContain('3002')
    expect(real).toContain('3112')
  })
})

describe("the fleet view's free-day link, checked as the e-mail's is (rules/content/rentalLink.ts)", () => {
  const units = [{ key: 'k1', inService: true }, { key: 'k2', inService: false }]
  const facts = {
    today: '2026-12-01',
    bikes: [{ _id: 'bike.honda-pcx', slug: 'honda-pcx', available: true, units }, { _id: 'bike.bmw-r1250gs', slug: 'bmw-r1250gs', available: false, units: null }],
  }

  it('opens a rental of the unit from the day, with no last day chosen', () => {
    expect(checkFleetLink({ bike: 'honda-pcx', from: '2026-12-15', unit: 'k1' }, facts)).toEqual({ ok: true, values: { bikeId: 'bike.honda-pcx', from: '2026-12-15', unit: 'k1' } })
    expect(checkFleetLink({ bike: 'honda-pcx', from: '2026-12-01' }, facts)).toEqual({ ok: true, values: { bikeId: 'bike.honda-pcx', from: '2026-12-01' } })
  })

  it.each([
    ['a unit of another bike', { bike: 'honda-pcx', from: '2026-12-15', unit: 'n1' }, 'the unit is none of this bike\'s units in service'],
    ['a unit out of service', { bike: 'honda-pcx', from: '2026-12-15', unit: 'k2' }, 'the unit is none of this bike\'s units in service'],
    ['a day in the past', { bike: 'honda-pcx', from: '2026-11-30' }, 'the first day (2026-11-30) is in the past'],
    ['a day in 2099', { bike: 'honda-pcx', from: '2099-01-01' }, 'is more than a year ahead'],
    ['a day that is no day', { bike: 'honda-pcx', from: '2026-02-30' }, 'a day is not a date of the calendar'],
    ['a bike switched off', { bike: 'bmw-r1250gs', from: '2026-12-15' }, 'the bike is switched off'],
    ['a bike that does not exist', { bike: 'ducati-panigale', from: '2026-12-15' }, 'the bike is none of your published bikes'],
    ['a last day of its own', { bike: 'honda-pcx', from: '2026-12-15', to: '2099-12-31' }, 'the link holds something the fleet view never sends'],
    ['a reference of its own', { bike: 'honda-pcx', from: '2026-12-15', reference: 'Deposit paid' }, 'the link holds something the fleet view never sends'],
    ['no day', { bike: 'honda-pcx' }, 'the link lacks the bike or the day'],
  ])('refuses %s', (_what, params, problem) => {
    const checked = checkFleetLink(params, facts)
    expect(checked.ok).toBe(false)
    expect(checked.ok ? '' : checked.problem).toContain(problem)
  })
})
