import { render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { loadMessageTexts } from '../../content/messageTexts'
import { locales, type Locale } from '../../i18n/locales'
import { CRASH_TITLE, RouteErrorBoundary } from './RouteErrorBoundary'

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

describe("RouteErrorBoundary in the page's language", () => {
  const crash = (locale: Locale, messages: Record<string, string>) =>
    render(
      <IntlProvider locale={locale} messages={messages} onError={() => {}}>
        <RouteErrorBoundary resetKey="/">
          <Page fail />
        </RouteErrorBoundary>
      </IntlProvider>,
    )

  it.each(locales)('%s: the website text error.unexpected, the spec\'s words in English', async (locale) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const texts = await loadMessageTexts(locale)
    crash(locale, texts)
    expect(screen.getByRole('heading', { level: 2, name: texts['error.unexpected'] })).toBeInTheDocument()
    if (locale === 'en') expect(texts['error.unexpected']).toBe(CRASH_TITLE)
    else expect(texts['error.unexpected']).not.toMatch(/[A-Za-z]/)
    vi.restoreAllMocks()
  })

  it("falls back to the spec's English when the text is missing", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    crash('th', {})
    expect(screen.getByRole('heading', { level: 2, name: 'Unexpected Application Error!' })).toBeInTheDocument()
    vi.restoreAllMocks()
  })
})
