import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Gallery } from '../../features/gallery/Gallery'
import { Hero } from '../../features/hero/Hero'
import { renderWithProviders } from '../testing/render'

// The real form is another feature's; this stand-in shows what the provider hands it.
vi.mock('../../features/booking/BookingDialogChunk', () => ({
  default: ({ open, bikeId, onClose }: { open: boolean; bikeId: string | null; onClose: () => void }) =>
    open ? (
      <div role="dialog" aria-label="booking">
        <span>bike: {bikeId ?? 'none'}</span>
        <button onClick={onClose}>close</button>
      </div>
    ) : null,
}))

describe('BookingDialogProvider', () => {
  it('loads the modal on first use: Book Now opens it empty, a card opens it with its bike', async () => {
    const { user } = renderWithProviders(
      <>
        <Hero />
        <Gallery />
      </>,
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    // fireEvent, not user.click: user-event's focus would start the preload inside React's act()
    // scope, and act can drop the lazy component's retry (a test-only race; browsers have no act).
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    expect(await screen.findByText('bike: none')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Book Honda PCX 150' }))
    expect(await screen.findByText('bike: honda-pcx')).toBeInTheDocument()
  })
})
