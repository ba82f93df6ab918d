// The security headers of the static site, from one place: the CSP allows the inline scripts the
// code ships by their sha256 hashes (site-build/headers/write.ts); nothing relies on 'unsafe-inline'
// for scripts.
import { createHash } from 'node:crypto'

export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com'
export const SANITY_CDN = 'https://cdn.sanity.io'

// Every type a browser executes: '' and module, and HTML's "JavaScript MIME type" list (matched
// whole, so a parameter makes a data block). The build emits only the first ones, but a page that
// smuggled in text/ecmascript code must fail the check too. Anything else (application/ld+json,
// text/template...) is a data block.
const EXECUTABLE_TYPES = new Set([
  '', 'module', 'application/ecmascript', 'application/javascript', 'application/x-ecmascript', 'application/x-javascript',
  'text/ecmascript', 'text/javascript', 'text/javascript1.0', 'text/javascript1.1', 'text/javascript1.2', 'text/javascript1.3',
  'text/javascript1.4', 'text/javascript1.5', 'text/jscript', 'text/livescript', 'text/x-ecmascript', 'text/x-javascript',
])
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')

function attribute(attributes: string, name: string): string | undefined {
  const match = ATTRIBUTE(name).exec(attributes)
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined
}

/** The executable inline scripts of an HTML page: no src, a JavaScript type, non-empty. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    // Without a type, a non-empty language attribute names it ("javascript" -> text/javascript), as in HTML.
    const language = attribute(attributes, 'language')?.trim()
    const type = (attribute(attributes, 'type') ?? (language ? `text/${language}` : '')).trim().toLowerCase()
    if (!EXECUTABLE_TYPES.has(type)) continue
    if (body.length > 0) scripts.push(body)
  }
  return scripts
}

/** The CSP source for a script body, exactly as the browser hashes it (UTF-8, untrimmed). */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`
}

export type PolicyInput = { scriptHashes: string[]; emailjsOrigin?: string }

export function contentSecurityPolicy({ scriptHashes, emailjsOrigin = DEFAULT_EMAILJS_ORIGIN }: PolicyInput): string {
  const origin = new URL(emailjsOrigin).origin
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...[...new Set(scriptHashes)].sort()].join(' '),
    // Emotion (Chakra) writes <style> tags and style attributes at run time: there is no build-time
    // list of them to hash, and a static host has no per-response nonce.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${SANITY_CDN}`,
    "font-src 'self'",
    `connect-src 'self' ${origin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(input: PolicyInput): Array<[string, string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(input)],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // No Cross-Origin-Opener-Policy: the page opens no windows and holds no secret, and the
    // browsing-context swap it forces put 150-180 ms of TBT in 2 Lighthouse runs of 5
    // (docs/decisions/no-cross-origin-opener-policy.md).
    // No other site may embed the pages, scripts or photos (hotlinking, cross-site leaks).
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'], // frame-ancestors for browsers that predate CSP 2
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ]
}

/**
 * Vite names every file it writes under /assets/ after a hash of its content, so those can be kept
 * for a year without asking again: a returning visitor (or the app's start after the idle fetch)
 * skips a revalidation round trip per module on a slow connection. HTML keeps the host's default
 * (revalidate), so a new build is seen at once.
 */
export const HASHED_ASSETS = {
  path: '/assets/',
  headers: [['Cache-Control', 'public, max-age=31536000, immutable']] as Array<[string, string]>,
}

/** The `_headers` file of Netlify and Cloudflare Pages: every path gets `headers`, hashed assets caching too. */
export function headersFile(headers: Array<[string, string]>): string {
  const block = (pattern: string, set: Array<[string, string]>) => [pattern, ...set.map(([name, value]) => `  ${name}: ${value}`)]
  return [
    '# Written by site-build/headers at build time: do not edit (see README, Security headers).',
    ...block('/*', headers),
    ...block(`${HASHED_ASSETS.path}*`, HASHED_ASSETS.headers),
    '',
  ].join('\n')
}
