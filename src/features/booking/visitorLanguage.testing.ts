// Tests only: a VisitorLanguage made with react-intl over the real snapshot messages (page + form).
import { createIntl } from 'react-intl'
import { loadLanguage, type MessageKey } from '../../content'
import { bookingFormMessages } from '../../content/bookingMessages'
import type { Locale } from '../../i18n/locales'
import type { VisitorLanguage } from './visitorSummary'

export async function visitorLanguage(locale: Locale): Promise<VisitorLanguage> {
  const messages = { ...(await loadLanguage(locale)).messages, ...bookingFormMessages[locale] }
  const intl = createIntl({ locale, defaultLocale: 'en', messages, onError: (error) => { throw error } })
  return {
    t: (key: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values),
    locale,
    formatNumber: (value: number) => intl.formatNumber(value),
  }
}
