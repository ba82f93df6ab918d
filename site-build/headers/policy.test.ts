// The CSP's inline-script hashes and the header set shipped to static hosts.
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, headersFile, inlineScripts, scriptHash, securityHeaders } from './policy.ts'
import { headersFor, parseHeadersFile } from './headers-file.ts'

describe('inlineScripts', () => {
  it('finds executable inline scripts and skips external ones, data blocks and empty tags', () => {
    const html = `<head><script>document.documentElement.lang='th'</script>
      <script type="module" src="/assets/index.js"></script>
      <script type="application/ld+json">{"@type":"LocalBusiness"}</script>
      <SCRIPT type='module'>import('/a.js')</SCRIPT><script type="text/javascript">
  x()
</script><script></script></head>`
    expect(inlineScripts(html)).toEqual(["document.documentElement.lang='th'", "import('/a.js')", '\n  x()\n'])
  })

  it('counts every type a browser runs, not only the ones the build writes', () => {
    const html = `<script type="text/ecmascript">a()</script><script type=application/x-javascript>b()</script>
      <script language="JavaScript">c()</script><script type="TEXT/JSCRIPT ">d()</script>
      <script language="vbscript">e()</script><script type="text/javascript; charset=utf-8">f()</script><script type="text/template">g()</script>`
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()', 'd()'])
  })
})

describe('scriptHash', () => {
  it('is the base64 sha256 of the exact UTF-8 body, as browsers compute it', () => {
    const body = "document.documentElement.lang = 'ไทย'"
    expect(scriptHash(body)).toBe(`'sha256-${createHash('sha256').update(Buffer.from(body, 'utf8')).digest('base64')}'`)
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
  })
})

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"] })

  it('allows scripts from the site and the hashed inline ones only', () => {
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';")
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
  })

  it.each([
    "default-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: https://cdn.sanity.io",
    "connect-src 'self' https://api.emailjs.com", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'",
  ])('has %s', (directive) => expect(csp).toContain(directive))

  it('connects to the EmailJS origin the build sends to, as an origin', () => {
    expect(contentSecurityPolicy({ scriptHashes: [], emailjsOrigin: 'http://127.0.0.1:4300/' })).toContain("connect-src 'self' http://127.0.0.1:4300;")
  })
})

describe('the shipped header set', () => {
  it('has HSTS, nosniff, a referrer policy and CORP, no COOP, and reads back from _headers', () => {
    const headers = securityHeaders({ scriptHashes: [] })
    const names = headers.map(([name]) => name)
    expect(names).toEqual(expect.arrayContaining(['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options',
      'Referrer-Policy', 'Cross-Origin-Resource-Policy', 'X-Frame-Options']))
    expect(names).not.toContain('Cross-Origin-Opener-Policy')
    expect(parseHeadersFile(headersFile(headers))).toEqual([
      { pattern: '/*', headers },
      { pattern: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    ])
  })

  it('keeps hashed assets for a year, and nothing else: every page revalidates', () => {
    const rules = parseHeadersFile(headersFile(securityHeaders({ scriptHashes: [] })))
    expect(headersFor(rules, '/assets/index-DyZr6gUX.js')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    for (const path of ['/', '/index.zh.html', '/404.html', '/favicon.png', '/content/images/honda-pcx.jpg']) {
      expect([path, headersFor(rules, path)['Cache-Control']]).toEqual([path, undefined])
    }
  })
})
