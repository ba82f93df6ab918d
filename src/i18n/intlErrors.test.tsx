import { render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MessageKey } from '../content'
import { handleIntlError, resetIntlErrorsForTests } from './intlErrors'
import { useT } from '../shared/locale/useT'
import { defaultLocale } from './locales'

function Missing() {
  const t = useT()
  const key = 'hero.notThere' as MessageKey
  return (
    <p>
      {t(key)} / {t(key)}
    </p>
  )
}

describe('missing translations', () => {
  afterEach(() => {
    resetIntlErrorsForTests()
    vi.restoreAllMocks()
  })

  it('show the key itself and are reported once, not on every render', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const ui = (
      <IntlProvider locale="th" defaultLocale={defaultLocale} messages={{}} onError={handleIntlError}>
        <Missing />
      </IntlProvider>
    )
    const { rerender } = render(ui)
    rerender(ui)
    expect(screen.getByText('hero.notThere / hero.notThere')).toBeInTheDocument()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(error).not.toHaveBeenCalled()
  })
})
