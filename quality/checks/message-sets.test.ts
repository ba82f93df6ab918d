// The page's first load carries only its own texts (src/content/messageSets.ts). A `booking.` key used outside
// the booking form's folder would show as its bare key there: every such key must be a page text.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { messageKeys } from '../../src/generated/message-keys.ts'
import { locales } from '../../src/i18n/locales.ts'
import { loadLanguage } from '../../src/content/index.ts'
import { bookingFormMessages } from '../../src/content/bookingMessages.ts'
import { isBookingFormMessage, messageSetOf } from '../../src/content/messageSets.ts'
import { visitMessages } from '../../src/content/visit.ts'

const SRC = path.resolve(import.meta.dirname, '../../src')
const FORM_FOLDER = path.join(SRC, 'features', 'booking')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

describe('message sets', () => {
  it('code outside the booking form uses only texts of the first load', () => {
    const outside = sourceFiles(SRC).filter((file) => !file.startsWith(FORM_FOLDER + path.sep))
    const used = outside.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(booking\.[\w.]+)'/g)].map((m) => m[1]))
    expect(used.length).toBeGreaterThan(0)
    expect(used.filter(isBookingFormMessage)).toEqual([])
  })

  it.each(locales)('%s: every key is in exactly one set, the form set only with the form', async (locale) => {
    const sets = { page: (await loadLanguage(locale)).messages, booking: bookingFormMessages[locale], visit: visitMessages[locale] }
    for (const key of messageKeys) {
      const holders = Object.entries(sets).filter(([, messages]) => key in messages).map(([set]) => set)
      expect(holders, key).toEqual([messageSetOf(key)])
    }
    expect(Object.keys(sets.booking).length).toBeGreaterThan(50)
    expect(Object.keys(sets.visit).length).toBeGreaterThan(10)
  })
})
