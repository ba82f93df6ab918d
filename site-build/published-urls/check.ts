// Every address the built pages hold, read as a browser reads it: the attribute decoded by an HTML
// parser, each srcset candidate split as HTML splits them, then resolved against the page by the
// WHATWG URL parser (which drops tabs and line breaks and reads "\" as "/"). Each must lead where
// the page means it to:
//   - what a browser or a link preview loads (images, scripts, icons, og:image, JSON-LD images):
//     the site's own origin or Sanity's image CDN, or an inline data: image;
//   - the page's own addresses (canonical, hreflang, og:url, JSON-LD url and @id, form actions):
//     the site's origin only;
//   - links a visitor follows: the site, a phone number, the map, chat and review sites the page
//     links to on purpose (below).
// The build runs it on every page it writes (./vitePlugin.ts) and stops on a finding.
import { readFile, readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { JSDOM } from 'jsdom'
import { reviewSiteOf } from '../../rules/content/urls.ts'

/** Where the page links on purpose: Google Maps and Apple Maps (the shop's position), LINE and WhatsApp (chat), schema.org (JSON-LD's vocabulary). */
export const LINKED_ORIGINS = ['https://www.google.com', 'https://maps.apple.com', 'https://line.me', 'https://wa.me', 'https://schema.org'] as const
export const IMAGE_CDN_ORIGIN = 'https://cdn.sanity.io'

export type Kind = 'resource' | 'page' | 'link'
export type Finding = { file: string; where: string; value: string; resolved: string; kind: Kind }
export type Scan = { findings: Finding[]; checked: Record<Kind, number> }

/** The candidate URLs of a srcset, as HTML's "parse a srcset attribute" splits them. */
export function srcsetUrls(value: string): string[] {
  const urls: string[] = []
  let at = 0
  const space = /[\t\n\f\r ]/
  while (at < value.length) {
    while (at < value.length && (space.test(value[at]) || value[at] === ',')) at++
    if (at >= value.length) break
    let end = at
    while (end < value.length && !space.test(value[end])) end++
    let url = value.slice(at, end)
    at = end
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '')
    } else {
      // Descriptors run to the next comma outside parentheses.
      let depth = 0
      while (at < value.length && !(value[at] === ',' && depth === 0)) {
        if (value[at] === '(') depth++
        else if (value[at] === ')') depth = Math.max(0, depth - 1)
        at++
      }
    }
    urls.push(url)
  }
  return urls
}

const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*?))\s*\)/gi
const cssUrls = (text: string) => [...text.matchAll(CSS_URL)].map((match) => match[1] ?? match[2] ?? match[3] ?? '')

const PAGE_RELS = new Set(['canonical', 'alternate'])
const RESOURCE_META = new Set(['og:image', 'og:image:url', 'og:image:secure_url', 'og:video', 'og:audio', 'twitter:image', 'twitter:image:src'])
const PAGE_META = new Set(['og:url'])

type Seen = { where: string; value: string; kind: Kind }

function attributeAddresses(element: Element): Seen[] {
  const tag = element.localName
  const seen: Seen[] = []
  const add = (where: string, value: string, kind: Kind) => seen.push({ where: `${tag} ${where}`, value, kind })
  for (const { name, value } of Array.from(element.attributes)) {
    if (name === 'srcset' || name === 'imagesrcset') srcsetUrls(value).forEach((url) => add(name, url, 'resource'))
    else if (name === 'href' && (tag === 'a' || tag === 'area')) add(name, value, 'link')
    else if (name === 'href' && tag === 'link') add(`rel=${element.getAttribute('rel')} href`, value, (element.getAttribute('rel') ?? '').split(/\s+/).some((rel) => PAGE_RELS.has(rel)) ? 'page' : 'resource')
    else if (name === 'href' && tag === 'base') add(name, value, 'page')
    else if (['action', 'formaction', 'ping'].includes(name)) add(name, value, 'page')
    else if (name === 'cite') add(name, value, 'link')
    else if (['src', 'poster', 'data', 'background', 'href', 'xlink:href', 'manifest'].includes(name)) add(name, value, 'resource')
    else if (name === 'content' && tag === 'meta') {
      const property = element.getAttribute('property') ?? element.getAttribute('name') ?? ''
      if (RESOURCE_META.has(property)) add(property, value, 'resource')
      else if (PAGE_META.has(property)) add(property, value, 'page')
      else if (element.getAttribute('http-equiv')?.toLowerCase() === 'refresh') add('refresh', value.replace(/^[^;]*;\s*url\s*=\s*/i, ''), 'page')
    }
    if (/url\(/i.test(value)) cssUrls(value).forEach((url) => add(`${name} url()`, url, 'resource'))
  }
  return seen
}

// Any other JSON-LD string is an address when a reader would follow it: a scheme that fetches or runs
// something, or a "//host" start. ("Moto: Phuket" as a name is text, not the scheme "moto:".)
const ADDRESS_LIKE = /^(?:(?:https?|ftp|file|data|javascript|vbscript|tel|mailto|blob):|\/\/|\\\\)/i

/** The addresses of a JSON-LD block: images and logos are loaded; url and @id are the page's own; the rest are links. */
function jsonLdAddresses(json: unknown, key = ''): Seen[] {
  if (Array.isArray(json)) return json.flatMap((item) => jsonLdAddresses(item, key))
  if (json && typeof json === 'object') {
    return Object.entries(json).flatMap(([name, value]) => {
      const inImage = key === 'image' || key === 'logo'
      return jsonLdAddresses(value, inImage && (name === 'url' || name === 'contentUrl') ? key : name)
    })
  }
  if (typeof json !== 'string') return []
  // Read as the URL parser would: tabs and line breaks dropped, leading controls and spaces trimmed.
  // eslint-disable-next-line no-control-regex
  const asParsed = json.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '')
  const kind: Kind | null = key === 'image' || key === 'logo' ? 'resource' : key === 'url' || key === '@id' ? 'page' : ADDRESS_LIKE.test(asParsed) ? 'link' : null
  return kind ? [{ where: `JSON-LD ${key}`, value: json, kind }] : []
}

function allowed(kind: Kind, url: URL, site: string): boolean {
  if (url.origin === site) return true
  if (kind === 'page') return false
  if (kind === 'resource') return url.origin === IMAGE_CDN_ORIGIN || (url.protocol === 'data:' && /^image\//i.test(url.pathname))
  return url.protocol === 'tel:' || (LINKED_ORIGINS as readonly string[]).includes(url.origin) || reviewSiteOf(url.href) !== null
}

/** Every address of one page that leads somewhere the page does not mean to. */
export function scanPage(html: string, siteUrl: string, file = 'page'): Scan {
  const page = `${siteUrl.replace(/\/+$/, '')}/`
  const site = new URL(page).origin
  const { document } = new JSDOM(html).window
  const seen: Seen[] = Array.from(document.querySelectorAll('*')).flatMap(attributeAddresses)
  for (const style of Array.from(document.querySelectorAll('style'))) cssUrls(style.textContent ?? '').forEach((value) => seen.push({ where: 'style url()', value, kind: 'resource' }))
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
    let json: unknown
    try {
      json = JSON.parse(script.textContent ?? '')
    } catch {
      seen.push({ where: 'JSON-LD (unreadable)', value: (script.textContent ?? '').slice(0, 80), kind: 'page' })
      continue
    }
    seen.push(...jsonLdAddresses(json))
  }
  const checked: Record<Kind, number> = { resource: 0, page: 0, link: 0 }
  const findings: Finding[] = []
  for (const { where, value, kind } of seen) {
    checked[kind]++
    let url: URL | null = null
    try {
      url = new URL(value, page)
    } catch {
      // An address no browser can read leads nowhere: reported below all the same.
    }
    if (!url || !allowed(kind, url, site)) findings.push({ file, where, value, resolved: url?.href ?? '(not an address)', kind })
  }
  return { findings, checked }
}

/** Every HTML page under `dir`. */
export async function scanBuild(dir: string, siteUrl: string): Promise<Scan & { pages: number }> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name))
  const total: Scan & { pages: number } = { findings: [], checked: { resource: 0, page: 0, link: 0 }, pages: pages.length }
  for (const file of pages) {
    const { findings, checked } = scanPage(await readFile(file, 'utf8'), siteUrl, relative(process.cwd(), file))
    total.findings.push(...findings)
    for (const kind of Object.keys(checked) as Kind[]) total.checked[kind] += checked[kind]
  }
  return total
}

export const describeFinding = ({ file, where, value, resolved }: Finding) =>
  `${file}: ${where} ${JSON.stringify(value)} leads to ${resolved}`
