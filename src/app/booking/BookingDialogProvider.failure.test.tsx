// A booking form whose chunk cannot be fetched: the app hands the chosen bike to the inline
// loader's way out (RECOVER_BOOKING: reload into a new release, or the phone, LINE and WhatsApp),
// and tells the visitor itself only where the page has no loader or no message.
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Gallery } from '../../features/gallery/Gallery'
import { RECOVER_BOOKING, type RecoverBooking } from '../documentScripts'
import { renderWithProviders } from '../testing/render'

vi.mock('../../features/booking/BookingDialogChunk', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

const slots = window as unknown as Record<string, RecoverBooking | undefined>

afterEach(() => {
  delete slots[RECOVER_BOOKING]
  vi.restoreAllMocks()
})

describe('BookingDialogProvider, when the form cannot be fetched', () => {
  it("hands the chosen bike to the loader's way out, and says nothing itself when it helped", async () => {
    const recover = vi.fn<RecoverBooking>(async () => true)
    slots[RECOVER_BOOKING] = recover
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWithProviders(<Gallery />)
    fireEvent.click(screen.getByRole('button', { name: 'Book Honda PCX 150' }))
    await vi.waitFor(() => expect(recover).toHaveBeenCalledExactlyOnceWith('honda-pcx'))
    expect(alert).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('tells the visitor itself and shows the contact section where the loader could not help', async () => {
    slots[RECOVER_BOOKING] = async () => false
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWithProviders(<Gallery />)
    fireEvent.click(screen.getByRole('button', { name: 'Book Honda PCX 150' }))
    await vi.waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/phone, LINE or WhatsApp/)))
    expect(window.location.hash).toBe('#contact')
  })
})
