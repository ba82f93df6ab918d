// The interface languages: the one list. Everything that runs, builds, tests or hosts per
// language (snapshots, documents, hreflang, host rewrites, the Studio's fields, e2e loops) reads
// it from here, so a new language is an entry below plus its content (docs/adding-a-language.md).
// No imports: the Studio, the scripts and the inline head script all load this file.

/** What the code needs to know of a language beyond its texts (the texts come from the Studio). */
export type LanguageFacts = {
  /** BCP 47 tag for <html lang> and Intl: 'zh-Hans' makes browsers pick Simplified Chinese glyphs, where a bare 'zh' may fall back to Japanese or Traditional forms. */
  htmlLang: string
  /** Open Graph names a language with its region (link previews use it to pick the reader's language). */
  ogLocale: string
  /** The language's own name: the language menu, the Studio's field titles. */
  nativeName: string
  /** Its English name: the Studio's field titles and "Missing a translation". */
  englishName: string
  /**
   * The calendar its readers write years in, for every date a visitor reads (the form, the
   * confirmation, the chat summary, the reviews): Thai in the Buddhist era (2569), the others in
   * the Gregorian calendar. The shop's e-mail is English and Gregorian whatever the visitor's
   * language (docs/decisions/thai-dates-buddhist-era.md).
   */
  calendar: 'gregory' | 'buddhist'
  /**
   * The currency its visitors most likely count in (ISO 4217), shown first beside the baht when the
   * shop lists a rate for it (src/shared/currency/choice.ts); null where no one currency fits:
   * English is read by visitors from Australia, Britain, Europe, India and America alike, Thai by
   * those who count in baht.
   */
  currency: string | null
  /** The flag in the language menu (src/features/navigation/Flag.tsx draws it). */
  flag: 'unitedKingdom' | 'china' | 'thailand' | 'russia'
  /**
   * The system faces of its script, named on :lang() (docs/decisions/system-fonts.md), or null
   * when the default stack (system-ui and the Latin faces) already covers it. Cyrillic is in
   * DejaVu, Liberation, Noto Sans, Segoe UI and San Francisco, so Russian needs none.
   */
  fonts: null | {
    faces: string[]
    /** Before system-ui where Latin and the script must come from one face (CJK), after it where the script's faces draw Latin badly (Thai's Loma). */
    beforeSystemUi: boolean
    /** Only 400 and 700: the script's system faces have no other weights. */
    twoWeights: boolean
    /** Taller lines for stacked marks (Thai tone marks clip at 1.5); headings too, over the recipes' tight ones. */
    lineHeight?: { body: string; headings: string }
  }
}

// Every language the code is ready for. A language is offered once its code is in `locales`
// below; an entry here alone costs nothing.
export const knownLanguages = {
  en: { htmlLang: 'en', ogLocale: 'en_US', nativeName: 'English', englishName: 'English', calendar: 'gregory', currency: null, flag: 'unitedKingdom', fonts: null },
  zh: {
    htmlLang: 'zh-Hans',
    ogLocale: 'zh_CN',
    nativeName: '中文',
    englishName: 'Chinese',
    calendar: 'gregory',
    currency: 'CNY',
    flag: 'china',
    fonts: {
      faces: ['Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei'],
      beforeSystemUi: true,
      twoWeights: true,
    },
  },
  th: {
    htmlLang: 'th',
    ogLocale: 'th_TH',
    nativeName: 'ไทย',
    englishName: 'Thai',
    calendar: 'buddhist',
    currency: null,
    flag: 'thailand',
    fonts: { faces: ['Noto Sans Thai', 'Loma', 'Leelawadee UI', 'Thonburi', 'Tahoma'], beforeSystemUi: false, twoWeights: true, lineHeight: { body: '1.75', headings: '1.5' } },
  },
  ru: { htmlLang: 'ru', ogLocale: 'ru_RU', nativeName: 'Русский', englishName: 'Russian', calendar: 'gregory', currency: 'RUB', flag: 'russia', fonts: null },
} as const satisfies Record<string, LanguageFacts>
export type KnownLanguage = keyof typeof knownLanguages

/** The languages the site offers, in menu order; the first is the default (index.html). */
export const locales = ['en', 'zh', 'th', 'ru'] as const satisfies readonly KnownLanguage[]
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = locales[0]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The facts of one offered language. */
export function languageFacts(locale: Locale): LanguageFacts {
  return knownLanguages[locale]
}

/** A record with a value for every offered language, built from the list (never spelled by hand). */
export function perLocale<T>(value: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, value(locale)])) as Record<Locale, T>
}

export const htmlLang: Record<Locale, string> = /* @__PURE__ */ perLocale((locale) => knownLanguages[locale].htmlLang)
export const ogLocale: Record<Locale, string> = /* @__PURE__ */ perLocale((locale) => knownLanguages[locale].ogLocale)

/** The Intl locale for a date a visitor reads: the page's language with its calendar spelled out ('th-u-ca-buddhist', 'zh-Hans-u-ca-gregory'). */
export function dateLocale(locale: Locale): string {
  return `${knownLanguages[locale].htmlLang}-u-ca-${knownLanguages[locale].calendar}`
}
