// The booking form's texts in every language (src/content/messageSets.ts). Imported only by the
// form's chunk: the home page's first load never carries them. All three languages come with the
// form, so a language switch while the form is open changes its texts in the same render.
import enBooking from '../generated/messages.en.booking.ast.json'
import zhBooking from '../generated/messages.zh.booking.ast.json'
import thBooking from '../generated/messages.th.booking.ast.json'
import type { Locale } from '../i18n/locales'
import type { Messages } from '.'

export const bookingFormMessages: Record<Locale, Messages> = {
  en: enBooking.messages as Messages,
  zh: zhBooking.messages as Messages,
  th: thBooking.messages as Messages,
}
