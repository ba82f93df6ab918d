// Every address that comes from the content, checked once for the Studio and the website's sync
// (both import this file): images, the site's own address, and the links to review pages.
//
// Each address is read with the WHATWG URL parser, the one browsers and link-preview fetchers use,
// and accepted only when that parser reads it exactly as written. Whatever the parser would drop or
// rewrite (a tab or line break it deletes, a backslash it turns into "/", "%2e" it treats as a dot,
// "HTTPS:" it lowercases) is refused, so the address the owner sees is the address a visitor's
// browser and LINE's or Facebook's preview fetch.

export type Problem = string | null

/** Images come from Sanity's image CDN (a live dataset) or the site itself (the seed's files). */
export const SANITY_IMAGE_CDN = 'https://cdn.sanity.io/images/'
const SANITY_CDN_ORIGIN = 'https://cdn.sanity.io'

// Printable ASCII without space and backslash: what a browser's address bar copies. Spaces,
// controls (tab, line feed, DEL …), invisible and other non-ASCII characters all fail it.
const PLAIN_ASCII = /^[\x21-\x5B\x5D-\x7E]+$/

// A path on the site: "/" and segments of letters, digits, ".", "_", "~" and "-". No "%" (so no
// encoded dot or slash), no "," or space (a srcset would read a second image), no "?" or "#".
const SITE_PATH = /^(?:\/[A-Za-z0-9._~-]+)+$/
const DOT_SEGMENT = /\/\.{1,2}(?=\/|$)/
// https://cdn.sanity.io/images/<project id>/<dataset>/<asset file>, as the asset's url field gives it.
const SANITY_IMAGE = /^https:\/\/cdn\.sanity\.io\/images\/[a-z0-9]+\/[a-z0-9_-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/

/** Any origin works to resolve against: a site path keeps whichever origin it is resolved on. */
const PROBE_ORIGIN = 'https://site.invalid'

function parse(value: string, base?: string): URL | null {
  try {
    return new URL(value, base)
  } catch {
    return null
  }
}

/** A path on the site's own origin, read by the URL parser exactly as written. */
export function isSitePath(value: string): boolean {
  if (!SITE_PATH.test(value) || DOT_SEGMENT.test(value)) return false
  const url = parse(value, `${PROBE_ORIGIN}/`)
  return url !== null && url.origin === PROBE_ORIGIN && url.pathname === value && url.search === '' && url.hash === ''
}

/** An image on Sanity's image CDN, read by the URL parser exactly as written. */
export function isSanityImageUrl(value: string): boolean {
  if (!SANITY_IMAGE.test(value)) return false
  const url = parse(value)
  return url !== null && url.href === value && url.origin === SANITY_CDN_ORIGIN
}

export function imageUrlProblem(url: string): Problem {
  if (isSitePath(url) || isSanityImageUrl(url)) return null
  return `must be an image of this site (a path such as /content/images/honda-pcx.jpg: letters, digits, ".", "-" and "_" only) or of Sanity's image CDN (${SANITY_IMAGE_CDN}…)`
}

/** The parsed address when `value` is an absolute http(s) address the parser reads exactly as written. */
function exactWebAddress(value: unknown, protocols: readonly string[]): URL | null {
  if (typeof value !== 'string' || !PLAIN_ASCII.test(value)) return null
  const url = parse(value)
  if (!url || !protocols.includes(url.protocol) || url.username || url.password || url.hostname === '') return null
  // "https://example.com" is read as "https://example.com/": the same address.
  const bareOrigin = url.pathname === '/' && !url.search && !url.hash && url.href === `${value}/`
  return url.href === value || bareOrigin ? url : null
}

/** The site's public address: http(s), no user name, query or fragment; a path is allowed (a site in a folder). */
export function siteUrlProblem(value: unknown): Problem {
  const url = exactWebAddress(value, ['https:', 'http:'])
  // Canonical and language addresses are built on it by adding "/?lang=…": it may hold no ? or #.
  return url && !/[?#]/.test(url.href)
    ? null
    : 'Write the full address starting with https://, e.g. https://www.phuketmoto.com (no spaces, nothing after ? or #)'
}

/** A link a visitor follows out of the site: https, no user name or port, exactly as a browser writes it. */
export function isHttpsLink(value: unknown): boolean {
  const url = exactWebAddress(value, ['https:'])
  return url !== null && url.port === ''
}

// The review sites the page links to, by the hosts their share links use: Google (google.com,
// google.co.th …, maps.app.goo.gl, g.page, g.co, share.google), TripAdvisor (tripadvisor.com,
// tripadvisor.co.th …) and Facebook (facebook.com, fb.com, fb.me, fb.watch), with any subdomain.
const COUNTRY_DOMAIN = String.raw`(?:com|co\.[a-z]{2}|com\.[a-z]{2}|[a-z]{2})`
export const REVIEW_SITE_HOSTS = {
  google: new RegExp(String.raw`(?:^|\.)(?:google\.${COUNTRY_DOMAIN}|goo\.gl|g\.page|g\.co|share\.google)$`),
  tripadvisor: new RegExp(String.raw`(?:^|\.)tripadvisor\.${COUNTRY_DOMAIN}$`),
  facebook: /(?:^|\.)(?:facebook\.com|fb\.com|fb\.me|fb\.watch)$/,
} as const
export type ReviewSite = keyof typeof REVIEW_SITE_HOSTS
const SITE_NAMES: Record<ReviewSite, string> = {google: 'Google', tripadvisor: 'TripAdvisor', facebook: 'Facebook'}

// The review sites' own redirectors: a link on them is a Google or Facebook address that sends the
// visitor on to whatever address it carries (google.com/url?q=…, l.facebook.com/l.php?u=…). Also any
// link whose query holds a whole web address or a bare host, however the site names the parameter.
const REDIRECTOR_HOSTS = /^(?:l|lm|m\.l)\.facebook\.com$|^l\.messenger\.com$|^goo\.gl$/
const REDIRECTOR_PATHS = /^\/(?:url|imgres|aclk|amp\/|l\.php|linkshim|ShowUrl|Commerce)/i
const CARRIED_ADDRESS = /^(?:https?:)?\/\/|^https?%3a/i
// A bare host a redirector takes as well, with no scheme ("?u=evil.example", "?q=evil.example/page"):
// Facebook's link warning (facebook.com/flx/warn/?u=…) and Google's "I'm Feeling Lucky" search
// (google.com/search?btnI&q=…) send the visitor there. Labels, then a top-level domain of letters.
const CARRIED_HOST = /^(?:[a-z0-9-]+\.)+[a-z]{2,}\.?(?:[:/?#]|$)/i

/** Why an https link is a redirector, or null when it is not one. */
export function redirectorProblem(value: unknown): Problem {
  if (!isHttpsLink(value)) return null
  const url = new URL(value as string)
  const redirects =
    REDIRECTOR_HOSTS.test(url.hostname) ||
    REDIRECTOR_PATHS.test(url.pathname) ||
    [...url.searchParams.values()].some((carried) => CARRIED_ADDRESS.test(carried) || CARRIED_HOST.test(carried))
  return redirects
    ? 'The link passes the visitor on to another address (a redirect link, e.g. google.com/url?q=… or l.facebook.com/l.php?u=…): open it, then copy the address of the review page it shows'
    : null
}

/** The review site an https link belongs to, or null when it is on none of them (a redirector is on none). */
export function reviewSiteOf(value: unknown): ReviewSite | null {
  if (!isHttpsLink(value) || redirectorProblem(value)) return null
  const host = new URL(value as string).hostname
  return (Object.keys(REVIEW_SITE_HOSTS) as ReviewSite[]).find((site) => REVIEW_SITE_HOSTS[site].test(host)) ?? null
}

/**
 * A link to a page on the review site `source` names. A review given in person may keep a link to
 * the same review on one of the sites (the Studio warns about it); any other source takes its own
 * site's links only. Says nothing when there is no link, or when the link is refused for its form.
 */
export function linkSourceProblem(url: unknown, source: unknown): Problem {
  if (!isHttpsLink(url)) return null
  const redirect = redirectorProblem(url)
  if (redirect) return redirect
  const site = reviewSiteOf(url)
  if (source !== 'google' && source !== 'tripadvisor' && source !== 'facebook') {
    return site ? null : 'The link must be a page on Google, TripAdvisor or Facebook'
  }
  return site === source ? null : `The link must be a page on ${SITE_NAMES[source]}, the site chosen above: copy the address from that page`
}
