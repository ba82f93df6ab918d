// The interface languages; the union is what every message lookup and snapshot is keyed by.
export const locales = ['en', 'zh', 'th'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

// The BCP 47 tag for <html lang>: 'zh-Hans' makes browsers pick Simplified Chinese glyphs,
// where a bare 'zh' may fall back to Japanese or Traditional forms on some systems.
export const htmlLang: Record<Locale, string> = { en: 'en', zh: 'zh-Hans', th: 'th' }

// Open Graph names a language with its region (link previews use it to pick the reader's language).
export const ogLocale: Record<Locale, string> = { en: 'en_US', zh: 'zh_CN', th: 'th_TH' }
