// A build without an EmailJS id: no crash, no request; the developer is told which variable is
// missing, a visitor of a production build gets the ordinary send-error toast.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '../../../tests/render'
import { setupEmailJsMock } from '../../../tests/msw/emailjs'
import BookingDialog from './BookingDialog'
import { bookingToaster } from './toaster'
import { dialog, fillBooking, stubEmailEnv, pastMinimumFillTime } from './testing'

// A modal, selects and the lazily imported SDK in jsdom: a few seconds per test, more when cold.
const emailjs = setupEmailJsMock()
let consoleError: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  stubEmailEnv({ VITE_EMAILJS_SERVICE_ID: '' })
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllEnvs()
  consoleError.mockRestore()
  bookingToaster.remove()
})

async function submitComplete() {
  const { user } = await renderWithProviders(<BookingDialog open bikeId="honda-pcx" onClose={() => {}} />)
  await fillBooking(user)
  await pastMinimumFillTime()
  await user.click(within(dialog()).getByRole('button', { name: 'Send Booking Request' }))
}

describe('BookingDialog without VITE_EMAILJS_SERVICE_ID', () => {
  it('in development names the missing variable in the console and the toast', async () => {
    vi.stubEnv('DEV', true)
    await submitComplete()
    expect(await screen.findByText(/set VITE_EMAILJS_SERVICE_ID/)).toBeInTheDocument()
    expect(consoleError).toHaveBeenCalledWith('Booking request failed:', expect.objectContaining({ missing: ['VITE_EMAILJS_SERVICE_ID'] }))
    expect(emailjs.requests).toHaveLength(0)
  })

  it('in production shows the ordinary send-error toast', async () => {
    vi.stubEnv('DEV', false)
    await submitComplete()
    expect(await screen.findByText('Unable to send booking request. Please try again')).toBeInTheDocument()
    expect(screen.queryByText(/VITE_EMAILJS/)).not.toBeInTheDocument()
    expect(emailjs.requests).toHaveLength(0)
  })
})
