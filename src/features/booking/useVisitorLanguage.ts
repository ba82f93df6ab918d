// The form's language as visitorSummary.ts needs it: react-intl's t(), locale and number format.
import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import { defaultLocale, isLocale } from '../../i18n/locales'
import { useT } from '../../i18n/useT'
import type { VisitorLanguage } from './visitorSummary'

export function useVisitorLanguage(): VisitorLanguage {
  const t = useT()
  const intl = useIntl()
  const locale = isLocale(intl.locale) ? intl.locale : defaultLocale
  return useMemo(() => ({ t, locale, formatNumber: (value: number) => intl.formatNumber(value) }), [t, locale, intl])
}
