// Availability: a bike switched off in the Studio reads 'Currently rented' and cannot be booked.
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders, withBookingSpy } from '../../app/testing/render'
import { bikes, type Bike } from '../../content'
import { LOCALE_STORAGE_KEY } from '../../i18n/storage'
import { BikeCard } from './BikeCard'

afterEach(() => window.localStorage.clear())

const pcx = bikes.find((bike) => bike.id === 'honda-pcx')!
const rented: Bike = { ...pcx, available: false }

describe('BikeCard availability', () => {
  it('every seed bike is available, so the spec gallery is unchanged', () => {
    expect(bikes.filter((bike) => bike.available === false)).toEqual([])
  })

  it('an available bike has an enabled Book button and no rented badge', async () => {
    const spy = withBookingSpy(<BikeCard bike={pcx} />)
    const { user } = renderWithProviders(spy.ui)
    expect(screen.queryByText('Currently rented')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Book Honda PCX 150' }))
    expect(spy.calls).toEqual(['honda-pcx'])
  })

  it('an unavailable bike shows "Currently rented" and its Book button is disabled', async () => {
    const spy = withBookingSpy(<BikeCard bike={rented} />)
    const { user } = renderWithProviders(spy.ui)
    const book = screen.getByRole('button', { name: 'Book Honda PCX 150' })
    expect(book).toBeDisabled()
    expect(book).toHaveAccessibleDescription('Currently rented')
    await user.click(book).catch(() => undefined) // pointer-events: none on a disabled button
    expect(spy.calls).toEqual([])
  })

  it.each([
    ['zh', '已租出'],
    ['th', 'ถูกเช่าอยู่ในขณะนี้'],
  ])('says "Currently rented" in %s', async (locale, text) => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale)
    renderWithProviders(<BikeCard bike={rented} />)
    expect(await screen.findByText(text)).toBeInTheDocument()
  })
})
