import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../app/testing/render'
import NotFoundPage from './NotFoundPage'

describe('NotFoundPage', () => {
  afterEach(() => vi.restoreAllMocks())

  it('says 404, offers the way home and logs the missing path', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWithProviders(<NotFoundPage />, { path: '/no-such-bike' })

    expect(screen.getByText('404')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('404'), '/no-such-bike')
  })
})
