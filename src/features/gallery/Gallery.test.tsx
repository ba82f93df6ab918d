import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders, withBookingSpy } from '../../app/testing/render'
import { bikes } from '../../content'
import { Gallery } from './Gallery'

const cards = () => within(screen.getByRole('region', { name: 'Our Motorbikes' })).getAllByRole('article')

describe('Gallery', () => {
  it('shows the first 3 bikes, all 12 after "View All Bikes →", and 3 again after "← Show Less"', async () => {
    const { user } = renderWithProviders(<Gallery />)
    expect(cards()).toHaveLength(3)
    expect(screen.getByText('Want to see more bike models?')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'View All Bikes →' }))
    expect(cards()).toHaveLength(12)
    expect(screen.getByRole('button', { name: '← Show Less' })).toHaveAttribute('aria-expanded', 'true')

    await user.click(screen.getByRole('button', { name: '← Show Less' }))
    expect(cards()).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'View All Bikes →' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('puts a Popular badge on exactly the three flagged bikes', async () => {
    const { user } = renderWithProviders(<Gallery />)
    await user.click(screen.getByRole('button', { name: 'View All Bikes →' }))

    const popular = cards().filter((card) => within(card).queryByText('Popular'))
    expect(popular.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Honda PCX 150',
      'Honda CBR500R',
      'BMW R1250GS',
    ])
  })

  it('shows name, daily price, specs, rating and features on each card', () => {
    renderWithProviders(<Gallery />)
    const first = bikes[0]
    const card = within(cards()[0])
    expect(card.getByRole('heading', { level: 3, name: first.name })).toBeInTheDocument()
    expect(card.getByText(`from ${first.price} baht / day`)).toBeInTheDocument()
    expect(card.getByText(first.engine)).toBeInTheDocument()
    expect(card.getByText(`${first.passengers} passengers`)).toBeInTheDocument()
    expect(card.getByText(`Rated ${first.rating.toFixed(1)} out of 5`)).toBeInTheDocument()
    // The features come from the English chunk's words, not from bikes.json (src/content/languageContent.ts).
    expect(card.getByText('Fuel efficient')).toBeInTheDocument()
    const image = card.getByRole('img')
    expect(image).toHaveAttribute('width', String(first.image.width))
    expect(image).toHaveAttribute('height', String(first.image.height))
    expect(image).toHaveAttribute('loading', 'lazy')
  })

  it("opens the booking modal with the card's bike preselected", async () => {
    const spy = withBookingSpy(<Gallery />)
    const { user } = renderWithProviders(spy.ui)
    await user.click(screen.getByRole('button', { name: 'View All Bikes →' }))
    await user.click(screen.getByRole('button', { name: 'Book BMW R1250GS' }))
    expect(spy.calls).toEqual(['bmw-r1250gs'])
  })
})
