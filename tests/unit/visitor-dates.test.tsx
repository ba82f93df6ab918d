// A Thai visitor reads Buddhist years wherever a date is shown to them (the form's estimate, the chat
// summary, the confirmation e-mail, a review), and the shop's e-mail keeps Gregorian dates whatever
// the visitor's language (docs/decisions/thai-dates-buddhist-era.md). That every date formatting in
// src/ goes through dateLocale() is quality/checks/visitor-dates.test.ts.
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../render'
import { visit, type Review } from '../../src/content/visit'
import { buildReplyParams } from '../../src/features/booking/confirmation'
import { initialValues } from '../../src/features/booking/model'
import { buildTemplateParams } from '../../src/features/booking/templateParams'
import { composeHandoffSummary } from '../../src/features/booking/visitorSummary'
import { visitorLanguage } from '../../src/features/booking/visitorLanguage.testing'
import { PriceEstimate } from '../../src/features/booking/estimate/PriceEstimate'
import ReviewsSection from '../../src/features/reviews/ReviewsSection'

describe('a Thai visitor', () => {
  const booking = {
    ...initialValues('honda-pcx'), rentalPeriod: '3-days', startDate: '2026-12-01', endDate: '2026-12-04', pickupTime: '10:00',
    name: 'สมชาย ใจดี', phone: '+66 81 000 0000', email: 'somchai@example.com',
  }
  const sentAt = new Date('2026-11-30T17:30:00Z')

  it('reads Buddhist years in the chat summary and in the confirmation e-mail', async () => {
    const thai = await visitorLanguage('th')
    const summary = composeHandoffSummary(booking, 'PMR-0112-7KQ2', sentAt, thai)
    const reply = buildReplyParams(booking, 'PMR-0112-7KQ2', thai)
    for (const text of [summary, reply.reply_summary]) {
      expect(text).toContain('1–4 ธ.ค. 2569')
      expect(text).not.toMatch(/2026/)
    }
    expect(summary).toContain('1 ธ.ค. 2569 00:30')
  })

  it("leaves the shop's e-mail Gregorian and English", async () => {
    // A name in Latin letters: what the visitor types reaches the shop as typed, in any script.
    const latin = { ...booking, name: 'Somchai Jaidee' }
    const params = buildTemplateParams(latin, { reference: 'PMR-0112-7KQ2' }, undefined, buildReplyParams(latin, 'PMR-0112-7KQ2', await visitorLanguage('th')))
    expect(params.reply_summary).toContain('2569')
    expect(params.start_date).toBe('2026-12-01')
    expect(params.end_date).toBe('2026-12-04')
    const shopParts = Object.entries(params).filter(([key]) => !key.startsWith('reply_')).map(([, value]) => value).join('\n')
    expect(shopParts).not.toMatch(/2569|[\u0E00-\u0E7F]{2}/)
    expect(params.pickup_time).toBe('10:00 AM')
  })

  it('sees Buddhist years in the price estimate', async () => {
    await renderWithProviders(<PriceEstimate values={booking} />, { locale: 'th' })
    expect(screen.getByText('3 วัน: 1–4 ธ.ค. 2569 (ไม่นับวันคืนรถ)')).toBeInTheDocument()
  })

  describe('in a review', () => {
    const seed = structuredClone(visit)
    afterEach(() => Object.assign(visit, structuredClone(seed)))
    const review: Review = {
      id: 'r1', text: 'รถใหม่ บริการดี', language: 'th', author: 'นิด', country: 'TH', rating: 5,
      date: '2026-10-02', source: 'google', url: null,
    }

    it('sees the month and the Buddhist year; other languages the Gregorian one', async () => {
      visit.reviews = [review]
      const thai = await renderWithProviders(<ReviewsSection />, { locale: 'th' })
      expect(screen.getByText('ตุลาคม 2569')).toHaveAttribute('datetime', '2026-10-02')
      thai.unmount()
      await renderWithProviders(<ReviewsSection />, { locale: 'zh' })
      expect(screen.getByText('2026年10月')).toBeInTheDocument()
    })
  })
})
