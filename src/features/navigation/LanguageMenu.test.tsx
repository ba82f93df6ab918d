import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { routes } from '../../app/routes'
import { renderRoutes } from '../../app/testing/render'
import { loadMessageTexts } from '../../content/messageTexts'
import { LOCALE_STORAGE_KEY } from '../../i18n/storage'

const chooseLanguage = async (user: ReturnType<typeof renderRoutes>['user'], name: RegExp) => {
  await user.click(screen.getByRole('button', { name: /Language|语言|ภาษา/ }))
  await user.click(await screen.findByRole('menuitemradio', { name }))
}

describe('language menu', () => {
  beforeEach(() => {
    localStorage.clear()
    document.documentElement.lang = 'en'
  })

  it('offers English, 中文 and ไทย, each with a flag, English checked by default', async () => {
    const { user } = renderRoutes(routes)
    await user.click(screen.getByRole('button', { name: /Language/ }))
    const items = await screen.findAllByRole('menuitemradio')
    expect(items.map((item) => item.textContent)).toEqual(['English', '中文', 'ไทย'])
    expect(items.every((item) => item.querySelector('svg'))).toBe(true)
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true')
  })

  it('switches every text at once, sets <html lang> and remembers the choice', async () => {
    const zh = await loadMessageTexts('zh')
    const th = await loadMessageTexts('th')
    const { user } = renderRoutes(routes)

    await chooseLanguage(user, /中文/)
    expect(await screen.findByRole('heading', { level: 1, name: zh['hero.title'] })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: zh['nav.gallery'] })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: zh['gallery.title'] })).toBeInTheDocument()
    expect(screen.queryByText('Explore Phuket on Two Wheels')).not.toBeInTheDocument()
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-Hans'))
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh')

    await chooseLanguage(user, /ไทย/)
    expect(await screen.findByRole('heading', { level: 1, name: th['hero.title'] })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: th['contact.title'] })).toBeInTheDocument()
    await waitFor(() => expect(document.documentElement.lang).toBe('th'))
  })

  it('comes back in the stored language after a reload', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'th')
    const th = await loadMessageTexts('th')
    renderRoutes(routes)
    expect(await screen.findByRole('heading', { level: 1, name: th['hero.title'] })).toBeInTheDocument()
  })
})
