// Property-based tests (fast-check, 1,000 runs each) of the form -> template parameter mapping, with
// Thai, Chinese, emoji, HTML, {{...}} and 10,000-character strings: validation never throws, only
// allow-listed string keys leave the browser, an accepted booking stays far under EmailJS's 50 KB,
// and a draft comes back exactly as it was saved.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { bikes } from '../../content'
import { decodeDraft, encodeDraft } from './draft'
import { tooLongFields } from './limits'
import { hasRequiredFields, type BookingValues } from './model'
import { TEMPLATE_PARAM_KEYS, allowListed, buildTemplateParams } from './templateParams'

const RUNS = { numRuns: 1000 }
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length

const samples = ['สมชาย ใจดี', 'ส่งที่โรงแรมป่าตอง', '王小明', '请送到芭东海滩酒店', '🏍️💨👍🏽', '<b>x</b><script>alert(1)</script>',
  '{{to_name}}', '{{{message}}}', '"quotes" & \\backslash\\', '\u0000\u001f\u2028', '\ud800 lone surrogate']
const long = ['x'.repeat(10_000), 'ก'.repeat(10_000), '😀'.repeat(5_000), '{{a}}'.repeat(2_000)]
const alphabet = fc.constantFrom(...'กขคงจฉชซญดตถทนบปผพภมยรลวศสหอฮะาิีุู่้๊๋王小明请送到酒店🏍😀<>&"\'{}\\ \n\tabcXYZ019')

/** Text the visitor (or a bot, or a tampered draft) may put in any field. */
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: alphabet, maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(...samples),
  fc.constantFrom(...long),
  fc.tuple(fc.constantFrom(...samples), fc.constantFrom(...long)).map(([a, b]) => a + b),
)

const values: fc.Arbitrary<BookingValues> = fc.record({
  bike: fc.oneof(fc.constantFrom('', ...bikes.map((bike) => bike.id)), text),
  rentalPeriod: fc.oneof(fc.constantFrom('', '1-day', '7-days', '6-months'), text),
  startDate: fc.oneof(fc.constant('2026-03-14'), text),
  endDate: fc.oneof(fc.constant('2026-03-21'), text),
  pickupTime: fc.oneof(fc.constantFrom('', '09:00', '16:00'), text),
  name: text,
  phone: text,
  email: text,
  notes: text,
  // Mostly short or empty, as typed; sometimes any text, so its limit is exercised too.
  hotel: fc.oneof({ arbitrary: fc.constant(''), weight: 3 }, { arbitrary: fc.string({ maxLength: 60 }), weight: 3 }, { arbitrary: text, weight: 1 }),
  delivery: fc.oneof(fc.constantFrom('', 'pickup', 'patong', 'kata-karon', 'airport'), text),
  extras: fc.oneof(fc.constantFrom('', 'top-box:1', 'full-face-helmet:2,rain-poncho:1', 'top-box:9,gone:1'), text),
  cover: fc.oneof(fc.constantFrom('', 'basic', 'full', 'gone'), text),
})
const reference = fc.string({ maxLength: 20 })

/** Text under every field's limit: with it, about half the bookings drawn pass the limits. */
const short = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: alphabet, maxLength: 30 }), fc.constantFrom(...samples))
const withinLimits: fc.Arbitrary<BookingValues> = fc.record({
  bike: fc.constantFrom('', ...bikes.map((bike) => bike.id)),
  rentalPeriod: fc.constantFrom('', '1-day', '7-days', '6-months'),
  startDate: fc.oneof(fc.constant('2026-03-14'), short),
  endDate: fc.oneof(fc.constant('2026-03-21'), short),
  pickupTime: fc.constantFrom('', '09:00', '16:00'),
  name: short,
  phone: short,
  email: short,
  notes: short,
  hotel: short,
  delivery: fc.constantFrom('', 'pickup', 'patong', 'kata-karon', 'airport'),
  extras: fc.constantFrom('', 'top-box:1', 'full-face-helmet:2,rain-poncho:1'),
  cover: fc.constantFrom('', 'basic', 'full'),
})

describe('booking properties', () => {
  it('validation and mapping never throw', () => {
    fc.assert(
      fc.property(values, reference, (v, ref) => {
        hasRequiredFields(v)
        tooLongFields(v)
        buildTemplateParams(v, { reference: ref })
      }),
      RUNS,
    )
  })

  it('only allow-listed keys with string values are sent', () => {
    const junk = fc.dictionary(fc.string({ maxLength: 20 }), fc.anything(), { maxKeys: 8 })
    fc.assert(
      fc.property(values, reference, junk, (v, ref, extra) => {
        const sent = allowListed({ ...extra, ...buildTemplateParams(v, { reference: ref }) })
        expect(Object.keys(sent).sort()).toEqual([...TEMPLATE_PARAM_KEYS].sort())
        for (const value of Object.values(sent)) expect(typeof value).toBe('string')
        const junkOnly = allowListed(extra)
        for (const [key, value] of Object.entries(junkOnly)) {
          expect(TEMPLATE_PARAM_KEYS as readonly string[]).toContain(key)
          expect(typeof value).toBe('string')
        }
      }),
      RUNS,
    )
  })

  it('a booking that passes the limits stays well under 50 KB; a refusal names real overruns', () => {
    let accepted = 0
    fc.assert(
      // Any text, or text under the limits: each draw of either kind, so the bound is exercised
      // hundreds of times in every run (any text alone passed the limits ~5% of the time, and the
      // check below failed a run in six).
      fc.property(fc.oneof(values, withinLimits), reference, (v, ref) => {
        const over = tooLongFields(v)
        for (const { field, max, length } of over) {
          expect(length).toBe([...v[field]].length)
          expect(length).toBeGreaterThan(max)
        }
        if (over.length > 0) return
        accepted += 1
        expect(bytes(allowListed(buildTemplateParams(v, { reference: ref })))).toBeLessThan(40 * 1024)
      }),
      RUNS,
    )
    expect(accepted).toBeGreaterThan(200) // the bound was really exercised, not skipped
  })

  it('sends what was typed, trimmed, never rewritten', () => {
    fc.assert(
      fc.property(values, (v) => {
        const params = buildTemplateParams(v, { reference: 'PMR-0101-AAAA' })
        expect(params.customer_name).toBe(v.name.trim())
        expect(params.customer_phone).toBe(v.phone.trim())
        expect(params.additional_notes).toBe(v.notes.trim() || 'None')
      }),
      RUNS,
    )
  })

  it('a draft round-trips exactly', () => {
    fc.assert(
      fc.property(values, reference, fc.integer({ min: 0, max: 2 ** 45 }), (v, ref, now) => {
        expect(decodeDraft(encodeDraft({ values: v, reference: ref }, now), now)).toEqual({ values: v, reference: ref })
      }),
      RUNS,
    )
  })
})
