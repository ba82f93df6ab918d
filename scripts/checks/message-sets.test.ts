// The page's first load carries only its own texts (src/content/messageSets.ts). A `booking.` key used outside
// the booking form's folder would show as its bare key there: every such key must be a page text.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { messageKeys } from '../../src/generated/message-keys.ts'
import { locales } from '../../src/i18n/locales.ts'
import { loadMessages } from '../../src/content/index.ts'
import { bookingFormMessages } from '../../src/content/bookingMessages.ts'
import { isBookingFormMessage } from '../../src/content/messageSets.ts'

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
    const page = await loadMessages(locale)
    const form = bookingFormMessages[locale]
    for (const key of messageKeys) {
      expect([key in page, key in form], key).toEqual(isBookingFormMessage(key) ? [false, true] : [true, false])
    }
    expect(Object.keys(form).length).toBeGreaterThan(50)
  })
})
