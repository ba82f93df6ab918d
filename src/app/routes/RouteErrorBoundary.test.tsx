import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RouteErrorBoundary } from './RouteErrorBoundary'

function Page({ fail }: { fail: boolean }) {
  if (fail) throw new Error('the rating could not be formatted')
  return <p>page content</p>
}

describe('RouteErrorBoundary', () => {
  it("shows the spec's error screen with the message, logs the error, and clears it on a new path", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/">
        <Page fail />
      </RouteErrorBoundary>,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'the rating could not be formatted' })).toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith('Unexpected Application Error!', expect.any(Error))

    // Same path: the error stays (the page would only throw again).
    rerender(
      <RouteErrorBoundary resetKey="/">
        <Page fail={false} />
      </RouteErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()

    rerender(
      <RouteErrorBoundary resetKey="/old-link">
        <Page fail={false} />
      </RouteErrorBoundary>,
    )
    expect(screen.getByText('page content')).toBeInTheDocument()
    logged.mockRestore()
  })
})
