import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../app/testing/render'
import { LOCALE_STORAGE_KEY } from '../../i18n/storage'
import { visit, type Review } from '../../content/visit'
import ReviewsSection from './ReviewsSection'

const seed = structuredClone(visit)
const review = (over: Partial<Review>): Review => ({
  id: 'r1', text: 'Clean bike, fair deposit.', language: 'en', author: 'Anna K.', country: 'AU', rating: 5,
  date: '2026-10-02', source: 'google', url: 'https://maps.app.goo.gl/review1', ...over,
})

afterEach(() => {
  Object.assign(visit, structuredClone(seed))
  window.localStorage.clear()
})

describe('ReviewsSection', () => {
  it('is not on the page while the owner has no reviews (the seed ships none)', () => {
    expect(seed.reviews).toEqual([])
    const { container } = renderWithProviders(<ReviewsSection />)
    expect(container).toBeEmptyDOMElement()
  })

  it('shows the average of the collected reviews, saying so, and the three newest, each in its own language', () => {
    visit.reviews = [
      review({ id: 'r1', date: '2026-10-02' }),
      review({ id: 'r2', date: '2026-11-01', text: 'Очень хороший сервис', language: 'ru', author: 'Иван', country: 'RU', rating: 4, source: 'tripadvisor', url: null }),
      review({ id: 'r3', date: '2026-09-15', text: '车很新', language: 'zh', author: 'L.', country: 'CN', source: 'in-person', url: null }),
      review({ id: 'r4', date: '2025-01-01', text: 'Oldest one', rating: 3 }),
    ]
    renderWithProviders(<ReviewsSection />)
    const section = screen.getByRole('region', { name: 'What riders say' })
    expect(within(section).getByText('4.3')).toBeInTheDocument()
    expect(within(section).getByRole('img', { name: '4.3 out of 5 stars' })).toBeInTheDocument()
    expect(within(section).getByText('Average of the 4 reviews the shop has collected')).toBeInTheDocument()

    const cards = within(section).getAllByRole('listitem')
    expect(cards.map((card) => card.querySelector('blockquote')?.textContent)).toEqual(['Очень хороший сервис', 'Clean bike, fair deposit.', '车很新'])
    expect(cards[0].querySelector('blockquote')).toHaveAttribute('lang', 'ru')
    expect(within(cards[0]).getByText('Written in Russian')).toBeInTheDocument()
    expect(within(cards[0]).getByText('Иван, Russia')).toBeInTheDocument()
    expect(within(cards[0]).getByText(/TripAdvisor review/)).toBeInTheDocument()
    expect(within(cards[1]).getByRole('link', { name: 'Google review' })).toHaveAttribute('href', 'https://maps.app.goo.gl/review1')
    expect(within(cards[1]).getByText('October 2026')).toHaveAttribute('datetime', '2026-10-02')
    expect(within(cards[2]).getByText(/Told us at the shop/)).toBeInTheDocument()
    expect(screen.queryByText('Oldest one')).toBeNull()
  })

  it("shows the owner's public rating with its source and a link to read them there, when stated", () => {
    visit.reviews = [review({})]
    visit.publicRating = { source: 'google', rating: 4.7, count: 312, url: 'https://maps.app.goo.gl/shop' }
    renderWithProviders(<ReviewsSection />)
    expect(screen.getByText('4.7')).toBeInTheDocument()
    expect(screen.getByText(/312 reviews on Google/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Read them on Google' })).toHaveAttribute('href', 'https://maps.app.goo.gl/shop')
  })

  it('writes the rating and the count as each language does, and Russian says "в Google" / "на TripAdvisor"', async () => {
    visit.reviews = [review({})]
    visit.publicRating = { source: 'google', rating: 4.7, count: 1312, url: 'https://maps.app.goo.gl/shop' }
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'ru')
    const ru = renderWithProviders(<ReviewsSection />)
    expect(await screen.findByText('4,7')).toBeInTheDocument()
    expect(screen.getByText(/Google: 1 312 отзывов/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Читать все отзывы в Google' })).toBeInTheDocument()
    ru.unmount()
    visit.publicRating = { ...visit.publicRating, source: 'tripadvisor' }
    renderWithProviders(<ReviewsSection />)
    expect(await screen.findByRole('link', { name: 'Читать все отзывы на TripAdvisor' })).toBeInTheDocument()
  })

  it('groups a large count in Chinese and Thai too', async () => {
    visit.reviews = [review({})]
    visit.publicRating = { source: 'google', rating: 4.7, count: 1312, url: 'https://maps.app.goo.gl/shop' }
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'zh')
    const zh = renderWithProviders(<ReviewsSection />)
    expect(await screen.findByText(/Google 上的 1,312 条评价/)).toBeInTheDocument()
    zh.unmount()
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'th')
    renderWithProviders(<ReviewsSection />)
    expect(await screen.findByText(/1,312 รีวิวบน Google/)).toBeInTheDocument()
  })
})
