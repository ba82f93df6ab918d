// The zh and th documents get <head> in their language: title, description, share cards, canonical
// and og:locale, the same tags src/i18n/documentMeta.ts keeps current in the browser. site-build/seo
// writes them in English into the template; every edit must find its tag exactly once.

import { escapeHtml } from '../html/safe.ts'
import { replaceOnce } from './documents.ts'

export type HeadText = { title: string; description: string; url: string; ogLocale: string; ogAlternates: string[] }

const setContent = (html: string, attribute: string, name: string, value: string) =>
  replaceOnce(html, new RegExp(`<meta ${attribute}="${name}" content="[^"]*"`), `<meta ${attribute}="${name}" content="${escapeHtml(value)}"`)

export function localizeHead(html: string, text: HeadText): string {
  let out = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(text.title)}</title>`)
  out = setContent(out, 'name', 'description', text.description)
  out = setContent(out, 'property', 'og:title', text.title)
  out = setContent(out, 'property', 'og:description', text.description)
  out = setContent(out, 'name', 'twitter:title', text.title)
  out = setContent(out, 'name', 'twitter:description', text.description)
  out = setContent(out, 'property', 'og:url', text.url)
  out = setContent(out, 'property', 'og:locale', text.ogLocale)
  out = replaceOnce(out, /<link rel="canonical" href="[^"]*"/, `<link rel="canonical" href="${escapeHtml(text.url)}"`)
  const alternates = text.ogAlternates.map((locale) => `<meta property="og:locale:alternate" content="${locale}">`).join('\n    ')
  const existing = /(?:<meta property="og:locale:alternate" content="[^"]*">\s*)+/
  if (!existing.test(out)) throw new Error('Prerender: no og:locale:alternate tags in <head>')
  return out.replace(existing, (whole) => alternates + whole.slice(whole.trimEnd().length))
}
