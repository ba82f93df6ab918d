// The form with a rental book and booking rules (a PCX out from 10 to 20 December, closed on
// Christmas Day, two hours' notice), on 1 December at 10:00 on Phuket: the PCX booked on the
// visitor's days and the NMAX offered in one tap, which sends, with the new rental's details for the
// shop's Studio link; a send the shop could not take waits with the reason; the closed day's own
// sentence; the earliest pickup in one tap; the note that availability is as of the last publish;
// and a Send tapped in the prerendered form (which knows no dates) meeting the same check.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { renderWithProviders } from '../../../tests/render'
import { setupEmailJsMock } from '../../../tests/msw/emailjs'
import { inEveryLanguage } from '../../i18n/localized.testing'
import { supportModalDialogs } from '../../../tests/dialogElement'
import { renderPrerenderedForm } from '../../entry-server'
import { openPrerenderedForm } from '../../app/inline/prerenderedForm'
import { PRERENDERED_FORM_ID } from '../../shared/prerenderedForm'
import { MIN_FILL_MS } from './abuse'
import BookingDialog from './BookingDialog'
import { bookingToaster } from './toaster'
import { choose, dialog, input as field, pastMinimumFillTime, stubEmailEnv, type } from './testing'

vi.mock('../../content/availability', () => ({
  // Two PCX: one out 10 to 20 December, the other 16 to 22 (a second NMAX is free).
  fleet: { 'honda-pcx': [[{ from: '2026-12-10', to: '2026-12-20' }], [{ from: '2026-12-16', to: '2026-12-22' }]], 'yamaha-nmax': [[], []] },
  bookingRules: {
    closedDays: [{ from: '2026-12-25', to: '2026-12-25', note: { _type: 'localizedString', ...inEveryLanguage('Merry Christmas: we reopen on the 26th.') } }],
    minNoticeHours: 2,
    minRentalDays: 1,
  },
}))

const emailjs = setupEmailJsMock()
const DEC_1 = Date.parse('2026-12-01T10:00:00+07:00')

beforeEach(() => {
  stubEmailEnv()
  vi.setSystemTime(DEC_1)
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  bookingToaster.remove()
  document.getElementById(PRERENDERED_FORM_ID)?.remove()
})

const open = () => renderWithProviders(<BookingDialog open bikeId="honda-pcx" onClose={() => {}} />)
const bikeSelect = () => within(dialog()).getByRole('combobox', { name: 'Select Motorbike' })
const submit = () => within(dialog()).getByRole('button', { name: /Send Booking Request|Sending/ })
const decode = (payload: string) => JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))

describe('BookingDialog with the rental book', () => {
  it('15 to 18 December: the PCX booked until the 20th and not to be chosen, the NMAX one tap away, and it sends', async () => {
    const { user } = await open()
    expect(within(dialog()).getByText('Bikes marked booked are as of our last website update. We confirm every request ourselves.')).toBeInTheDocument()
    await type(user, 'Start Date', '2026-12-15')
    await type(user, 'Return Date', '2026-12-18')

    const booked = 'The Honda PCX 150 is booked on your dates: it is out until Dec 20, 2026.'
    expect(await within(dialog()).findByText(booked)).toBeInTheDocument()
    expect(within(dialog()).queryByText(/left on your dates/)).not.toBeInTheDocument()
    const pcxOption = within(bikeSelect()).getByRole('option', { name: /Honda PCX 150/ })
    expect(pcxOption).toBeDisabled()
    expect(pcxOption).toHaveTextContent('Honda PCX 150 — booked until Dec 20, 2026')
    expect(within(bikeSelect()).getByRole('option', { name: /Yamaha NMAX 155/ })).toBeEnabled()

    await type(user, 'Full Name', 'Ann Smith')
    await type(user, 'Phone Number', '+44 7700 900123')
    await pastMinimumFillTime()
    // Sent as it is, the PCX is refused, with the reason, and nothing leaves.
    await user.click(submit())
    expect(await screen.findByText('Booking Error')).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByText(booked)).toHaveLength(2)) // under the dates and in the toast
    expect(emailjs.requests).toHaveLength(0)

    await user.click(within(dialog()).getByRole('button', { name: 'Yamaha NMAX 155 · from 280 baht / day' }))
    expect(bikeSelect()).toHaveValue('yamaha-nmax')
    await waitFor(() => expect(within(dialog()).queryByText(/is booked on your dates/)).not.toBeInTheDocument())
    await user.click(submit())
    expect(await within(dialog()).findByRole('heading', { name: 'Booking Request Sent!' })).toBeInTheDocument()
    expect(emailjs.requests).toHaveLength(1)
    const params = emailjs.requests[0].template_params as Record<string, string>
    expect(params).toMatchObject({ selected_bike: 'Yamaha NMAX 155', start_date: '2026-12-15', end_date: '2026-12-18' })
    expect(decode(params.rental_payload)).toEqual({ bike: 'yamaha-nmax', from: '2026-12-15', to: '2026-12-18', reference: params.booking_reference, start: '2026-12-15', end: '2026-12-18', lang: 'en' })
  })

  it("a pickup on a closed day reads the owner's sentence, and the send waits with it", async () => {
    const { user } = await open()
    await type(user, 'Start Date', '2026-12-25')
    await type(user, 'Return Date', '2026-12-28')
    const sentence = 'We are closed on Dec 25, 2026. Merry Christmas: we reopen on the 26th.'
    expect(await within(dialog()).findByText(sentence)).toBeInTheDocument()
    await type(user, 'Full Name', 'Ann Smith')
    await type(user, 'Phone Number', '+44 7700 900123')
    await pastMinimumFillTime()
    await user.click(submit())
    await waitFor(() => expect(screen.getAllByText(sentence)).toHaveLength(2)) // under the dates and in the toast
    expect(emailjs.requests).toHaveLength(0)
    expect(field('Full Name').value).toBe('Ann Smith')
  })

  it('a pickup within the notice says when the earliest is, and takes it in one tap', async () => {
    const { user } = await open()
    await choose(user, 'Pickup Time', '11:00 AM')
    await type(user, 'Start Date', '2026-12-01')
    expect(await within(dialog()).findByText(/We need 2 hours to get a bike ready: the earliest pickup is Dec 1, 2026 at 12:00 PM/)).toBeInTheDocument()
    await user.click(within(dialog()).getByRole('button', { name: 'Pick up Dec 1, 2026 at 12:00 PM' }))
    expect(within(dialog()).getByRole('combobox', { name: 'Pickup Time' })).toHaveValue('12:00')
    await waitFor(() => expect(within(dialog()).queryByText(/We need 2 hours/)).not.toBeInTheDocument())
  })

  it('a Send tapped in the prerendered form for the booked PCX, before the app ran: nothing sent, the reason shown, every value kept', async () => {
    const markup = await renderPrerenderedForm('en')
    supportModalDialogs(window)
    document.body.insertAdjacentHTML('beforeend', markup)
    const prerendered = () => document.getElementById(PRERENDERED_FORM_ID) as HTMLDialogElement
    openPrerenderedForm(window, 'honda-pcx', () => {})
    // The prerendered form marks nothing: it has no rental book.
    expect(prerendered().textContent).not.toContain('booked')
    for (const [name, value] of [['startDate', '2026-12-15'], ['endDate', '2026-12-18'], ['name', 'Ann Smith'], ['phone', '+44 7700 900123']]) {
      const field = prerendered().querySelector<HTMLInputElement>(`[name="${name}"]`)!
      field.value = value
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
    vi.setSystemTime(Date.now() + MIN_FILL_MS)
    prerendered().querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))

    await renderWithProviders(<BookingDialog open bikeId="honda-pcx" onClose={() => {}} />)
    const booked = 'The Honda PCX 150 is booked on your dates: it is out until Dec 20, 2026.'
    await waitFor(() => expect(screen.getAllByText(booked)).toHaveLength(2)) // under the dates and in the toast
    expect(emailjs.requests).toHaveLength(0)
    expect(field('Full Name').value).toBe('Ann Smith')
    expect(field('Start Date').value).toBe('2026-12-15')
  })

  it('12 to 15 December: one PCX of two is free, so the PCX can be booked and says "1 left"; a free NMAX of two says nothing', async () => {
    const { user } = await open()
    await type(user, 'Start Date', '2026-12-12')
    await type(user, 'Return Date', '2026-12-15')
    expect(await within(dialog()).findByText('Only 1 Honda PCX 150 left on your dates.')).toBeInTheDocument()
    expect(within(bikeSelect()).getByRole('option', { name: /Honda PCX 150/ })).toBeEnabled()
    expect(within(dialog()).queryByText(/is booked on your dates/)).not.toBeInTheDocument()
    await user.selectOptions(bikeSelect(), 'yamaha-nmax')
    await waitFor(() => expect(within(dialog()).queryByText(/left on your dates/)).not.toBeInTheDocument())
  })

  it('no dates, no marks: every bike can be chosen (Book works for every bike)', async () => {
    await open()
    expect(within(bikeSelect()).getAllByRole('option').filter((option) => (option as HTMLOptionElement).disabled)).toHaveLength(0)
    expect(within(dialog()).queryByText(/is booked on your dates/)).not.toBeInTheDocument()
  })
})
