// Owns the interface language: renders the language the HTML was prerendered in (English unless
// told otherwise), then switches to the asked-for one (?lang=, else the stored choice) in an effect;
// every switch waits for its messages so all texts change in one render.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { IntlProvider } from 'react-intl'
import { loadLanguage, type LanguageTexts } from '../../content'
import { loadTerms } from '../../content/terms'
import { loadIslands } from '../../lib/deferredIsland'
import { defaultLocale, type Locale } from '../../i18n/locales'
import { LocaleContext } from './LocaleContext'
import { handleIntlError } from '../../i18n/intlErrors'
import { revealDocument } from '../../i18n/languageSwap'
import { readRequestedLocale, showLocaleInAddress, storeLocale } from '../../i18n/storage'
import { DocumentLanguage } from './DocumentLanguage'

export type LoadedLocale = { locale: Locale } & LanguageTexts

export function LocaleProvider({ initial, children }: { initial: LoadedLocale; children: ReactNode }) {
  const [loaded, setLoaded] = useState<LoadedLocale>(initial)
  // Only the newest request may win when a visitor clicks two languages in quick succession.
  const latestRequest = useRef(0)

  // Resolves to the language's texts only if no newer switch started meanwhile.
  const fetchLatest = useCallback(async (locale: Locale): Promise<LanguageTexts | null> => {
    const request = ++latestRequest.current
    try {
      // The rental terms and the islands too: the prerendered ones are in the page's first language
      // only. Their failure does not stop the switch (the section then keeps what it shows).
      const [texts] = await Promise.all([loadLanguage(locale), loadTerms().catch(() => null), loadIslands()])
      return request === latestRequest.current ? texts : null
    } catch (error) {
      console.error(`Could not load the ${locale} messages`, error)
      return null
    }
  }, [])

  const switchTo = useCallback(
    async (locale: Locale, persist: boolean) => {
      const texts = await fetchLatest(locale)
      if (!texts) return
      setLoaded({ locale, ...texts })
      if (!persist) return
      storeLocale(locale)
      showLocaleInAddress(locale)
    },
    [fetchLatest],
  )

  const initialLocale = initial.locale
  useEffect(() => {
    const requested = readRequestedLocale()
    if (!requested || requested === initialLocale) return revealDocument()
    void fetchLatest(requested).then((texts) => {
      // Synchronously, so the page is shown only once every text is in the asked-for language.
      if (texts) flushSync(() => setLoaded({ locale: requested, ...texts }))
      revealDocument()
    })
  }, [fetchLatest, initialLocale])

  const value = useMemo(
    () => ({ locale: loaded.locale, content: loaded.content, setLocale: (locale: Locale) => switchTo(locale, true) }),
    [loaded.locale, loaded.content, switchTo],
  )

  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={loaded.locale}
        defaultLocale={defaultLocale}
        messages={loaded.messages}
        onError={handleIntlError}
      >
        <DocumentLanguage locale={loaded.locale} />
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  )
}
