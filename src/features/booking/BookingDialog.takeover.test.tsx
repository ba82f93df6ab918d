// The app's form taking the place of the prerendered one a visitor opened before the app ran
// (prerendered/takeOver.ts): every value, the reference, the focus and caret, a Send already asked
// for, and the prerendered form gone. The real prerendered markup, opened by the inline code.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { renderWithProviders } from '../../../tests/render'
import { setupEmailJsMock } from '../../../tests/msw/emailjs'
import { supportModalDialogs } from '../../../tests/dialogElement'
import { renderPrerenderedForm } from '../../entry-server'
import { openPrerenderedForm } from '../../app/inline/prerenderedForm'
import { FORM_REFERENCE_ATTRIBUTE, FORM_SEND_ASKED_ATTRIBUTE, FORM_TOAST_ATTRIBUTE, PRERENDERED_FORM_ID } from '../../shared/prerenderedForm'
import { bikes } from '../../content'
import BookingDialog from './BookingDialog'
import { MIN_FILL_MS } from './abuse'
import { bookingToaster } from './toaster'
import { dialog, input, pastMinimumFillTime, stubEmailEnv, type } from './testing'
import { HONEYPOT_NAME } from './Honeypot'
import { loadDraft } from './draft'

const emailjs = setupEmailJsMock()
const nmax = bikes.find((bike) => bike.id === 'yamaha-nmax')!
let markup = ''
beforeAll(async () => {
  markup = await renderPrerenderedForm('en')
  supportModalDialogs(window)
})
beforeEach(() => {
  stubEmailEnv()
  document.body.insertAdjacentHTML('beforeend', markup)
})
afterEach(() => {
  vi.unstubAllEnvs()
  bookingToaster.remove()
  document.getElementById(PRERENDERED_FORM_ID)?.remove()
  sessionStorage.clear()
})

const prerendered = () => document.getElementById(PRERENDERED_FORM_ID) as HTMLDialogElement | null
function typeInPrerendered(name: string, value: string) {
  const field = prerendered()!.querySelector<HTMLInputElement>(`[name="${name}"]`)!
  field.focus()
  field.value = value
  field.dispatchEvent(new Event('input', { bubbles: true }))
  return field
}

describe('BookingDialog taking over the prerendered form', () => {
  it('shows every value typed there under the same reference, the caret where it was, and the prerendered form gone', async () => {
    openPrerenderedForm(window, 'honda-pcx', () => {})
    const bike = prerendered()!.querySelector<HTMLSelectElement>('[name="bike"]')!
    bike.value = 'yamaha-nmax' // changed after the tap
    bike.dispatchEvent(new Event('change', { bubbles: true }))
    typeInPrerendered('phone', '+66 81 234 5678')
    const name = typeInPrerendered('name', 'Somchai Jaidee')
    name.setSelectionRange(7, 7) // the visitor went back to fix the first name
    const reference = prerendered()!.getAttribute(FORM_REFERENCE_ATTRIBUTE)

    // Opened by the replayed tap on the card's Book (the PCX): the form keeps the visitor's NMAX.
    await renderWithProviders(<BookingDialog open bikeId="honda-pcx" onClose={() => {}} />)

    expect(prerendered()).toBeNull()
    expect(within(dialog()).getByRole('combobox', { name: 'Select Motorbike' })).toHaveDisplayValue(new RegExp(nmax.name))
    expect(input('Phone Number').value).toBe('+66 81 234 5678')
    const taken = input('Full Name')
    expect(taken.value).toBe('Somchai Jaidee')
    expect(taken).toHaveFocus()
    expect([taken.selectionStart, taken.selectionEnd]).toEqual([7, 7])
    expect(loadDraft()?.reference).toBe(reference)
  })

  it('sends a Send tapped there, once, with those values, counting the time since the prerendered form opened', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now(), shouldAdvanceTime: true })
    openPrerenderedForm(window, 'yamaha-nmax', () => {})
    typeInPrerendered('name', 'Ann Smith')
    typeInPrerendered('phone', '+44 7700 900123')
    vi.setSystemTime(Date.now() + MIN_FILL_MS) // a person's time to fill it in, before the app ran
    prerendered()!.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    expect(prerendered()!.hasAttribute(FORM_SEND_ASKED_ATTRIBUTE)).toBe(true)

    await renderWithProviders(<BookingDialog open bikeId="yamaha-nmax" onClose={() => {}} />)

    expect(await screen.findByText('Booking Request Sent!')).toBeInTheDocument()
    expect(emailjs.requests).toHaveLength(1)
    expect(emailjs.requests[0].template_params).toMatchObject({ customer_name: 'Ann Smith', customer_phone: '+44 7700 900123', selected_bike: nmax.name })
  })

  it('a closed prerendered form that was typed in gives its values to the next open; an untouched one just leaves', async () => {
    const closed = vi.fn()
    openPrerenderedForm(window, 'honda-pcx', closed)
    typeInPrerendered('hotel', 'Kata Beach Resort')
    prerendered()!.close()

    await renderWithProviders(<BookingDialog open bikeId="yamaha-nmax" onClose={() => {}} />)
    expect(prerendered()).toBeNull()
    expect(input('Hotel and room (optional)').value).toBe('Kata Beach Resort')
    // Opened from another Book this time: that Book's bike.
    expect(within(dialog()).getByRole('combobox', { name: 'Select Motorbike' })).toHaveDisplayValue(new RegExp(nmax.name))
  })

  it('an untouched prerendered form leaves at the first open and changes nothing', async () => {
    await renderWithProviders(<BookingDialog open bikeId="yamaha-nmax" onClose={() => {}} />)
    await waitFor(() => expect(prerendered()).toBeNull())
    expect(input('Full Name').value).toBe('')
  })
})

/** Send in the prerendered form, as a tap on its Send button does. */
function sendPrerendered() {
  prerendered()!.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
}

describe('a Send tapped in the prerendered form, answered as the app’s form answers it', () => {
  it("with a required field missing: the spec's toast there at once, kept up through the take-over; nothing sent", async () => {
    openPrerenderedForm(window, null, () => {})
    typeInPrerendered('name', 'Ann Smith') // only the name
    sendPrerendered()
    const toast = prerendered()!.querySelector<HTMLElement>(`[${FORM_TOAST_ATTRIBUTE}]`)!
    expect(toast.hidden).toBe(false)
    expect(prerendered()!.hasAttribute(FORM_SEND_ASKED_ATTRIBUTE)).toBe(false)

    await renderWithProviders(<BookingDialog open bikeId={null} onClose={() => {}} />)
    expect(prerendered()).toBeNull()
    expect(await screen.findByText('Name, phone number, and bike selection are required')).toBeInTheDocument()
    expect(screen.getByText('Booking Error')).toBeInTheDocument()
    expect(input('Full Name').value).toBe('Ann Smith')
    expect(emailjs.requests).toHaveLength(0)
  })

  it('a delivery area and no place there: its toast kept up through the take-over, the place marked; nothing sent', async () => {
    openPrerenderedForm(window, 'honda-pcx', () => {})
    typeInPrerendered('name', 'Ann Smith')
    typeInPrerendered('phone', '+66 81 234 5678')
    const area = prerendered()!.querySelector<HTMLSelectElement>('[name="delivery"]')!
    area.value = 'kata-karon'
    area.dispatchEvent(new Event('change', { bubbles: true }))
    sendPrerendered()
    expect(prerendered()!.querySelector<HTMLElement>(`[${FORM_TOAST_ATTRIBUTE}]`)!.hidden).toBe(false)
    expect(prerendered()!.hasAttribute(FORM_SEND_ASKED_ATTRIBUTE)).toBe(false)

    await renderWithProviders(<BookingDialog open bikeId={null} onClose={() => {}} />)
    expect(prerendered()).toBeNull()
    const place = 'Tell us where to bring the bike: your hotel and room, or an address.'
    expect(await screen.findAllByText(place)).toHaveLength(2) // the toast and the field's message
    expect(screen.queryByText('Name, phone number, and bike selection are required')).toBeNull()
    expect(emailjs.requests).toHaveLength(0)
  })

  it('the hidden field filled by a bot there: the booking still goes, marked doubtful, as from the app’s form', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now(), shouldAdvanceTime: true })
    openPrerenderedForm(window, 'honda-pcx', () => {})
    typeInPrerendered('name', 'Ann Smith')
    typeInPrerendered('phone', '+44 7700 900123')
    typeInPrerendered(HONEYPOT_NAME, 'http://spam.example')
    vi.setSystemTime(Date.now() + MIN_FILL_MS)
    sendPrerendered()

    await renderWithProviders(<BookingDialog open bikeId="honda-pcx" onClose={() => {}} />)
    expect(await screen.findByText('Booking Request Sent!')).toBeInTheDocument()
    expect(emailjs.requests).toHaveLength(1)
    expect(emailjs.requests[0].template_params).toMatchObject({ customer_name: 'Ann Smith', booking_check: expect.stringMatching(/^Doubtful/) })
  })

  it('the hidden field filled there, the form closed: the next open’s booking is marked doubtful too', async () => {
    openPrerenderedForm(window, 'honda-pcx', () => {})
    typeInPrerendered(HONEYPOT_NAME, 'http://spam.example')
    prerendered()!.close()

    const { user } = await renderWithProviders(<BookingDialog open bikeId="honda-pcx" onClose={() => {}} />)
    await waitFor(() => expect(prerendered()).toBeNull())
    expect(dialog().querySelector<HTMLInputElement>(`input[name=${HONEYPOT_NAME}]`)!.value).toBe('http://spam.example')
    await type(user, 'Full Name', 'Ann Smith')
    await type(user, 'Phone Number', '+44 7700 900123')
    await pastMinimumFillTime()
    await user.click(within(dialog()).getByRole('button', { name: 'Send Booking Request' }))
    expect(await screen.findByText('Booking Request Sent!')).toBeInTheDocument()
    expect(emailjs.requests[0].template_params.booking_check).toMatch(/^Doubtful/)
  })

  it('sent faster than a person fills it: not sent at the take-over however late that comes; asked to press again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now(), shouldAdvanceTime: true })
    openPrerenderedForm(window, 'honda-pcx', () => {})
    typeInPrerendered('name', 'Ann Smith')
    typeInPrerendered('phone', '+44 7700 900123')
    vi.setSystemTime(Date.now() + MIN_FILL_MS / 2) // a bot's pace
    sendPrerendered()
    vi.setSystemTime(Date.now() + 3 * MIN_FILL_MS) // the app arrives seconds later

    const { user } = await renderWithProviders(<BookingDialog open bikeId="honda-pcx" onClose={() => {}} />)
    expect(await screen.findByText('Please check your details and press Send again.')).toBeInTheDocument()
    expect(emailjs.requests).toHaveLength(0)
    // A person who presses again is past the time: the booking goes.
    await user.click(within(dialog()).getByRole('button', { name: 'Send Booking Request' }))
    expect(await screen.findByText('Booking Request Sent!')).toBeInTheDocument()
    expect(emailjs.requests).toHaveLength(1)
  })
})
