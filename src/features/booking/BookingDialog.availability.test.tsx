// A bike switched off in the Studio (available: false) cannot be chosen in the form either: it is
// listed, marked 'Currently rented', and disabled. Content fixture: the real snapshot, one bike flipped.
import { describe, expect, it, vi } from 'vitest'
import { within } from '@testing-library/react'
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
    const select = within(dialog()).getByRole('combobox', { name: 'Select Motorbike' })
    const rented = within(select).getByRole('option', { name: /Yamaha NMAX 155/ })
    expect(rented).toBeDisabled()
    expect(rented).toHaveTextContent('Currently rented')
    const pcx = within(select).getByRole('option', { name: /Honda PCX 150/ })
    expect(pcx).toBeEnabled()
    // A choosable bike reads its name alone (whole on a phone); its price is written under the select once chosen.
    expect(pcx).toHaveTextContent(/^Honda PCX 150$/)
    // The twelve bikes after the empty choice.
    expect(within(select).getAllByRole('option')).toHaveLength(13)
    await user.selectOptions(select, rented)
    expect(select).toHaveDisplayValue('Choose a motorbike')
    await user.selectOptions(select, pcx)
    expect(select).toHaveValue('honda-pcx')
    expect(within(dialog()).getByText('from 250 baht / day')).toBeVisible()
  })
})
