// The current interface language and the way to change it, for any component below LocaleProvider.
import { createContext, useContext } from 'react'
import type { LanguageContent } from '../../content/languageContent'
import type { Locale } from '../../i18n/locales'

export type LocaleState = {
  locale: Locale
  /** The content's words (bike features, the address line) in that language. */
  content: LanguageContent
  /** Loads the language's messages, then switches every text at once and remembers the choice. */
  setLocale: (locale: Locale) => Promise<void>
}

export const LocaleContext = createContext<LocaleState | null>(null)

export function useLocale(): LocaleState {
  const value = useContext(LocaleContext)
  if (!value) throw new Error('useLocale must be used inside <LocaleProvider>')
  return value
}
