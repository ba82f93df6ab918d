// The messages as the page shows them (plain ICU strings; in Thai, place names kept whole:
// pipeline/snapshots/thaiPlaceNames.ts), for tests that look for a rendered text. The app loads the precompiled AST from ./index.ts and never imports this module.
import type { Locale } from '../i18n/locales'
import type { MessageKey } from '../generated/message-keys'
import { perLanguageFile } from './perLanguage'

export type MessageTexts = Record<MessageKey, string>

const loaders = perLanguageFile(
  import.meta.glob<{ messages: unknown }>(['../generated/messages.*.json', '!../generated/messages.*.*.json'], { import: 'default' }),
  (locale) => `../generated/messages.${locale}.json`,
)

export async function loadMessageTexts(locale: Locale): Promise<MessageTexts> {
  return (await loaders[locale]()).messages as MessageTexts
}
