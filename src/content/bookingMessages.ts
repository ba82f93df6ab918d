// The booking form's texts in every language (src/content/messageSets.ts). Imported only by the
// form's chunk: the home page's first load never carries them. Every language comes with the
// form, so a language switch while the form is open changes its texts in the same render.
import { perLocale, type Locale } from '../i18n/locales'
import type { Messages } from '.'
import { perLanguageFile } from './perLanguage'

const files = import.meta.glob<{ messages: unknown }>('../generated/messages.*.booking.ast.json', { eager: true, import: 'default' })
const perLanguage = perLanguageFile(files, (locale) => `../generated/messages.${locale}.booking.ast.json`)

export const bookingFormMessages: Record<Locale, Messages> = perLocale((locale) => perLanguage[locale].messages as Messages)
