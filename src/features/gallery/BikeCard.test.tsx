// Availability: a bike switched off in the Studio reads 'Currently rented' and cannot be booked.
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders, withBookingSpy } from '../../app/testing/render'
import { bikes, type Bike } from '../../content'
import { LOCALE_STORAGE_KEY } from '../../i18n/storage'
import { BikeCard } from './BikeCard'

afterEach(() => window.localStorage.clear())

/** A line of the card read whole, though its prices are each in an element of their own. */
const line = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent?.replace(/\s+/g, ' ') === text

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
    ['th', 'มีผู้เช่าอยู่ขณะนี้'],
  ])('says "Currently rented" in %s', async (locale, text) => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale)
    renderWithProviders(<BikeCard bike={rented} />)
    expect(await screen.findByText(text)).toBeInTheDocument()
  })
})

describe('BikeCard prices', () => {
  const z650 = bikes.find((bike) => bike.id === 'kawasaki-z650')!
  const suzuki = bikes.find((bike) => bike.id === 'suzuki-gsxr600')!

  it('shows the week and month prices under the day price where the owner set them, each "from" its lowest', () => {
    renderWithProviders(<BikeCard bike={pcx} />)
    expect(screen.getByText('from 250 baht / day')).toBeInTheDocument()
    expect(screen.getByText(line('from 1,500 baht / week · from 5,500 baht / month'))).toBeInTheDocument()
  })

  it('says what a season charges at most, a day, a week and a month, when a season raises them', () => {
    renderWithProviders(<BikeCard bike={pcx} />)
    expect(screen.getByText(line('Season prices, at most: 350 baht / day · 2,100 baht / week · 7,150 baht / month'))).toBeInTheDocument()
  })

  it('says nothing of seasons when none raises the prices (a cheaper season lowers the "from")', () => {
    const prices = { day: { from: 200, to: 250 }, week: { from: 1200, to: 1500 }, month: { from: 4400, to: 5500 } }
    renderWithProviders(<BikeCard bike={{ ...pcx, prices }} />)
    expect(screen.getByText(line('from 1,200 baht / week · from 4,400 baht / month'))).toBeInTheDocument()
    expect(screen.queryByText(/Season prices/)).not.toBeInTheDocument()
  })

  it("says from the lowest day price the bike has: a cheaper season's when there is one", () => {
    renderWithProviders(<BikeCard bike={{ ...pcx, lowestDayPrice: 200 }} />)
    expect(screen.getByText('from 200 baht / day')).toBeInTheDocument()
  })

  it.each([
    ['zh', '250 泰铢 / 天起'],
    ['th', 'เริ่มต้น 250 บาท / วัน'],
    ['ru', 'от 250 бат в день'],
  ])('"from" in %s', async (locale, text) => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale)
    renderWithProviders(<BikeCard bike={pcx} />)
    expect(await screen.findByText(text)).toBeInTheDocument()
  })

  it('a week price alone, or none at all', () => {
    const { unmount } = renderWithProviders(<BikeCard bike={z650} />)
    expect(screen.getByText(line('from 4,100 baht / week'))).toBeInTheDocument()
    expect(screen.getByText(line('Season prices, at most: 884 baht / day · 5,330 baht / week'))).toBeInTheDocument()
    unmount()
    renderWithProviders(<BikeCard bike={suzuki} />)
    expect(screen.queryByText(/ \/ (week|month)/)).not.toBeInTheDocument()
  })

  it.each([
    ['zh', '1,500 泰铢 / 周起 · 5,500 泰铢 / 月起'],
    ['th', 'เริ่มต้น 1,500 บาท / สัปดาห์ · เริ่มต้น 5,500 บาท / เดือน'],
    // Grouped as Russian groups thousands (Intl's no-break space, which the matcher reads as a space).
    ['ru', 'от 1 500 бат в неделю · от 5 500 бат в месяц'],
  ])('in %s', async (locale, text) => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale)
    renderWithProviders(<BikeCard bike={pcx} />)
    expect(await screen.findByText(line(text))).toBeInTheDocument()
  })
})

describe('BikeCard deposit', () => {
  const bmw = bikes.find((bike) => bike.id === 'bmw-r1250gs')!

  it('says the deposit from the content, paid at pickup and returned, apart from the price', () => {
    const { unmount } = renderWithProviders(<BikeCard bike={pcx} />)
    expect(screen.getByText('Deposit 3,000 baht, paid at pickup and returned with the bike')).toBeInTheDocument()
    unmount()
    renderWithProviders(<BikeCard bike={bmw} />)
    expect(screen.getByText('Deposit 5,000 baht, paid at pickup and returned with the bike')).toBeInTheDocument()
  })

  it('no line for a bike without a money deposit', () => {
    renderWithProviders(<BikeCard bike={{ ...pcx, deposit: 0 }} />)
    expect(screen.queryByText(/^Deposit/)).not.toBeInTheDocument()
  })

  it.each([
    ['zh', '押金 3,000 泰铢，取车时支付，还车时退还'],
    ['ru', 'Залог 3 000 бат: вносится при получении байка и возвращается, когда вы его сдаёте'],
  ])('in %s', async (locale, text) => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale)
    renderWithProviders(<BikeCard bike={pcx} />)
    expect(await screen.findByText(text)).toBeInTheDocument()
  })
})

describe('BikeCard rating and gearbox', () => {
  it.each([
    ['en', '4.8'],
    ['zh', '4.8'],
    ['th', '4.8'],
    ['ru', '4,8'],
  ])('writes the rating as %s writes a decimal: %s', async (locale, rating) => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale)
    renderWithProviders(<BikeCard bike={pcx} />)
    expect(await screen.findByText(rating)).toBeInTheDocument()
    if (locale === 'ru') expect(screen.queryByText('4.8')).toBeNull()
  })

  it('a whole rating keeps its decimal', () => {
    renderWithProviders(<BikeCard bike={{ ...pcx, rating: 5 }} />)
    expect(screen.getByText('5.0')).toBeInTheDocument()
  })

  it('a gearbox value the site has no words for shows as stored in English only, never as English on another page', async () => {
    const odd = { ...pcx, transmission: 'CVT' } as unknown as Bike
    const { unmount } = renderWithProviders(<BikeCard bike={odd} />)
    expect(screen.getByText('CVT')).toBeInTheDocument()
    unmount()
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'th')
    renderWithProviders(<BikeCard bike={odd} />)
    expect(await screen.findByText('เริ่มต้น 250 บาท / วัน')).toBeInTheDocument()
    expect(screen.queryByText('CVT')).not.toBeInTheDocument()
    expect(screen.getByText('นั่งได้ 2 คน')).toBeInTheDocument()
  })
})
