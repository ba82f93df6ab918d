// The language-dependent tags of <head> (written in English at build time by site-build/seo) kept in
// the visitor's language: crawlers that run scripts and share previews of ?lang= URLs read these.
import { defaultLocale, ogLocale, type Locale } from './locales'

const setContent = (selector: string, value: string) => document.head.querySelector(selector)?.setAttribute('content', value)

export function applyDocumentMeta(locale: Locale, title: string, description: string): void {
  document.title = title
  setContent('meta[name="description"]', description)
  setContent('meta[property="og:title"]', title)
  setContent('meta[property="og:description"]', description)
  setContent('meta[name="twitter:title"]', title)
  setContent('meta[name="twitter:description"]', description)
  setContent('meta[property="og:locale"]', ogLocale[locale])
  // The site's address comes from the build (x-default is the bare site): no second configuration here.
  const site = document.head.querySelector<HTMLLinkElement>('link[rel="alternate"][hreflang="x-default"]')?.href
  if (!site) return
  const url = locale === defaultLocale ? site : `${site}?lang=${locale}`
  document.head.querySelector('link[rel="canonical"]')?.setAttribute('href', url)
  setContent('meta[property="og:url"]', url)
}
