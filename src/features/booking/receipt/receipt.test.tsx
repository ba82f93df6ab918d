// The receipt, in every language, for the issue's own case (the PCX from 14 to 21 March 2027 with
// Full cover and a top box) with delivery to the airport: the form shows one total, it is the sum of
// the lines above it, and the sent view, both e-mails and the prepayment's rest all say the same.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../tests/render'
import { locales } from '../../../i18n/locales'
import { buildReplyParams } from '../confirmation'
import { PriceEstimate } from '../estimate/PriceEstimate'
import { initialValues, type BookingValues } from '../model'
import { prepaymentFor } from '../prepay/prepayment'
import { buildTemplateParams } from '../templateParams'
import { visitorLanguage } from '../visitorLanguage.testing'
import { receiptFor } from './forBooking'
import { receiptTotal } from '../../../../rules/pricing/total'

const booking: BookingValues = {
  ...initialValues('honda-pcx'), name: 'Ann', phone: '+44 7700 900123', email: 'ann@example.com', startDate: '2027-03-14', endDate: '2027-03-21',
  pickupTime: '10:00', delivery: 'airport', hotel: 'Airport Hotel', extras: 'top-box:1', cover: 'full',
}
// A week of the PCX 1,500 + top box 7 × 30 = 210 + Full cover 7 × 150 = 1,050 + the airport 500.
const TOTAL = 3260

describe('the receipt total', () => {
  it('is the sum of its parts: the bike, the extras and cover, the delivery fee; never the deposit', () => {
    const receipt = receiptFor(booking)
    const { estimate, choices, charge } = receipt
    if (estimate.kind !== 'ok' || !choices.price) throw new Error('the booking is priced')
    const bikeLines = [...estimate.price.lines.map((line) => line.amount), ...(estimate.price.seasons ?? []).map((line) => line.amount)]
    const parts = [...bikeLines, ...choices.price.extras.map((line) => line.amount), choices.price.cover?.amount ?? 0, charge.kind === 'area' ? charge.fee : 0]
    expect(parts).toEqual([1500, 210, 1050, 500])
    expect(receipt.total).toEqual({ total: TOTAL, bike: 1500, choices: 1260, delivery: 500, upTo: false })
    expect(receiptTotal({ kind: 'none' }, 1260, charge)).toBeNull()
  })
})

describe.each(locales)('the receipt in %s', (locale) => {
  it('shows one total, after every line and before the deposit, and every copy of the booking says the same', async () => {
    const language = await visitorLanguage(locale)
    const total = language.t('booking.estimate.total', { total: language.formatNumber(TOTAL) })
    await renderWithProviders(<PriceEstimate values={booking} />, { locale })
    const receipt = screen.getByRole('region', { name: language.t('booking.estimate.title') })
    // One total, and no other amount in the large type.
    const totals = receipt.querySelectorAll('[data-receipt-total]')
    expect([...totals].map((node) => node.textContent)).toEqual([total])
    const lines = within(receipt).getAllByRole('listitem').map((item) => item.textContent)
    expect(lines).toHaveLength(4)
    // The bike's week, the top box, the cover, then the delivery with its fee.
    expect(lines[0]).toContain(language.formatNumber(1500))
    expect(lines.at(-1)).toContain(language.formatNumber(500))
    // The total follows the lines; the deposit follows the total; the rules are folded below.
    const order = [...receipt.querySelectorAll('[data-receipt-lines], [data-receipt-total], [data-receipt-details]')].map((node) => Object.keys((node as HTMLElement).dataset)[0])
    expect(order).toEqual(['receiptLines', 'receiptTotal', 'receiptDetails'])
    expect(receipt.querySelector('details')?.open).toBe(false)
    // The visitor's e-mail and the summary, and the shop's e-mail: the same total.
    const reply = buildReplyParams(booking, 'PMR-0112-7KQ2', language)
    expect(reply.reply_summary.split('\n')).toContain(total)
    expect(buildTemplateParams(booking, { reference: 'PMR-0112-7KQ2' }).price_breakdown).toContain(`Total: ${TOTAL.toLocaleString('en-US')} THB for 7 days`)
    // The prepayment's rest is out of the same total.
    const prepayment = prepaymentFor(booking)
    expect(prepayment && prepayment.amount + prepayment.rest).toBe(TOTAL)
  })
})
