// One decision of the rental's days, read the same by every reader: a pickup date with a period
// is priced, checked and sent as the full dates it stands for. Over the real content (the seed's
// high season from 15 December at +30 %, New Year a closed day, the PCX at 250 a day, 1,500 a week).
import { describe, expect, it } from 'vitest'
import { settings } from '../../content'
import { bookingRules } from '../../content/availability'
import { bookingProblems } from '../../../rules/availability/check'
import { buildReplyParams } from './confirmation'
import { initialValues, type BookingValues } from './model'
import { rentalSpan } from '../../../rules/rentalSpan'
import { buildTemplateParams } from './templateParams'
import { visitorLanguage } from './visitorLanguage.testing'
import { locales } from '../../i18n/locales'

const periods = settings.rentalPeriods
const booking = (over: Partial<BookingValues>): BookingValues => ({
  ...initialValues('honda-pcx'), name: 'Ann Smith', phone: '+44 7700 900123', email: 'ann@example.com', pickupTime: '10:00', ...over,
})
const decode = (payload: string) => JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, string>

describe('rentalSpan', () => {
  it('the dates typed; else the pickup and the period’s return day; else the pickup day alone', () => {
    expect(rentalSpan(booking({ startDate: '2027-01-05', endDate: '2027-01-15', rentalPeriod: '7-days' }), periods))
      .toEqual({ kind: 'dates', from: '2027-01-05', to: '2027-01-15', days: 10, byPeriod: false })
    expect(rentalSpan(booking({ startDate: '2027-01-05', rentalPeriod: '7-days' }), periods))
      .toEqual({ kind: 'dates', from: '2027-01-05', to: '2027-01-12', days: 7, byPeriod: true })
    expect(rentalSpan(booking({ startDate: '2027-01-31', rentalPeriod: '1-month' }), periods))
      .toEqual({ kind: 'dates', from: '2027-01-31', to: '2027-02-28', days: 28, byPeriod: true })
    expect(rentalSpan(booking({ startDate: '2027-01-05' }), periods)).toEqual({ kind: 'pickup', from: '2027-01-05' })
  })

  it('a period without a pickup date is a length on no days; nothing at all is none; a return before the pickup is reversed', () => {
    expect(rentalSpan(booking({ rentalPeriod: '1-month' }), periods)).toEqual({ kind: 'length', days: 30, months: 1 })
    expect(rentalSpan(booking({ rentalPeriod: '3-days', endDate: '2027-01-09' }), periods)).toEqual({ kind: 'length', days: 3 })
    expect(rentalSpan(booking({}), periods)).toEqual({ kind: 'none' })
    expect(rentalSpan(booking({ startDate: '2027-01-05', endDate: '2027-01-04' }), periods)).toEqual({ kind: 'reversed', from: '2027-01-05', to: '2027-01-04' })
  })
})

describe('a pickup date and a period are full dates in both e-mails and the rental-book link', () => {
  const pcxWeek = booking({ startDate: '2027-01-05', rentalPeriod: '7-days' })

  it('PCX from 5 January 2027 for 1 week: 1,950 baht (the high season), due back 12 January', async () => {
    const params = buildTemplateParams(pcxWeek, { reference: 'PMR-0501-K7QX' }, undefined, buildReplyParams(pcxWeek, 'PMR-0501-K7QX', await visitorLanguage('en')))
    expect(params.price_estimate).toContain('from 2027-01-05 to 2027-01-12 (the rental period from the start date)')
    expect(params.price_estimate).toContain('estimated total 1,950 THB')
    expect(params.price_breakdown).toContain('Total: 1,950 THB for 7 days')
    expect(params.price_breakdown).toContain('Due back: 2027-01-12 at 10:00 AM')
    expect(params.price_breakdown).not.toContain('No dates given')
    expect(params.rental_period).toBe('1 Week')
    expect(params.end_date).toBe('2027-01-12 (from the rental period; the customer gave no return date)')
    expect(params.message).toContain('Return date: 2027-01-12 (from the rental period')
    expect(decode(params.rental_payload)).toMatchObject({ from: '2027-01-05', to: '2027-01-12' })
    // The visitor's confirmation says the same total and the same return day.
    expect(params.reply_summary).toContain('Dates: Jan 5 – 12, 2027')
    expect(params.reply_summary.split('\n')).toContain('Estimated total: 1,950 baht')
    expect(params.reply_summary).toContain('Due back by January 12, 2027, 10:00 AM')
  })

  it('the same in every language: the confirmation prices the season', async () => {
    for (const locale of locales) {
      const reply = buildReplyParams(pcxWeek, 'PMR-0501-K7QX', await visitorLanguage(locale))
      // The week's 1,500 with the high season's +30 % in the breakdown, 1,950 the total.
      expect(reply.reply_summary).toMatch(/1[,\u00a0\u202f ]950/)
      expect(reply.reply_summary).toMatch(/\+450/)
    }
  })

  it('dates typed that end elsewhere than the period: the period line says the dates were priced', () => {
    const params = buildTemplateParams(booking({ startDate: '2027-01-05', endDate: '2027-01-15', rentalPeriod: '7-days' }), { reference: 'R' })
    expect(params.rental_period).toBe('1 Week chosen, but the dates were priced: 10 days to 2027-01-15')
    expect(params.end_date).toBe('2027-01-15')
    expect(params.price_estimate).toMatch(/^10 days \(from 2027-01-05 to 2027-01-15, return day not counted\)/)
  })

  it('dates and no period: the period names the dates\' length, in the shop\'s e-mail and the visitor\'s summary', async () => {
    const dated = booking({ startDate: '2027-03-14', endDate: '2027-03-21', rentalPeriod: '' })
    expect(buildTemplateParams(dated, { reference: 'R' }).rental_period).toBe('7 days (from the dates)')
    expect(buildReplyParams(dated, 'R', await visitorLanguage('en')).reply_summary).toContain('Rental period: 7 days')
  })

  it('PCX from 31 December for 1 day: 325 baht, and the return day, 1 January, is a closed day', () => {
    const values = booking({ startDate: '2026-12-31', rentalPeriod: '1-day' })
    const params = buildTemplateParams(values, { reference: 'R' })
    expect(params.price_estimate).toContain('estimated total 325 THB')
    expect(decode(params.rental_payload)).toMatchObject({ from: '2026-12-31', to: '2027-01-01' })
    const now = Date.parse('2026-12-01T10:00:00+07:00')
    const problems = bookingProblems(values, { ...bookingRules, minRentalDays: 1 }, { periods, slots: settings.pickupSlots, now })
    expect(problems).toContainEqual(expect.objectContaining({ kind: 'returnClosed', day: '2027-01-01' }))
  })
})
