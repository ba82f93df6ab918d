// The form's language as react-intl holds it (BookingMessages sets it from the page's): the locale,
// and what visitorSummary.ts needs to write in it (t(), number format).
import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import { defaultLocale, isLocale, type Locale } from '../../i18n/locales'
import { useT } from '../../shared/locale/useT'
import type { VisitorLanguage } from './visitorSummary'

/** react-intl's locale as one of the site's (English if it is none of them). */
export function useIntlLocale(): Locale {
  const { locale } = useIntl()
  return isLocale(locale) ? locale : defaultLocale
}

export function useVisitorLanguage(): VisitorLanguage {
  const t = useT()
  const intl = useIntl()
  const locale = useIntlLocale()
  return useMemo(() => ({ t, locale, formatNumber: (value: number) => intl.formatNumber(value) }), [t, locale, intl])
}
