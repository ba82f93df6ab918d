// The form's language as react-intl holds it (BookingMessages sets it from the page's): the locale,
// and what visitorSummary.ts needs to write in it (t(), number format).
import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import { useT } from '../../shared/locale/useT'
import { useIntlLocale } from '../../shared/locale/useIntlLocale'
import type { VisitorLanguage } from './visitorSummary'

export { useIntlLocale }

export function useVisitorLanguage(): VisitorLanguage {
  const t = useT()
  const intl = useIntl()
  const locale = useIntlLocale()
  return useMemo(() => ({ t, locale, formatNumber: (value: number) => intl.formatNumber(value) }), [t, locale, intl])
}
