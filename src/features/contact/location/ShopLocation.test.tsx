import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../app/testing/render'
import { settings } from '../../../content'
import { visit } from '../../../content/visit'
import ShopLocation from './ShopLocation'
import { localizedString } from '../../../i18n/localized.testing'

const seed = structuredClone(visit)
afterEach(() => Object.assign(visit, structuredClone(seed)))

describe('ShopLocation', () => {
  it("links to the shop in the phone's own map apps", () => {
    renderWithProviders(<ShopLocation />)
    const { lat, lng } = visit.location
    expect(screen.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`)
    expect(screen.getByRole('link', { name: 'Open in Apple Maps' })).toHaveAttribute(
      'href', `https://maps.apple.com/?ll=${lat},${lng}&q=${encodeURIComponent(settings.shopName)}`,
    )
  })

  it("says whether the shop is open now in Phuket time, and changes when it closes", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    vi.setSystemTime(Date.parse('2026-11-25T19:58:00+07:00'))
    renderWithProviders(<ShopLocation />)
    expect(screen.getByText('Open now, until 20:00')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(3 * 60_000))
    expect(screen.getByText('Closed now, opens tomorrow at 08:00')).toBeInTheDocument()
  })

  it('shows the picture of the location and the shop front the owner uploaded, with their alt texts', () => {
    const picture = { url: '/content/images/map.png', width: 1200, height: 800, alt: localizedString('Map: the shop on Thawewong Road') }
    visit.mapPicture = picture
    visit.shopPhoto = { ...picture, url: '/content/images/front.jpg', alt: localizedString('The shop front') }
    renderWithProviders(<ShopLocation />)
    expect(screen.getByRole('img', { name: 'Map: the shop on Thawewong Road' })).toHaveAttribute('loading', 'lazy')
    expect(screen.getByRole('img', { name: 'The shop front' })).toBeInTheDocument()
  })
})
