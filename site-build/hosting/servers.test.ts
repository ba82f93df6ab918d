// The nginx, Apache and Caddy configurations of docs/hosting.md, run for real: each server (Debian's
// packages; `bash .ci/run` installs them) gets the guide's exact text, with only the site's folder,
// address and port put in, serves a small built site on 127.0.0.1, and is asked what a visitor's
// browser asks. Every header of `_headers` must arrive on every answer, once, with its value. A server
// that is not installed is skipped, saying so.
import { spawnSync } from 'node:child_process'
import { request } from 'node:http'
import { readFileSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HASHED_ASSETS, headersFile, securityHeaders } from '../headers/policy.ts'
import { shippedScriptHashes } from '../headers/write.ts'
import { headersFor, parseHeadersFile } from '../headers/headers-file.ts'
import { HOSTING_GUIDE, readGuideBlocks } from './guideBlocks.ts'
import { LANGUAGE_DOCUMENTS } from './languageDocuments.ts'
import { startServer, type RunningServer, type ServerKind } from './liveServers.ts'
import { NGINX_HEADERS_FILE } from './serverConfigs.ts'

const FILES = ['/index.html', ...LANGUAGE_DOCUMENTS.map(({ file }) => file), '/404.html', '/assets/index-AbCd1234.js', '/favicon.png', '/content/images/honda-pcx.jpg']
const guide = readGuideBlocks(readFileSync(HOSTING_GUIDE, 'utf8'))
const rules = parseHeadersFile(headersFile(securityHeaders({ scriptHashes: await shippedScriptHashes() })))
const CACHING = HASHED_ASSETS.headers.map(([name]) => name)

const [other] = LANGUAGE_DOCUMENTS
const CASES: Array<[url: string, file: string, status: number]> = [
  ['/', '/index.html', 200],
  ...LANGUAGE_DOCUMENTS.map(({ lang, file }): [string, string, number] => [`/?lang=${lang}`, file, 200]),
  [`/?utm_source=line&lang=${other.lang}`, other.file, 200],
  ['/?lang=en', '/index.html', 200],
  ['/?lang=xx', '/index.html', 200],
  [`/?lang=${other.lang}x`, '/index.html', 200],
  ['/assets/index-AbCd1234.js', '/assets/index-AbCd1234.js', 200],
  ['/favicon.png', '/favicon.png', 200],
  ['/content/images/honda-pcx.jpg', '/content/images/honda-pcx.jpg', 200],
  [other.file, other.file, 200],
  ['/no-such-page', '/404.html', 404],
  [`/bikes/honda-pcx?lang=${other.lang}`, '/404.html', 404],
  ['/assets/missing-12345678.js', '/404.html', 404],
]

/**
 * What `_headers` gives the path. A 404 carries the security headers but not the assets' year-long
 * caching (docs/hosting.md says why); the Netlify reader in hosting-parity.test.ts keeps it.
 */
function expectedHeaders(urlPath: string, status: number): Record<string, string> {
  const all = headersFor(rules, urlPath)
  return status === 200 ? all : Object.fromEntries(Object.entries(all).filter(([name]) => !CACHING.includes(name)))
}

async function answer(base: string, url: string) {
  const response = await fetch(base + url, { redirect: 'manual' })
  const body = await response.text()
  return { status: response.status, file: body.startsWith('file:') ? body.slice(5) : body.slice(0, 80), headers: response.headers }
}

/**
 * Requests no browser sends, which servers answer before (or instead of) serving a file: each
 * answer must still carry every security header once, and no server version.
 */
const HOSTILE: Array<[what: string, request: { method?: string; path: string; headers?: Record<string, string> }, statuses: number[]]> = [
  ['a malformed address (/index.html%)', { path: '/index.html%' }, [400]],
  // Caddy asks the file system, which refuses so long a name: 500.
  ['a 20,000-character path', { path: `/${'a'.repeat(20_000)}` }, [414, 500]],
  ['TRACE /', { method: 'TRACE', path: '/' }, [405]],
  // nginx takes no ranges (max_ranges 0): the whole file, 200.
  ['a range past the end of the file', { path: '/index.html', headers: { Range: 'bytes=99999999-' } }, [416, 200]],
]

/**
 * What a server's configuration cannot reach: Caddy runs on Go's HTTP server, which answers a
 * request whose address is not valid percent-encoding with a bare 400 before any handler runs.
 * Tested as it is, so the guide's sentence about it stays true.
 */
const BEYOND_CONFIGURATION: Partial<Record<ServerKind, string[]>> = { caddy: ['a malformed address (/index.html%)'] }

/** One request as written (fetch would refuse TRACE and normalise the path), its status and headers. */
function raw(base: string, { method = 'GET', path: target, headers = {} }: { method?: string; path: string; headers?: Record<string, string> }) {
  const { hostname, port } = new URL(base)
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const req = request({ host: hostname, port, method, path: target, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}

const installed = (binary: string) => spawnSync(binary, ['-v'], { stdio: 'ignore' }).error === undefined
const SERVERS: Array<{ kind: ServerKind; binary: string; config: Record<string, string> }> = [
  { kind: 'nginx', binary: 'nginx', config: { headers: guide['nginx-headers'], site: guide['nginx-server'] } },
  { kind: 'apache', binary: 'apache2', config: { server: guide['apache-server'], site: guide['apache-site'] } },
  { kind: 'caddy', binary: 'caddy', config: { site: guide.caddyfile } },
]

let dist: string
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'hosting-servers-'))
  // Servers drop root for their workers (www-data, nobody): the folder must be readable by anyone.
  await chmod(dist, 0o755)
  for (const file of FILES) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true })
    await writeFile(path.join(dist, file), `file:${file}`)
  }
})
afterAll(() => rm(dist, { recursive: true, force: true }))

for (const { kind, binary, config } of SERVERS) {
  const here = installed(binary)
  if (!here) console.warn(`site-build/hosting/servers.test.ts: ${kind} skipped: ${binary} is not installed (bash .ci/run installs it)`)
  describe.skipIf(!here)(here ? `${kind} on the guide's configuration` : `${kind}: skipped, ${binary} is not installed (bash .ci/run installs it)`, () => {
    let server: RunningServer
    beforeAll(async () => {
      server = await startServer(kind, config, dist)
    })
    afterAll(() => server?.stop())

    it.each(CASES)(`${kind}: %s is %s with status %i and every header of _headers`, async (url, file, status) => {
      const got = await answer(server.url, url)
      expect({ status: got.status, file: got.file }).toEqual({ status, file })
      const expected = expectedHeaders(new URL(url, 'http://host').pathname, status)
      // A header sent twice would read "value, value": each must be the value, once.
      const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, got.headers.get(name)]))
      expect(sent).toEqual(expected)
      if (status === 404) for (const name of CACHING) expect(got.headers.get(name) ?? '').not.toContain('immutable')
    })

    const covered = HOSTILE.filter(([what]) => !BEYOND_CONFIGURATION[kind]?.includes(what))
    it.each(covered)(`${kind}: %s is refused, with every security header once and no version`, async (_what, hostile, statuses) => {
      const got = await raw(server.url, hostile)
      expect(statuses).toContain(got.status)
      const expected = expectedHeaders('/no-such-page', 404)
      const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, got.headers[name.toLowerCase()]]))
      expect(sent).toEqual(expected)
      expect(String(got.headers.server ?? '')).not.toMatch(/\d/)
    })

    const beyond = HOSTILE.filter(([what]) => BEYOND_CONFIGURATION[kind]?.includes(what))
    it.skipIf(beyond.length === 0).each(beyond)(`${kind}: %s is answered before the configuration runs: 400, without the headers`, async (_what, hostile) => {
      const got = await raw(server.url, hostile)
      expect(got.status).toBe(400)
      expect(got.headers['content-security-policy']).toBeUndefined()
    })
  })
}

// The trap the guide is written around: without the snippet included again in `location /assets/`,
// nginx answers there with the caching header alone. This is what the checks above would catch.
describe.skipIf(!installed('nginx'))('nginx without the snippet in location /assets/ (the add_header trap)', () => {
  let server: RunningServer
  beforeAll(async () => {
    const site = guide['nginx-server'].replace(`    location /assets/ {\n        include ${NGINX_HEADERS_FILE};\n`, '    location /assets/ {\n')
    expect(site).not.toBe(guide['nginx-server'])
    server = await startServer('nginx', { headers: guide['nginx-headers'], site }, dist)
  })
  afterAll(() => server?.stop())

  it('drops every security header on the assets, and only there', async () => {
    const asset = await answer(server.url, '/assets/index-AbCd1234.js')
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('Content-Security-Policy')).toBeNull()
    expect(asset.headers.get('Strict-Transport-Security')).toBeNull()
    expect((await answer(server.url, '/')).headers.get('Content-Security-Policy')).toMatch(/^default-src 'self'/)
  })
})
