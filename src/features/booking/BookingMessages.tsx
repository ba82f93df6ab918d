// The form's own texts (src/content/bookingMessages.ts) added to the page's, in the language the
// page shows now. Everything inside the booking chunk reads its texts through this provider.
import { useMemo, type ReactNode } from 'react'
import { IntlProvider, useIntl } from 'react-intl'
import { bookingFormMessages } from '../../content/bookingMessages'
import { handleIntlError } from '../../i18n/intlErrors'
import { defaultLocale } from '../../i18n/locales'
import { useIntlLocale } from './useVisitorLanguage'

export function BookingMessages({ children }: { children: ReactNode }) {
  const page = useIntl()
  const locale = useIntlLocale()
  const messages = useMemo(() => ({ ...page.messages, ...bookingFormMessages[locale] }), [page.messages, locale])
  return (
    <IntlProvider locale={page.locale} defaultLocale={defaultLocale} messages={messages} onError={handleIntlError}>
      {children}
    </IntlProvider>
  )
}
