// The page's English texts and the content's English words, loaded synchronously: for component
// tests, which render without waiting for a language chunk. The app itself loads them as a chunk
// (./index.ts loadLanguage).
import enSnapshot from '../generated/messages.en.ast.json'
import type { LanguageContent, Messages } from './index'

export const englishMessages = enSnapshot.messages as Messages
export const englishContent: LanguageContent = enSnapshot.content
