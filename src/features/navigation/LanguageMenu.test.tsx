import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { routes } from '../../app/routes'
import { renderRoutes } from '../../app/testing/render'
import { loadMessageTexts } from '../../content/messageTexts'
import { defaultLocale, locales } from '../../i18n/locales'
import { LOCALE_STORAGE_KEY } from '../../i18n/storage'

/** The language button, named in whichever language the page is in. */
const languageButton = async () => new RegExp((await Promise.all(locales.map(loadMessageTexts))).map((texts) => texts['nav.language']).join('|'))

const chooseLanguage = async (user: ReturnType<typeof renderRoutes>['user'], name: RegExp) => {
  await user.click(screen.getByRole('button', { name: await languageButton() }))
  await user.click(await screen.findByRole('menuitemradio', { name }))
}

describe('language menu', () => {
  beforeEach(() => {
    localStorage.clear()
    document.documentElement.lang = 'en'
  })

  it('offers every language of the list, each with a flag, the default checked', async () => {
    const texts = await loadMessageTexts(defaultLocale)
    const { user } = renderRoutes(routes)
    await user.click(screen.getByRole('button', { name: new RegExp(texts['nav.language']) }))
    const items = await screen.findAllByRole('menuitemradio')
    expect(items.map((item) => item.textContent)).toEqual(locales.map((locale) => texts[`lang.${locale}`]))
    expect(items.every((item) => item.querySelector('svg'))).toBe(true)
    expect(screen.getByRole('menuitemradio', { name: texts[`lang.${defaultLocale}`] })).toHaveAttribute('aria-checked', 'true')
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
