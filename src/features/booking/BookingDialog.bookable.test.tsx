// A bike id that names no bike a visitor can book: the address after a reload into a new release
// (#book=<id>, BookingDialogProvider) may name one since removed or marked rented, or anything typed
// there. The form then opens with no bike chosen, and a Send asks for one, as for an empty choice:
// the shop never gets "Bike: no-such-bike", nor a rented bike. Content fixture: the real snapshot,
// one bike flipped to rented in the Studio.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '../../../tests/render'
import { setupEmailJsMock } from '../../../tests/msw/emailjs'
import BookingDialog from './BookingDialog'
import { DRAFT_KEY, encodeDraft } from './draft'
import { initialValues } from './model'
import { bookingToaster } from './toaster'
import { dialog, pastMinimumFillTime, stubEmailEnv, type } from './testing'

vi.mock('../../content', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../content')>()
  const bikes = actual.bikes.map((bike) => (bike.id === 'yamaha-nmax' ? { ...bike, available: false } : bike))
  return { ...actual, bikes, findBike: (id: string | null | undefined) => bikes.find((bike) => bike.id === id) }
})

const emailjs = setupEmailJsMock()
beforeEach(() => stubEmailEnv())
afterEach(() => {
  vi.unstubAllEnvs()
  bookingToaster.remove()
})

const bikeSelect = () => within(dialog()).getByRole('combobox', { name: 'Select Motorbike' })

describe('BookingDialog opened for a bike that cannot be booked', () => {
  it.each([
    ['unknown (#book=no-such-bike)', 'no-such-bike'],
    ['rented', 'yamaha-nmax'],
  ])('%s: no bike chosen, and a Send with name and phone asks for one; nothing sent', async (_case, bikeId) => {
    const { user } = await renderWithProviders(<BookingDialog open bikeId={bikeId} onClose={() => {}} />)
    expect(bikeSelect()).toHaveValue('')
    expect(bikeSelect()).toHaveDisplayValue('Choose a motorbike')
    await type(user, 'Full Name', 'Ann Smith')
    await type(user, 'Phone Number', '+66 81 234 5678')
    await pastMinimumFillTime()
    await user.click(within(dialog()).getByRole('button', { name: 'Send Booking Request' }))
    expect(await screen.findByText('Name, phone number, and bike selection are required')).toBeInTheDocument()
    expect(emailjs.requests).toHaveLength(0)

    // A bike chosen in the select: the booking goes, with its name.
    await user.selectOptions(bikeSelect(), within(bikeSelect()).getByRole('option', { name: /Honda PCX 150/ }))
    await user.click(within(dialog()).getByRole('button', { name: 'Send Booking Request' }))
    expect(await screen.findByText('Booking Request Sent!')).toBeInTheDocument()
    expect(emailjs.requests[0].template_params.selected_bike).toBe('Honda PCX 150')
  })

  it('a draft in the tab naming one (a reload after a release): no bike chosen, the rest kept', async () => {
    const values = { ...initialValues('no-such-bike'), name: 'Ann Smith', hotel: 'Kata Beach Resort' }
    sessionStorage.setItem(DRAFT_KEY, encodeDraft({ values, reference: 'PMR-2511-ABCD' }, Date.now()))
    await renderWithProviders(<BookingDialog open bikeId="no-such-bike" onClose={() => {}} />)
    expect(bikeSelect()).toHaveValue('')
    expect(within(dialog()).getByLabelText(/^Full Name/)).toHaveValue('Ann Smith')
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!).values.bike).toBe('')
  })
})
