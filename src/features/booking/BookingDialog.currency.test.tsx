// The baht stays the price: a booking sent by a visitor who reads its total in dollars (the seed
// takes cash in them at its rate) sends the shop's e-mail and the visitor's confirmation (one
// EmailJS request holds both) in the same baht as one sent in baht only, and the PromptPay QR asks
// the same baht.
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import { setupEmailJsMock } from '../../../tests/msw/emailjs'
import { CURRENCY_STORAGE_KEY } from '../../shared/currency/storage'
import { CurrencyProvider } from '../../shared/currency/CurrencyProvider'
import BookingDialog from './BookingDialog'
import { bookingToaster } from './toaster'
import { dialog, fillBooking, pastMinimumFillTime, stubEmailEnv } from './testing'

// The real payload maker, watched: what the QR would encode.
const qrPayloads = vi.hoisted(() => [] as Array<{ target: string; amount?: number }>)
vi.mock('promptparse/generate', async (importOriginal) => {
  const real = await importOriginal<typeof import('promptparse/generate')>()
  return { ...real, anyId: (args: Parameters<typeof real.anyId>[0]) => (qrPayloads.push(args), real.anyId(args)) }
})

const emailjs = setupEmailJsMock()
beforeEach(() => {
  stubEmailEnv()
  // jsdom draws no canvas: the QR's picture fails after its payload is made, as the panel allows.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  bookingToaster.remove()
  window.localStorage.clear()
  qrPayloads.length = 0
})

async function sendIn(currency: string) {
  window.localStorage.setItem(CURRENCY_STORAGE_KEY, currency)
  const { user } = await renderWithProviders(<CurrencyProvider><BookingDialog open bikeId="honda-pcx" onClose={() => {}} /></CurrencyProvider>)
  await fillBooking(user) // a week from 14 March 2026, with an e-mail address: the visitor's confirmation goes too
  const approximations = [...dialog().querySelectorAll('details[data-approximate] > summary')].map((summary) => summary.textContent)
  await pastMinimumFillTime()
  await user.click(within(dialog()).getByRole('button', { name: 'Send Booking Request' }))
  expect(await screen.findByText('Booking Request Sent!')).toBeInTheDocument()
  await vi.waitUntil(() => qrPayloads.length > 0)
  return { approximations, sent: emailjs.requests.map((request) => request.template_params), qr: [...qrPayloads] }
}

describe('the baht is the price, whatever currency the visitor reads', () => {
  // The same booking read in dollars and in baht only: the same baht in every parameter the shop's
  // e-mail and the visitor's confirmation are written from, and in the QR.
  it.each([['USD', ['≈ $46']], ['THB', []]])('in %s: %j under the total in the form; the e-mails and the QR in baht', async (currency, approximations) => {
    const sent = await sendIn(currency)
    expect(sent.approximations).toEqual(approximations)
    expect(sent.sent).toHaveLength(1)
    const [params] = sent.sent
    expect(params).toMatchObject({
      price_estimate: '7 days (from 2026-03-14 to 2026-03-21, return day not counted): 1 week x 1,500 THB = 1,500 THB; estimated total 1,500 THB (estimate shown to the customer, not a quote)',
      prepayment: expect.stringMatching(/^250 THB asked by PromptPay to hold the bike/),
      reply_prepayment: expect.stringMatching(/^To hold the bike, prepay 250 baht by PromptPay/),
    })
    expect(params.price_breakdown).toContain('Total: 1,500 THB for 7 days')
    expect(params.reply_summary).toContain('· 1 week × 1,500 baht = 1,500 baht')
    expect(JSON.stringify(params)).not.toMatch(/\$|USD|≈|US\$/)
    expect(sent.qr).toEqual([{ type: 'MSISDN', target: '0812345678', amount: 250 }])
  })
})
