import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Gallery } from '../../features/gallery/Gallery'
import { Hero } from '../../features/hero/Hero'
import { renderWithProviders } from '../testing/render'

// The real form is another feature's; this stand-in shows what the provider hands it.
vi.mock('../../features/booking/BookingDialogChunk', () => ({
  default: ({ open, bikeId, onClose }: { open: boolean; bikeId: string | null; onClose: () => void }) => (
    <div role="dialog" aria-label="booking" data-testid="booking-form" hidden={!open}>
      <span>bike: {bikeId ?? 'none'}</span>
      <button onClick={onClose}>close</button>
    </div>
  ),
}))

describe('BookingDialogProvider', () => {
  it('loads the modal on first use: Book Now opens it empty, a card opens it with its bike', async () => {
    const { user } = renderWithProviders(
      <>
        <Hero />
        <Gallery />
      </>,
    )
    expect(screen.queryByTestId('booking-form')).not.toBeInTheDocument()

    // fireEvent, not user.click: user-event's focus would start the preload inside React's act()
    // scope, and act can drop the lazy component's retry (a test-only race; browsers have no act).
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    expect(await screen.findByText('bike: none')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Book Honda PCX 150' }))
    expect(await screen.findByText('bike: honda-pcx')).toBeInTheDocument()
  })

  it('renders the form closed at the first sign of intent, before any Book is tapped', async () => {
    renderWithProviders(<Hero />)
    await new Promise((resolve) => setTimeout(resolve, 100))
    // A visitor who only reads never gets the form.
    expect(screen.queryByTestId('booking-form')).not.toBeInTheDocument()
    fireEvent.keyDown(window, { key: 'Shift' })
    const form = await screen.findByTestId('booking-form')
    expect(form).not.toBeVisible()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    expect(await screen.findByRole('dialog')).toBe(form)
  })
})
