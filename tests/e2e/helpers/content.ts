// The synced snapshots as the e2e tests expect them (read from disk: Node's ESM loader wants
// import attributes for JSON, and the texts must be the ones the build was made from).
import { readFileSync } from 'node:fs'
import type { SiteSettings } from '../../../src/content'
import type { MessageTexts } from '../../../src/content/messageTexts'
import type { Locale } from '../../../src/i18n/locales'

const read = (name: string) => JSON.parse(readFileSync(new URL(`../../../src/generated/${name}`, import.meta.url), 'utf8'))

export const messages: Record<Locale, MessageTexts> = {
  en: read('messages.en.json').messages,
  zh: read('messages.zh.json').messages,
  th: read('messages.th.json').messages,
}

export const settings: SiteSettings = read('settings.json').item
