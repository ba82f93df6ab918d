// The form's own texts (src/content/bookingMessages.ts) added to the page's, in the language the
// page shows now. Everything inside the booking chunk reads its texts through this provider.
import { useDeferredValue, useMemo, type ReactNode } from 'react'
import { IntlProvider, useIntl } from 'react-intl'
import { bookingFormMessages } from '../../content/bookingMessages'
import { handleIntlError } from '../../i18n/intlErrors'
import { defaultLocale, isLocale } from '../../i18n/locales'

export function BookingMessages({ open, children }: { open: boolean; children: ReactNode }) {
  const page = useIntl()
  // The form is rendered while closed (BookingDialogProvider): a language switch then reaches it in
  // a later, interruptible render, so the page reads in the new language without waiting for the
  // form's texts. An open form follows at once, in the same render as the page.
  const deferred = useDeferredValue(page)
  const shown = open ? page : deferred
  const locale = isLocale(shown.locale) ? shown.locale : defaultLocale
  const messages = useMemo(() => ({ ...shown.messages, ...bookingFormMessages[locale] }), [shown.messages, locale])
  return (
    <IntlProvider locale={shown.locale} defaultLocale={defaultLocale} messages={messages} onError={handleIntlError}>
      {children}
    </IntlProvider>
  )
}
