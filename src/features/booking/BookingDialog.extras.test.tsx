// The extras and the cover in the app's form, on the real snapshot (the seed's helmets, top box for
// the scooters, phone holder, rain poncho, Basic and Full cover): nothing to do for a plain booking,
// only the extras that fit the chosen bike, each priced in the estimate, an extra the new bike
// cannot take dropped with a line that says so, and the choices in the shop's e-mail.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '../../../tests/render'
import { setupEmailJsMock } from '../../../tests/msw/emailjs'
import BookingDialog from './BookingDialog'
import { bookingToaster } from './toaster'
import { choose, dialog, fillBooking, pastMinimumFillTime, stubEmailEnv } from './testing'

const emailjs = setupEmailJsMock()
beforeEach(() => stubEmailEnv())
afterEach(() => {
  vi.unstubAllEnvs()
  bookingToaster.remove()
})

const extrasSection = () => within(dialog()).getByRole('region', { name: 'Extras and cover' })
const estimate = () => within(dialog()).getByRole('region', { name: 'Price estimate' })

describe('extras and cover in the form', () => {
  it('a plain booking: what comes free is said, the choices wait behind one button, and the booking goes as it is', async () => {
    const { user } = await renderWithProviders(<BookingDialog open bikeId="honda-pcx" onClose={() => {}} />)
    expect(within(extrasSection()).getByText('Included free: 2 × Helmet')).toBeInTheDocument()
    expect(within(extrasSection()).getByText('Basic cover: included, excess 5,000 baht')).toBeInTheDocument()
    expect(within(extrasSection()).queryByRole('combobox')).toBeNull()
    await fillBooking(user)
    expect(within(estimate()).getByText('Basic cover: included (excess 5,000 baht)')).toBeInTheDocument()
    await pastMinimumFillTime()
    await user.click(within(dialog()).getByRole('button', { name: 'Send Booking Request' }))
    expect(await screen.findByText('Booking Request Sent!')).toBeInTheDocument()
    expect(emailjs.requests[0].template_params).toMatchObject({ extras: 'None', cover: 'Basic cover: included, excess 5,000 THB (the default)' })
  })

  it('a scooter: its top box offered and priced; a week, each line, the total with them, sent to the shop', async () => {
    const { user } = await renderWithProviders(<BookingDialog open bikeId="honda-pcx" onClose={() => {}} />)
    await fillBooking(user) // 14 to 21 March 2026: a week out of the high season
    await user.click(within(extrasSection()).getByRole('button', { name: 'Add extras or choose your cover' }))
    expect(within(extrasSection()).getAllByRole('combobox').map((select) => select.getAttribute('name'))).toEqual(['extra-full-face-helmet', 'extra-top-box', 'extra-phone-holder', 'extra-rain-poncho'])
    await choose(user, 'Top box', '1')
    const cover = within(extrasSection()).getByRole('group', { name: 'Cover' })
    expect(within(cover).getByRole('radio', { name: 'Basic cover: included, excess 5,000 baht' })).toBeChecked()
    await user.click(within(cover).getByRole('radio', { name: 'Full cover: 150 baht/day, excess 1,000 baht' }))
    expect(within(estimate()).getByText('Top box: 7 days × 30 baht = 210 baht')).toBeInTheDocument()
    expect(within(estimate()).getByText('Full cover: 7 days × 150 baht = 1,050 baht (excess 1,000 baht)')).toBeInTheDocument()
    // The PCX's week, 1,500 baht, with 210 and 1,050: one total, and no other.
    expect(within(estimate()).getByText('Estimated total: 2,760 baht')).toBeInTheDocument()
    expect(within(estimate()).queryByText(/1,500 baht$/)).toHaveTextContent('1 week × 1,500 baht = 1,500 baht')
    await pastMinimumFillTime()
    await user.click(within(dialog()).getByRole('button', { name: 'Send Booking Request' }))
    expect(await screen.findByText('Booking Request Sent!')).toBeInTheDocument()
    expect(emailjs.requests[0].template_params).toMatchObject({
      extras: '1 x Top box: 7 days x 30 THB = 210 THB',
      cover: 'Full cover: 7 days x 150 THB = 1,050 THB, excess 1,000 THB',
    })
    expect(emailjs.requests[0].template_params.price_breakdown).toContain('Total: 2,760 THB for 7 days')
  })

  it('a change to a sports bike: no top box offered, the one chosen dropped with a line that says so, the rest kept', async () => {
    const { user } = await renderWithProviders(<BookingDialog open bikeId="honda-pcx" onClose={() => {}} />)
    await user.click(within(extrasSection()).getByRole('button', { name: 'Add extras or choose your cover' }))
    await choose(user, 'Top box', '1')
    await choose(user, 'Rain poncho', '2')
    await choose(user, 'Select Motorbike', /Kawasaki Ninja 400/)
    expect(await within(extrasSection()).findByText('Not available for the Kawasaki Ninja 400, so taken off your booking: Top box')).toBeInTheDocument()
    expect(within(extrasSection()).queryByRole('combobox', { name: 'Top box' })).toBeNull()
    expect(within(extrasSection()).getByRole('combobox', { name: 'Rain poncho' })).toHaveValue('2')
  })
})
