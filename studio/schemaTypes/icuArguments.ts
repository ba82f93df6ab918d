// The placeholders of a website text, read with the ICU parser the website itself uses (react-intl;
// the sync checks the same way in pipeline/validate/messages.ts), so the Studio accepts exactly
// what the website can show. A regex missed ICU plural arguments once; a parser cannot.
import {parse, TYPE, type MessageFormatElement} from '@formatjs/icu-messageformat-parser'

function collect(elements: MessageFormatElement[], names: Set<string>): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue
    names.add(element.type === TYPE.tag ? `<${element.value}>` : `{${element.value}}`)
    if (element.type === TYPE.tag) collect(element.children, names)
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) collect(option.value, names)
    }
  }
  return names
}

export type IcuReading = {ok: true; placeholders: string[]} | {ok: false; problem: string}

/** `{price}`, `{seconds}` of `{seconds, plural, …}`, `<b>` of `<b>…</b>`: sorted, each once. */
export function readPlaceholders(text: string): IcuReading {
  try {
    return {ok: true, placeholders: [...collect(parse(text), new Set())].sort()}
  } catch (error) {
    return {ok: false, problem: error instanceof Error ? error.message : String(error)}
  }
}
