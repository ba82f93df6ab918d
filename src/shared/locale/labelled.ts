// 'LINE: @handle', 'Engine: 150cc': a label and its value as the language punctuates them (the
// website text `format.labelled`: 'LINE：@handle' with a full-width colon in Chinese). The value is
// often an element (a link) or shown apart from a label only screen readers hear, so this gives the
// text before and after it; the words never carry an ASCII colon written in a component.
import type { MessageKey } from '../../content'

// Stands for the value while the text is formatted: a private-use character no text contains.
const VALUE_MARK = '\uE000'

export function labelledParts(t: (key: MessageKey, values?: Record<string, string | number>) => string, label: string): [before: string, after: string] {
  const [before, after = ''] = t('format.labelled', { label, value: VALUE_MARK }).split(VALUE_MARK)
  return [before, after]
}
