// The interface languages; the union is what every message lookup and snapshot is keyed by.
export const locales = ['en', 'zh', 'th'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}
