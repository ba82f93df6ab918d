// A kept request's change and cancellation over the real seed: the change's price is the form's
// estimate for the new dates (the same receipt), its difference with the total asked at the send,
// the unit's place on the last published book (the seed's Honda PCX is out 10-20 December 2030),
// the refund by the one policy rule, and the chat texts in every language with the reference, the
// dates and the amounts written in.
import { describe, expect, it } from 'vitest'
import { locales } from '../../../i18n/locales'
import { refundOnCancel } from '../../../../rules/prepayment/refund'
import { formatDateRange } from '../dates'
import { initialValues, type BookingValues } from '../model'
import { receiptFor } from '../receipt/forBooking'
import { visitorLanguage } from '../visitorLanguage.testing'
import { lineShareUrl, whatsappUrl } from '../handoff/summary'
import { settings } from '../../../content'
import { cancelMessage, cancelQuote, changeMessage, changeQuote } from './change'
import { keptRequestFor } from './fromBooking'

const SENT_AT = Date.UTC(2030, 10, 20, 5)
const sent: BookingValues = { ...initialValues('honda-pcx'), rentalPeriod: '7-days', startDate: '2030-12-01', endDate: '2030-12-08', name: 'Ann', phone: '+44 7700 900123', delivery: 'kata-karon', extras: 'top-box:1' }
const kept = keptRequestFor(sent, 'PMR-2011-ABCD', SENT_AT)

describe('changing a kept request', () => {
  it('prices the new dates as the form would: the same receipt, its difference with the total asked', () => {
    const quote = changeQuote(kept, '2030-12-01', '2030-12-05')
    const form = receiptFor({ ...initialValues('honda-pcx'), startDate: '2030-12-01', endDate: '2030-12-05', delivery: 'kata-karon', extras: 'top-box:1' }).total
    expect(form).not.toBeNull()
    expect(quote.total).toBe(form?.total)
    expect(quote.difference).toBe((form?.total ?? 0) - (kept.receipt.total?.total ?? 0))
    expect(quote.difference).toBeLessThan(0)
    // The same dates: the same price, no difference.
    expect(changeQuote(kept, '2030-12-01', '2030-12-08').difference).toBe(0)
  })

  it('says whether a unit is free on the last published book', () => {
    expect(changeQuote(kept, '2030-12-01', '2030-12-09').free).toBe(true)
    expect(changeQuote(kept, '2030-12-05', '2030-12-12').free).toBe(false)
  })

  it('cannot price a return before the pickup', () => {
    expect(changeQuote(kept, '2030-12-08', '2030-12-01')).toMatchObject({ total: null, difference: null })
  })
})

describe('cancelling a kept request', () => {
  it('gives back what the one policy rule gives, on the day asked', () => {
    const amount = kept.prepayment?.amount ?? 0
    expect(amount).toBeGreaterThan(0)
    expect(cancelQuote(kept, '2030-11-25')).toEqual(refundOnCancel(kept.terms!, amount, '2030-12-01', '2030-11-25'))
    expect(cancelQuote(kept, '2030-11-25')).toMatchObject({ free: true, refund: amount })
    // The seed keeps all of it after the last free day (3 days before pickup).
    expect(cancelQuote(kept, '2030-11-29')).toMatchObject({ free: false, refund: 0 })
  })
})

/** The form's words for a total that is a maximum: what booking.estimate.upTo puts after its label, before the amount. */
const upToWord = (t: Awaited<ReturnType<typeof visitorLanguage>>['t']) =>
  t('booking.estimate.upTo', { total: '§' }).split('§')[0].split(/[:：]/).pop()!.trim()

describe.each(locales)('the chat texts in %s', (locale) => {
  it('carry the reference, the old and new dates and the amounts, and open WhatsApp and LINE with them', async () => {
    const language = await visitorLanguage(locale)
    const quote = changeQuote(kept, '2030-12-02', '2030-12-10')
    const change = changeMessage(kept, quote, language)
    for (const part of ['PMR-2011-ABCD', 'Honda PCX', formatDateRange('2030-12-01', '2030-12-08', locale), formatDateRange('2030-12-02', '2030-12-10', locale),
      language.formatNumber(quote.total ?? -1), language.formatNumber(kept.receipt.total?.total ?? -1)]) {
      expect(change).toContain(part)
    }
    const refund = cancelQuote(kept, '2030-11-29')
    const cancel = cancelMessage(kept, refund, language)
    for (const part of ['PMR-2011-ABCD', formatDateRange('2030-12-01', '2030-12-08', locale), language.formatNumber(kept.prepayment?.amount ?? -1)]) {
      expect(cancel).toContain(part)
    }
    // On a day nothing comes back, the text says so rather than "0 baht"; before the last free day, the whole amount.
    if (locale === 'en') {
      expect(cancel).toContain('the site says it is no longer returned')
      expect(cancelMessage(kept, cancelQuote(kept, '2030-11-25'), language)).toContain('the site says 250 baht comes back to me')
    }
    // A new total that is a maximum says so, in the words the form uses for it; an old total the send did
    // not know leaves its clause out (no "?" for the shop to puzzle over).
    const newTotal = language.formatNumber(quote.total ?? -1)
    expect(change).not.toContain(`${upToWord(language.t)} ${newTotal}`)
    expect(changeMessage(kept, { ...quote, upTo: true }, language)).toContain(`${upToWord(language.t)} ${newTotal}`)
    const unknownBefore = changeMessage({ ...kept, receipt: { ...kept.receipt, total: null } }, quote, language)
    expect(unknownBefore).toContain(newTotal)
    expect(unknownBefore).not.toContain(language.formatNumber(kept.receipt.total?.total ?? -1))
    expect(unknownBefore).not.toContain('?')
    expect(unknownBefore).not.toMatch(/\(\s*\)|（\s*）|\{|\}/)
    expect(whatsappUrl(settings.whatsappNumber, change)).toBe(`https://wa.me/${settings.whatsappNumber.replace(/\D/g, '')}?text=${encodeURIComponent(change)}`)
    expect(decodeURIComponent(lineShareUrl(cancel).split('?')[1])).toBe(cancel)
  })
})

describe('the kept section heading', () => {
  it.each(locales)('in %s is singular for exactly one request only (Russian 21 falls in the plural "one")', async (locale) => {
    const { t } = await visitorLanguage(locale)
    for (const count of [2, 5, 21]) expect(t('booking.kept.heading', { count }), `${count}`).toBe(t('booking.kept.heading', { count: 2 }))
    // A language with a singular (its plural rules know "one"; Chinese and Thai have none) says it for 1.
    if (new Intl.PluralRules(locale).resolvedOptions().pluralCategories.includes('one')) expect(t('booking.kept.heading', { count: 1 })).not.toBe(t('booking.kept.heading', { count: 2 }))
  })
})
