// A part of the page that brings its own texts (src/content/messageSets.ts: the booking form's,
// the reviews' and map's) adds them to the page's, in the language `page` shows.
import { useMemo, type ReactNode } from 'react'
import { IntlProvider, useIntl, type IntlShape } from 'react-intl'
import type { Messages } from '../content'
import { handleIntlError } from '../i18n/intlErrors'
import { defaultLocale, isLocale, type Locale } from '../i18n/locales'

type Props = { messages: Record<Locale, Messages>; page?: IntlShape; children: ReactNode }

export function ExtraMessages({ messages, page, children }: Props) {
  const current = useIntl()
  const shown = page ?? current
  const locale = isLocale(shown.locale) ? shown.locale : defaultLocale
  const merged = useMemo(() => ({ ...shown.messages, ...messages[locale] }), [shown.messages, messages, locale])
  return (
    <IntlProvider locale={shown.locale} defaultLocale={defaultLocale} messages={merged} onError={handleIntlError}>
      {children}
    </IntlProvider>
  )
}
