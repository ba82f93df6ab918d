// Every host config the repo ships answers the same: the local server (tools/serve, for real over
// HTTP), Netlify/Cloudflare (the `_redirects` + `_headers` the build writes) and Vercel (the
// committed vercel.json). Same file, same status, same headers for every kind of request.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { headersFile, securityHeaders } from '../headers/policy.ts'
import { shippedScriptHashes } from '../headers/write.ts'
import { parseHeadersFile } from '../headers/headers-file.ts'
import { serveStatic } from '../../tools/serve/serve.ts'
import { existingFile, netlifyAnswer, parseRedirects, vercelAnswer, type HostAnswer, type VercelRewritesConfig } from './hostModels.ts'
import { defaultLocale } from '../../src/i18n/locales.ts'
import { LANGUAGE_DOCUMENTS } from './languageDocuments.ts'
import { redirectsFile } from './redirects.ts'
import { readVercelJson, vercelConfig, type VercelConfig } from './vercel.ts'

// Every language's document, from the list; `other` is one of them for the cases about any language.
const [other] = LANGUAGE_DOCUMENTS
const FILES = ['/index.html', ...LANGUAGE_DOCUMENTS.map(({ file }) => file), '/404.html', '/assets/index-AbCd1234.js', '/favicon.png', '/content/images/honda-pcx.jpg']
const files = new Set(FILES)
const headers = securityHeaders({ scriptHashes: await shippedScriptHashes() })
const SECURITY = Object.fromEntries(headers)
const IMMUTABLE = { 'Cache-Control': 'public, max-age=31536000, immutable' }

// What the README promises a visitor, whatever the host.
const CASES: Array<[url: string, file: string, status: number, extra?: Record<string, string>]> = [
  ['/', '/index.html', 200],
  ...LANGUAGE_DOCUMENTS.map(({ lang, file }): [string, string, number] => [`/?lang=${lang}`, file, 200]),
  [`/?lang=${defaultLocale}`, '/index.html', 200],
  ['/?lang=xx', '/index.html', 200],
  [`/?lang=${other.lang}x`, '/index.html', 200],
  ['/no-such-page', '/404.html', 404],
  [`/bikes/honda-pcx?lang=${other.lang}`, '/404.html', 404],
  ['/assets/missing-12345678.js', '/404.html', 404, IMMUTABLE],
  ['/assets/index-AbCd1234.js', '/assets/index-AbCd1234.js', 200, IMMUTABLE],
  ['/favicon.png', '/favicon.png', 200],
  ['/content/images/honda-pcx.jpg', '/content/images/honda-pcx.jpg', 200],
  [other.file, other.file, 200],
]

const request = (url: string) => {
  const parsed = new URL(url, 'http://host')
  return { path: parsed.pathname, query: parsed.searchParams }
}

let dist: string
let server: Server
let base: string
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'hosting-parity-'))
  for (const file of FILES) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true })
    await writeFile(path.join(dist, file), `file:${file}`)
  }
  await writeFile(path.join(dist, '_headers'), headersFile(headers))
  ;({ server, url: base } = await serveStatic(dist, 0))
})
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await rm(dist, { recursive: true, force: true })
})

async function localAnswer(url: string): Promise<HostAnswer> {
  const response = await fetch(base + url)
  const body = await response.text()
  const wanted = [...Object.keys(SECURITY), 'Cache-Control']
  const got = Object.fromEntries(wanted.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : [])))
  return { file: body.startsWith('file:') ? body.slice(5) : null, status: response.status, headers: got }
}

const expected = (file: string, status: number, extra: Record<string, string> = {}): HostAnswer => ({ file, status, headers: { ...SECURITY, ...extra } })

describe('every host serves the same files, statuses and headers', () => {
  it.each(CASES)('local server (tools/serve): %s', async (url, file, status, extra) => {
    expect(await localAnswer(url)).toEqual(expected(file, status, extra))
  })

  it.each(CASES)('Netlify / Cloudflare Pages (_redirects + _headers): %s', async (url, file, status, extra) => {
    const redirects = parseRedirects(redirectsFile())
    expect(netlifyAnswer(redirects, parseHeadersFile(headersFile(headers)), files, request(url))).toEqual(expected(file, status, extra))
  })

  it.each(CASES)('Vercel (vercel.json): %s', async (url, file, status, extra) => {
    const config = (await readVercelJson()) as VercelConfig | VercelRewritesConfig
    expect(vercelAnswer(config, files, request(url))).toEqual(expected(file, status, extra))
  })

  it('vercel.json is the one the build writes from the shipped headers (else: npx tsx site-build/headers/write.ts dist --vercel)', async () => {
    expect(await readVercelJson()).toEqual(vercelConfig(headers))
  })

  it('sends Cross-Origin-Resource-Policy: same-origin with every answer', () => {
    expect(SECURITY['Cross-Origin-Resource-Policy']).toBe('same-origin')
  })
})

describe('the host readers follow the hosts\' documented rules', () => {
  it('an existing file wins over an unforced Netlify rule, a forced one wins over the file', () => {
    const rules = parseRedirects('/  lang=zh  /index.zh.html  200!\n/*  /404.html  404')
    expect(netlifyAnswer(rules, [], files, request('/?lang=zh')).file).toBe('/index.zh.html')
    expect(netlifyAnswer(rules, [], files, request('/favicon.png')).file).toBe('/favicon.png')
    expect(netlifyAnswer(parseRedirects('/  lang=zh  /index.zh.html  200'), [], files, request('/?lang=zh')).file).toBe('/index.html')
  })

  it('Vercel rewrites cannot replace an existing file: the rewrites form serves / as index.html whatever ?lang= says', () => {
    const rewrites = { rewrites: [{ source: '/', has: [{ type: 'query' as const, key: 'lang', value: '^zh$' }], destination: '/index.zh.html' }] }
    expect(vercelAnswer(rewrites, files, request('/?lang=zh')).file).toBe('/index.html')
    expect(vercelAnswer(rewrites, files, request('/nope'))).toEqual({ file: '/404.html', status: 404, headers: {} })
  })

  it('a Vercel route after handle: filesystem cannot replace an existing file (why ?lang= routes come first)', () => {
    const late: VercelConfig = { $schema: '', routes: [{ handle: 'filesystem' }, { src: '/', has: [{ type: 'query', key: 'lang', value: '^zh$' }], dest: '/index.zh.html' }] }
    expect(vercelAnswer(late, files, request('/?lang=zh')).file).toBe('/index.html')
    expect(existingFile(files, '/')).toBe('/index.html')
  })
})
