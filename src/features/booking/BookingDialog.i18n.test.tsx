// The modal in each language: translated labels and toasts, English template parameters, and the
// ways to close it (close button, Escape).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import { createIntl } from 'react-intl'
import { renderWithProviders } from '../../../tests/render'
import { setupEmailJsMock } from '../../../tests/msw/emailjs'
import { settings } from '../../content'
import { loadMessageTexts } from '../../content/messageTexts'
import { locales } from '../../i18n/locales'
import BookingDialog from './BookingDialog'
import { bookingToaster } from './toaster'
import { dialog, stubEmailEnv, pastMinimumFillTime } from './testing'

// A modal, selects and the lazily imported SDK in jsdom: a few seconds per test, more when cold.
const emailjs = setupEmailJsMock()
beforeEach(() => stubEmailEnv())
afterEach(() => {
  vi.unstubAllEnvs()
  bookingToaster.remove()
})

describe.each(locales)('BookingDialog in %s', (locale) => {
  it('shows every label translated and sends English parameters', async () => {
    const m = await loadMessageTexts(locale)
    const { user } = await renderWithProviders(<BookingDialog open bikeId="honda-pcx" onClose={() => {}} />, { locale })
    const modal = within(dialog())
    expect(modal.getByRole('heading', { name: m['booking.title'] })).toBeInTheDocument()
    // Formatted as the page does: Russian says the minutes with a plural.
    const subtitle = createIntl({ locale, messages: m }).formatMessage({ id: 'booking.subtitle' }, { minutes: settings.responseMinutes })
    expect(modal.getByText(subtitle)).toBeInTheDocument()
    for (const key of ['booking.payment.title', 'booking.payment.cash', 'booking.payment.promptpay', 'booking.contactDirect'] as const) {
      expect(modal.getByText(m[key])).toBeInTheDocument()
    }
    expect(modal.getByRole('link', { name: settings.phone })).toHaveAttribute('href', expect.stringMatching(/^tel:\+?\d+$/))

    const period = modal.getByRole('combobox', { name: m['booking.rentalPeriod'] })
    await user.selectOptions(period, within(period).getByRole('option', { name: m['booking.period.7-days'] }))
    await user.click(modal.getByRole('textbox', { name: m['booking.name'] }))
    await user.paste('สมชาย 王')
    await user.click(modal.getByRole('textbox', { name: m['booking.phone'] }))
    await user.paste('081')
    await pastMinimumFillTime()
    await user.click(modal.getByRole('button', { name: m['booking.submit'] }))

    expect(await within(dialog()).findByRole('heading', { name: m['booking.success'] })).toBeInTheDocument()
    expect(emailjs.requests[0].template_params).toMatchObject({ customer_name: 'สมชาย 王', rental_period: '1 Week', customer_email: 'Not specified' })
  })
})

describe('closing the modal', () => {
  it.each([
    ['the close button', async (user: import('@testing-library/user-event').UserEvent) => user.click(within(dialog()).getByRole('button', { name: 'Close' }))],
    ['Escape', async (user: import('@testing-library/user-event').UserEvent) => user.keyboard('{Escape}')],
  ])('calls onClose on %s', async (_how, act) => {
    const onClose = vi.fn()
    const { user } = await renderWithProviders(<BookingDialog open bikeId={null} onClose={onClose} />)
    await act(user)
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
  })
})
