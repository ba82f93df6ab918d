// The page's English texts, loaded synchronously: for component tests, which render without waiting
// for a language chunk. The app itself loads them as a chunk (./index.ts loadMessages).
import enSnapshot from '../generated/messages.en.ast.json'
import type { Messages } from './index'

export const englishMessages = enSnapshot.messages as Messages
