// The messages as the owner wrote them (plain ICU strings), for tests that look for a rendered
// text. The app loads the precompiled AST from ./index.ts and never imports this module.
import type { Locale } from '../i18n/locales'
import type { MessageKey } from '../generated/message-keys'

export type MessageTexts = Record<MessageKey, string>

const loaders: Record<Locale, () => Promise<{ default: { messages: Record<string, string> } }>> = {
  en: () => import('../generated/messages.en.json'),
  zh: () => import('../generated/messages.zh.json'),
  th: () => import('../generated/messages.th.json'),
}

export async function loadMessageTexts(locale: Locale): Promise<MessageTexts> {
  return (await loaders[locale]()).default.messages as MessageTexts
}
