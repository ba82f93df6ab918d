// The site ships its messages already parsed to the ICU AST (what `formatjs compile --ast` writes),
// so the browser bundle runs react-intl without the ICU parser (vite.config.ts aliases it to
// no-parser). Validation still reads the source strings; this only runs on validated content.
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'

export type CompiledMessages = Record<string, MessageFormatElement[]>

/** Default parse options on purpose: the same AST react-intl would build from the string at runtime. */
export function compileMessages(texts: Record<string, string>): CompiledMessages {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, parse(text)]))
}
