import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LOCALE_STORAGE_KEY } from '../../i18n/storage'
import { renderWithProviders } from '../../app/testing/render'
import { settings } from '../../content'
import { Contact } from './Contact'
import { lineHref, telHref, whatsappHref } from './contactLinks'
import { formatTimeRange } from '../../i18n/timeRange'

/** The whole line a link sits in, as read: 'LINE: @handle'. */
const lineOf = (link: HTMLElement) => link.closest('p')?.textContent

describe('Contact', () => {
  const seedPhoneHours = settings.phoneHours
  afterEach(() => {
    settings.phoneHours = seedPhoneHours
  })

  it('links the phone, LINE and WhatsApp so they open on a phone', () => {
    renderWithProviders(<Contact />)
    const phoneCard = screen.getByRole('heading', { name: 'Phone' }).closest('li')!
    expect(within(phoneCard).getByRole('link', { name: settings.phone })).toHaveAttribute('href', telHref(settings.phone))
    expect(within(phoneCard).getByText('Available 24 hours')).toBeInTheDocument()

    const chatCard = screen.getByRole('heading', { name: 'LINE & WhatsApp' }).closest('li')!
    expect(within(chatCard).getByText('Send us a message with your pickup location')).toBeInTheDocument()
    expect(lineOf(within(chatCard).getByRole('link', { name: `@${settings.lineId}` }))).toBe(`LINE: @${settings.lineId}`)
    expect(lineOf(within(chatCard).getByRole('link', { name: settings.phone }))).toBe(`WhatsApp: ${settings.phone}`)
    expect(within(chatCard).getByRole('link', { name: `@${settings.lineId}` })).toHaveAttribute('href', lineHref(settings.lineId))
    expect(within(chatCard).getByRole('link', { name: settings.phone })).toHaveAttribute(
      'href',
      whatsappHref(settings.whatsappNumber),
    )
  })

  it('shows the address with its translated line, the hours and the Special Services', () => {
    renderWithProviders(<Contact />)
    expect(screen.getByText(settings.streetAddress)).toBeInTheDocument()
    expect(screen.getByText('Phuket, Thailand')).toBeInTheDocument()
    // Its no-break spaces read as spaces, as Testing Library reads the page's text.
    expect(screen.getByText(`Daily ${formatTimeRange(settings.opensAt, settings.closesAt, 'en')}`.replace(/\s+/g, ' '))).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Special Services' })).toBeInTheDocument()
    for (const service of ['Delivery to your accommodation, free in Patong', 'Comprehensive insurance', 'Full tank included']) {
      expect(screen.getByText(service)).toBeInTheDocument()
    }
  })

  it("puts each language's punctuation between the app and the handle: a full-width colon in Chinese", async () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'zh')
    renderWithProviders(<Contact />)
    const chatCard = (await screen.findByRole('heading', { name: 'LINE 和 WhatsApp' })).closest('li')!
    expect(lineOf(within(chatCard).getByRole('link', { name: `@${settings.lineId}` }))).toBe(`LINE：@${settings.lineId}`)
    expect(lineOf(within(chatCard).getByRole('link', { name: settings.phone }))).toBe(`WhatsApp：${settings.phone}`)
    expect(chatCard.textContent).not.toMatch(/[A-Za-z]:/)
    window.localStorage.clear()
  })

  it("says the owner's phone hours: a shop answering 10 hours a day does not promise 24", () => {
    settings.phoneHours = 10
    renderWithProviders(<Contact />)
    const phoneCard = screen.getByRole('heading', { name: 'Phone' }).closest('li')!
    expect(within(phoneCard).getByText('Available 10 hours a day')).toBeInTheDocument()
    expect(within(phoneCard).queryByText(/24/)).toBeNull()
  })
})
