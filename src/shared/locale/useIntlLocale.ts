// The language react-intl renders in (the page's, and the booking form's inside it) as one of the
// site's, English if it is none of them: a part rendered with its texts alone (a component test,
// the form) needs no other provider to know it.
import { useIntl } from 'react-intl'
import { defaultLocale, isLocale, type Locale } from '../../i18n/locales'

export function useIntlLocale(): Locale {
  const { locale } = useIntl()
  return isLocale(locale) ? locale : defaultLocale
}
