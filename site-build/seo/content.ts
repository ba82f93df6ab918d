// What the search/share tags are made of, read from the synced snapshots (src/generated) at build
// time, so a price or phone changed in the Studio reaches the HTML with the next sync + build.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { BikesQueryResult, SiteSettingsQueryResult } from '../../src/generated/sanity.types.ts'
import type { LanguageContent } from '../../src/content/languageContent.ts'
import type { ShopVisit } from '../../src/content/visit.ts'
import { siteUrlProblem } from '../../rules/content/urls.ts'

// The site's languages, from the one module the app uses too.
import { locales as SEO_LOCALES, type Locale as SeoLocale } from '../../src/i18n/locales.ts'

export { SEO_LOCALES, type SeoLocale }

export type SeoContent = {
  settings: Omit<NonNullable<SiteSettingsQueryResult>, 'addressLine'>
  bikes: Omit<BikesQueryResult[number], 'features'>[]
  visit: ShopVisit
  messages: Record<SeoLocale, Record<string, string>>
  /** The content's words per language (the address line, bike features): in each language's page file. */
  words: Record<SeoLocale, LanguageContent>
}

export function readSeoContent(root: string): SeoContent {
  const read = (file: string) => JSON.parse(readFileSync(path.join(root, 'src', 'generated', file), 'utf8'))
  const perLanguage = <T>(file: (locale: SeoLocale) => string, pick: (json: { messages: unknown; content: unknown }) => unknown) =>
    Object.fromEntries(SEO_LOCALES.map((locale) => [locale, pick(read(file(locale)))])) as Record<SeoLocale, T>
  return {
    settings: read('settings.json').item,
    bikes: read('bikes.json').items,
    visit: read('visit.json').item,
    messages: perLanguage((locale) => `messages.${locale}.json`, (json) => json.messages),
    words: perLanguage((locale) => `messages.${locale}.ast.json`, (json) => json.content),
  }
}

/**
 * The public address: VITE_SITE_URL when the build sets it, else the Studio's siteUrl. Absolute
 * http(s) only, without a trailing slash; https for a production build (canonical, share and
 * JSON-LD addresses are published with it); anything else stops the build with the reason.
 */
export function resolveSiteUrl(envValue: string | undefined, studioValue: string | null | undefined, { requireHttps = false } = {}): string {
  const raw = envValue?.trim() || studioValue?.trim()
  const source = envValue?.trim() ? 'VITE_SITE_URL' : 'siteSettings.siteUrl (Studio: Shop settings → Website)'
  if (!raw) throw new Error('The site address is not set: set siteSettings.siteUrl in the Studio or VITE_SITE_URL for the build')
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`${source} must be a full address like https://www.phuketmoto.com (got "${raw}")`)
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash) {
    throw new Error(`${source} must be an http(s) address without ? or # (got "${raw}")`)
  }
  // The shared rule the Studio and the sync apply: refuses what the parser would silently rewrite
  // (a tab it drops, a backslash it turns into "/", a user name before the host).
  if (siteUrlProblem(raw)) {
    throw new Error(`${source} must be written as a browser writes it: no spaces, control characters, backslashes or user name (got ${JSON.stringify(raw)})`)
  }
  if (requireHttps && url.protocol !== 'https:') {
    throw new Error(`${source} must be an https address for a production build (got "${raw}"); build with --mode development for a local http address`)
  }
  return url.href.replace(/\/+$/, '')
}
