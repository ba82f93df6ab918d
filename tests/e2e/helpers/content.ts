// The synced snapshots as the e2e tests expect them (read from disk: Node's ESM loader wants
// import attributes for JSON, and the texts must be the ones the build was made from).
import { readFileSync } from 'node:fs'
import { createIntl } from 'react-intl'
import type { SiteSettings } from '../../../src/content'
import type { DeliveryContent } from '../../../src/content/delivery'
import type { ExtrasContent } from '../../../src/content/extras'
import type { MessageTexts } from '../../../src/content/messageTexts'
import { defaultLocale, perLocale, type Locale } from '../../../src/i18n/locales'
import type { MessageKey } from '../../../src/generated/message-keys'

const read = (name: string) => JSON.parse(readFileSync(new URL(`../../../src/generated/${name}`, import.meta.url), 'utf8'))

/** Each language's texts as the page shows them (Thai place names kept whole: pipeline/snapshots/thaiPlaceNames.ts). */
export const messages: Record<Locale, MessageTexts> = perLocale((locale) => read(`messages.${locale}.json`).messages)

export const settings: SiteSettings = read('settings.json').item

/** The delivery areas and the deposit's sentence on documents, every language. */
export const delivery: DeliveryContent = read('delivery.json').item

/** The extras and cover levels, every language. */
export const extrasContent: ExtrasContent = read('extras.json').item

const intls = new Map<Locale, ReturnType<typeof createIntl>>()

/** A message as the site shows it: formatted by react-intl with the site's locale, not by hand. */
export function formatText(locale: Locale, key: MessageKey, values?: Record<string, string | number>): string {
  let intl = intls.get(locale)
  if (!intl) intls.set(locale, (intl = createIntl({ locale, defaultLocale, messages: messages[locale] })))
  return intl.formatMessage({ id: key }, values)
}
