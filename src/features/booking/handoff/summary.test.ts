// The hand-off summary and the chat links carry every detail, correctly encoded.
import { describe, expect, it } from 'vitest'
import { buildTemplateParams } from '../templateParams'
import { initialValues } from '../model'
import { composeHandoffSummary, lineShareUrl, whatsappUrl } from './summary'

const params = buildTemplateParams(
  { ...initialValues('honda-pcx'), name: 'สมชาย ใจดี', phone: '+66 81 000 0000', rentalPeriod: '3-days', startDate: '2026-12-01', endDate: '2026-12-04', hotel: 'Patong Beach Hotel & Spa, room 12' },
  { reference: 'PMR-0112-7KQ2' },
)
const summary = composeHandoffSummary(params, 'Phuket Moto Rental', new Date('2026-11-30T17:30:00Z'))

describe('composeHandoffSummary', () => {
  it('starts with the reference and holds the customer, the spec summary, hotel and estimate', () => {
    expect(summary.split('\n').slice(0, 5)).toEqual([
      'Booking request to Phuket Moto Rental',
      'Booking reference: PMR-0112-7KQ2',
      'Requested: 1 Dec 2026, 00:30 (Phuket time)',
      'Name: สมชาย ใจดี',
      'Phone: +66 81 000 0000',
    ])
    expect(summary).toContain(params.message)
    expect(summary).toContain('Hotel / room: Patong Beach Hotel & Spa, room 12')
    expect(summary).toContain('Price estimate: 3 days (from 2026-12-01 to 2026-12-04, return day not counted) x 250 THB = 750 THB')
  })
})

describe('chat links', () => {
  it('WhatsApp: wa.me with digits only and the whole text encoded', () => {
    const url = new URL(whatsappUrl('+66 81-234 5678', summary))
    expect(url.origin + url.pathname).toBe('https://wa.me/66812345678')
    expect(url.searchParams.get('text')).toBe(summary)
  })

  it('LINE: the share URL with the whole text (& and newlines survive)', () => {
    const url = lineShareUrl(summary)
    expect(url.startsWith('https://line.me/R/msg/text/?')).toBe(true)
    expect(decodeURIComponent(url.slice('https://line.me/R/msg/text/?'.length))).toBe(summary)
    expect(url).not.toMatch(/[\s&]/)
  })
})
