// A bike switched off in the Studio (available: false) cannot be chosen in the form either: it is
// listed, marked 'Currently rented', and disabled. Content fixture: the real snapshot, one bike flipped.
import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '../../../tests/render'
import BookingDialog from './BookingDialog'
import { dialog } from './testing'

vi.mock('../../content', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../content')>()
  const bikes = actual.bikes.map((bike) => (bike.id === 'yamaha-nmax' ? { ...bike, available: false } : bike))
  return { ...actual, bikes, findBike: (id: string | null | undefined) => bikes.find((bike) => bike.id === id) }
})

describe('BookingDialog with a rented bike', () => {
  it('lists it as "Currently rented" and disabled; the others stay selectable', async () => {
    const { user } = await renderWithProviders(<BookingDialog open bikeId={null} onClose={() => {}} />)
    await user.click(within(dialog()).getByRole('combobox', { name: 'Select Motorbike' }))
    const rented = await within(dialog()).findByRole('option', { name: /Yamaha NMAX 155/ })
    expect(rented).toHaveAttribute('aria-disabled', 'true')
    expect(rented).toHaveTextContent('Currently rented')
    const pcx = within(dialog()).getByRole('option', { name: /Honda PCX 150/ })
    expect(pcx).not.toHaveAttribute('aria-disabled', 'true')
    expect(pcx).toHaveTextContent('250 baht / day')
    expect(screen.getAllByRole('option')).toHaveLength(12)
  })
})
