// The booking modal end to end in jsdom: validation, sending state, success reset and every failure,
// with the real @emailjs/browser posting to an MSW stand-in of the EmailJS API.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { renderWithProviders } from '../../../tests/render'
import { setupEmailJsMock } from '../../../tests/msw/emailjs'
import { bikes } from '../../content'
import BookingDialog from './BookingDialog'
import { bookingToaster } from './toaster'
import { TEST_IDS, choose, dialog, fillBooking, input as field, stubEmailEnv, type, pastMinimumFillTime } from './testing'

// A modal, selects and the lazily imported SDK in jsdom: a few seconds per test, more when cold.
const emailjs = setupEmailJsMock()
const pcx = bikes.find((bike) => bike.id === 'honda-pcx')!
let consoleError: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  stubEmailEnv()
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllEnvs()
  consoleError.mockRestore()
  bookingToaster.remove()
})

const open = (bikeId: string | null = 'honda-pcx', onClose = () => {}) =>
  renderWithProviders(<BookingDialog open bikeId={bikeId} onClose={onClose} />)
const submit = () => within(dialog()).getByRole('button', { name: /Send Booking Request|Sending/ })

describe('BookingDialog: form and validation', () => {
  it('preselects the bike of the card, and none from Book Now', async () => {
    const { unmount } = await open('honda-pcx')
    expect(within(dialog()).getByRole('combobox', { name: 'Select Motorbike' })).toHaveDisplayValue(new RegExp(pcx.name))
    unmount()
    await open(null)
    expect(within(dialog()).getByRole('combobox', { name: 'Select Motorbike' })).toHaveDisplayValue('Choose a motorbike')
  })

  it.each([
    ['name', { name: '' }],
    ['phone', { phone: '' }],
    ['bike', { bike: null }],
  ])('without a %s: the required-fields toast and nothing sent', async (_missing, omit) => {
    const { user } = await open('bike' in omit ? null : 'honda-pcx')
    if (!('name' in omit)) await type(user, 'Full Name', 'Ann')
    if (!('phone' in omit)) await type(user, 'Phone Number', '+66 81')
    await user.click(submit())
    expect(await screen.findByText('Name, phone number, and bike selection are required')).toBeInTheDocument()
    expect(screen.getByText('Booking Error')).toBeInTheDocument()
    expect(emailjs.requests).toHaveLength(0)
  })
})

describe('BookingDialog: sending', () => {
  it('sends once, shows Sending..., then resets to the preselected bike and confirms', async () => {
    const release = emailjs.hold()
    const { user } = await open('honda-pcx')
    await fillBooking(user)
    await pastMinimumFillTime()
    await user.click(submit())

    await waitFor(() => expect(submit()).toHaveTextContent('Sending...'))
    expect(submit()).toBeDisabled()
    await user.click(submit())
    release()

    // The success toast (docs/spec.md §4), and the booking as sent in the dialog until Book another bike.
    expect(await screen.findByText(/We will contact you within \d+ minutes/)).toBeInTheDocument()
    const sent = await within(dialog()).findByRole('region', { name: 'Booking Request Sent!' })
    expect(sent.querySelector('[data-sent-summary]')).toHaveTextContent(/Name: Ann Smith\s+Phone: \+44 7700 900123/)
    expect(within(sent).getAllByText(/^Booking reference: PMR-/)[0]).toBeInTheDocument()
    // The two next steps in the order they come: prepay to hold the bike, then the shop's call.
    const steps = within(sent.querySelector<HTMLElement>('[data-next-steps]')!).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Prepay [\d,]+ baht by PromptPay to hold the bike/),
      expect.stringMatching(/^We call you within \d+ minutes/),
    ])
    // The dialog says what happened, not the form's invitation.
    expect(within(dialog()).getByRole('heading', { name: 'Booking Request Sent!' })).toBeInTheDocument()
    expect(within(dialog()).queryByText(/^Fill the form/)).toBeNull()
    expect(emailjs.requests).toHaveLength(1)
    expect(emailjs.requests[0]).toMatchObject({ lib_version: '4.4.1', user_id: TEST_IDS.publicKey, service_id: TEST_IDS.serviceId, template_id: TEST_IDS.templateId })
    expect(emailjs.requests[0].template_params).toMatchObject({
      customer_name: 'Ann Smith', selected_bike: pcx.name, rental_period: '1 Week', pickup_time: '9:00 AM',
      start_date: '2026-03-14', end_date: '2026-03-21', customer_email: 'ann@example.com', additional_notes: 'Hotel Patong',
    })

    await user.click(within(dialog()).getByRole('button', { name: 'Book another bike' }))
    await waitFor(() => expect(submit()).toHaveTextContent('Send Booking Request'))
    expect(field('Full Name').value).toBe('')
    expect(field('Start Date').value).toBe('')
    expect(within(dialog()).getByRole('combobox', { name: 'Rental Period' })).toHaveDisplayValue('Choose a rental period')
    expect(within(dialog()).getByRole('combobox', { name: 'Select Motorbike' })).toHaveDisplayValue(new RegExp(pcx.name))
  })

  it.each([
    ['400 (bad id)', () => emailjs.answer(400, 'The service ID is invalid')],
    ['403 (blocked)', () => emailjs.answer(403, 'Forbidden')],
    ['429 (rate limit)', () => emailjs.answer(429, 'Too Many Requests')],
    ['500', () => emailjs.answer(500, 'Internal Server Error')],
    ['a network error', () => emailjs.networkError()],
  ])('on %s: console error, the send-error toast and every value kept', async (_case, arrange) => {
    arrange()
    const { user } = await open(null)
    await choose(user, 'Select Motorbike', new RegExp(pcx.name))
    await fillBooking(user)
    await pastMinimumFillTime()
    await user.click(submit())

    expect(await screen.findByText('Unable to send booking request. Please try again')).toBeInTheDocument()
    expect(consoleError).toHaveBeenCalledWith('Booking request failed:', expect.anything())
    expect(emailjs.requests).toHaveLength(1)
    await waitFor(() => expect(submit()).toBeEnabled())
    expect(field('Full Name').value).toBe('Ann Smith')
    expect(field('Phone Number').value).toBe('+44 7700 900123')
    expect(field('Return Date').value).toBe('2026-03-21')
    expect(field('Additional Notes (optional)').value).toBe('Hotel Patong')
    expect(within(dialog()).getByRole('combobox', { name: 'Select Motorbike' })).toHaveDisplayValue(new RegExp(pcx.name))
    expect(within(dialog()).getByRole('combobox', { name: 'Pickup Time' })).toHaveDisplayValue('9:00 AM')
  })
})
