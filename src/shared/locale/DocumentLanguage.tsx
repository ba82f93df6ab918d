// Keeps the parts of the document outside React's tree (<html lang>, title, description, share tags) in the
// current language: screen readers pick their voice from lang, and Thai typography keys off it.
import { useEffect } from 'react'
import { settings } from '../../content'
import { applyDocumentMeta } from '../../i18n/documentMeta'
import { htmlLang, type Locale } from '../../i18n/locales'
import { useT } from './useT'

export function DocumentLanguage({ locale }: { locale: Locale }) {
  const t = useT()
  const title = t('meta.title', { price: settings.startingPrice })
  const description = t('meta.description', { price: settings.startingPrice })

  useEffect(() => {
    document.documentElement.lang = htmlLang[locale]
    applyDocumentMeta(locale, title, description)
  }, [locale, title, description])

  return null
}
