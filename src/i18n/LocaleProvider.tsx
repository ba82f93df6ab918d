// Owns the interface language: renders English first (as the prerendered HTML has it), then
// switches to the stored choice in an effect; every switch waits for its messages so all texts
// change in one render.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { englishMessages, loadMessages, type Messages } from '../content'
import { defaultLocale, type Locale } from './locales'
import { LocaleContext } from './LocaleContext'
import { handleIntlError } from './intlErrors'
import { readStoredLocale, storeLocale } from './storage'
import { DocumentLanguage } from './DocumentLanguage'

type Loaded = { locale: Locale; messages: Messages }

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState<Loaded>({ locale: defaultLocale, messages: englishMessages })
  // Only the newest request may win when a visitor clicks two languages in quick succession.
  const latestRequest = useRef(0)

  // Resolves to the messages only if no newer switch started meanwhile.
  const fetchLatest = useCallback(async (locale: Locale): Promise<Messages | null> => {
    const request = ++latestRequest.current
    try {
      const messages = await loadMessages(locale)
      return request === latestRequest.current ? messages : null
    } catch (error) {
      console.error(`Could not load the ${locale} messages`, error)
      return null
    }
  }, [])

  const switchTo = useCallback(
    async (locale: Locale, persist: boolean) => {
      const messages = await fetchLatest(locale)
      if (!messages) return
      setLoaded({ locale, messages })
      if (persist) storeLocale(locale)
    },
    [fetchLatest],
  )

  useEffect(() => {
    const stored = readStoredLocale()
    if (!stored || stored === defaultLocale) return
    void fetchLatest(stored).then((messages) => messages && setLoaded({ locale: stored, messages }))
  }, [fetchLatest])

  const value = useMemo(
    () => ({ locale: loaded.locale, setLocale: (locale: Locale) => switchTo(locale, true) }),
    [loaded.locale, switchTo],
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
