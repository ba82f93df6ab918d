// Thai writes no spaces between words: the browser ends a line where its dictionary ends a word,
// and it reads Phuket's place names as two words each (ป่า|ตอง, "forest" | "must"), so "Patong"
// broke over two lines. A word joiner (U+2060: no width, no break) after each letter of a name keeps
// it whole; a combining vowel or tone mark stays on its letter. Applied to the page's Thai texts
// only: the booking form's texts reach the e-mails, which keep the letters as typed.
import { messageSetOf } from '../../src/content/messageSets.ts'

/** The places the shop's texts and a visitor's Phuket trip name, as Thai writes them. */
export const THAI_PLACE_NAMES = [
  'ป่าตอง', 'กะตะ', 'กะรน', 'กมลา', 'สุรินทร์', 'ภูเก็ต', 'ราไวย์', 'ในหาน', 'ฉลอง', 'บางเทา', 'เชิงทะเล', 'ไม้ขาว', 'ในยาง', 'กะทู้', 'ถลาง',
]


export const WORD_JOINER = '\u2060'
const COMBINING = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/

function joined(name: string): string {
  const letters = [...name]
  return letters.map((letter, i) => (i < letters.length - 1 && !COMBINING.test(letters[i + 1]) ? letter + WORD_JOINER : letter)).join('')
}

const JOINED = THAI_PLACE_NAMES.map((name) => [name, joined(name)] as const)

export function keepThaiPlaceNames(text: string): string {
  return JOINED.reduce((result, [name, whole]) => result.split(name).join(whole), text)
}

/**
 * A language's texts as the page shows them: in Thai, the page's texts (and the reviews' and map's)
 * with place names kept whole; the booking form's texts reach the e-mails, and the meta texts a
 * search result, and stay as written.
 */
export function asOnThePage(locale: string, texts: Record<string, string>): Record<string, string> {
  if (locale !== 'th') return texts
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [key, messageSetOf(key) !== 'booking' && !key.startsWith('meta.') ? keepThaiPlaceNames(text) : text]),
  )
}

/** A copy of `value` with every string under a `th` key (a localized field's Thai) kept whole. */
export function keepThaiPlaceNamesIn<T>(value: T): T {
  if (Array.isArray(value)) return value.map(keepThaiPlaceNamesIn) as T
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, key === 'th' && typeof field === 'string' ? keepThaiPlaceNames(field) : keepThaiPlaceNamesIn(field)]),
  ) as T
}
