// Rules for the messages query result: every key in every language, and the same ICU
// placeholders in each, because react-intl would otherwise render a hole or the raw key.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { got, humanTextProblem, isRecord, isText, LOCALES } from './checks.ts'

const KEY = /^[A-Za-z0-9][\w-]*(\.[\w-]+)*$/

export function validateMessages(result: unknown, problems: string[]): void {
  if (!Array.isArray(result) || result.length === 0) {
    problems.push('messages: no published message documents')
    return
  }
  const counts = new Map<string, number>()
  result.forEach((message: unknown, index) => {
    const m = isRecord(message) ? message : {}
    if (typeof m.key !== 'string' || !KEY.test(m.key)) {
      problems.push(`message #${index + 1}: key must look like "section.name" (${got(m.key)})`)
      return
    }
    const name = `message "${m.key}"`
    counts.set(m.key, (counts.get(m.key) ?? 0) + 1)
    const missing = LOCALES.filter((locale) => !isText(m[locale]))
    if (missing.length) problems.push(`${name}: missing ${missing.join(', ')} text`)

    const placeholders = new Map<string, string>()
    for (const locale of LOCALES) {
      if (!isText(m[locale])) continue
      const problem = humanTextProblem(m[locale])
      if (problem) problems.push(`${name}: ${locale} text ${problem} (${got(m[locale])})`)
      try {
        placeholders.set(locale, [...argumentsOf(parse(m[locale]))].sort().join(', '))
      } catch (error) {
        problems.push(`${name}: ${locale} text is not a valid ICU message (${(error as Error).message})`)
      }
    }
    if (new Set(placeholders.values()).size > 1) {
      const listed = [...placeholders].map(([locale, names]) => `${locale} {${names}}`).join(', ')
      problems.push(`${name}: placeholders must be the same in every language (${listed})`)
    }
  })
  for (const [key, count] of counts) {
    if (count > 1) problems.push(`message "${key}": key is used by ${count} documents (keys must be unique)`)
  }
}

function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue
    names.add(element.type === TYPE.tag ? `<${element.value}>` : element.value)
    if (element.type === TYPE.tag) argumentsOf(element.children, names)
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, names)
    }
  }
  return names
}
