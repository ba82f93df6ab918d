// docs/hosting.md gives nginx, Apache and Caddy configurations to copy. They must be the ones
// site-build/hosting/serverConfigs.ts writes from the build's header list (so a new inline script or
// language shows up here as a failing test, not as a server without them), and each must send
// every header of `_headers`: read here from the guide's own text, without a server (servers.test.ts
// runs the servers where they are installed).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { headersFile, HASHED_ASSETS, securityHeaders } from '../headers/policy.ts'
import { shippedScriptHashes } from '../headers/write.ts'
import { parseHeadersFile } from '../headers/headers-file.ts'
import { HOSTING_GUIDE, readGuideBlocks, writeGuideBlocks } from './guideBlocks.ts'
import { LANGUAGE_DOCUMENTS } from './languageDocuments.ts'
import { NGINX_HEADERS_FILE, serverConfigBlocks } from './serverConfigs.ts'

const guide = readFileSync(HOSTING_GUIDE, 'utf8')
const blocks = readGuideBlocks(guide)
const headers = securityHeaders({ scriptHashes: await shippedScriptHashes() })
// What `_headers` sends on every path, and what it adds under /assets/: the reference for each server.
const rules = parseHeadersFile(headersFile(headers))
const everyPath = rules.find((rule) => rule.pattern === '/*')!.headers
const assets = rules.find((rule) => rule.pattern === `${HASHED_ASSETS.path}*`)!.headers
const languages = `(${LANGUAGE_DOCUMENTS.map(({ lang }) => lang).join('|')})`

/** Name and value of every header line of a block, in order, by the line's pattern. */
const headerLines = (text: string, line: RegExp) => [...text.matchAll(line)].map(([, name, value]) => [name, value])

describe('the server configurations in docs/hosting.md', () => {
  it('are the ones the code writes from the shipped headers (else: npx vite build && npx tsx site-build/headers/write.ts dist --vercel --docs)', () => {
    expect(blocks).toEqual(serverConfigBlocks(headers))
  })

  it('nginx: the snippet sends every header of _headers, "always" (404s too)', () => {
    expect(headerLines(blocks['nginx-headers'], /^add_header (\S+) "([^"]*)" always;$/gm)).toEqual(everyPath)
    expect(blocks['nginx-headers'].match(/^add_header/gm)).toHaveLength(everyPath.length)
  })

  it('nginx: the server block includes the snippet, and so does every location that adds a header of its own', () => {
    const server = blocks['nginx-server']
    const include = `include ${NGINX_HEADERS_FILE};`
    const serverLevel = server.replace(/^ {4}location [^{]*\{[\s\S]*?^ {4}\}\n/gm, '')
    expect(serverLevel).toContain(include)
    const locations = [...server.matchAll(/^ {4}location ([^{]*)\{([\s\S]*?)^ {4}\}$/gm)]
    expect(locations.map(([, where]) => where.trim())).toEqual(['= /', '/assets/', '/'])
    for (const [, where, body] of locations) {
      if (body.includes('add_header')) expect(body, `location ${where}`).toContain(include)
    }
    const assetsBlock = locations.find(([, where]) => where.trim() === HASHED_ASSETS.path)![2]
    expect(headerLines(assetsBlock, /add_header (\S+) "([^"]*)" always;/g)).toEqual(assets)
    expect(server).toContain(`if ($arg_lang ~ ^${languages}$)`)
  })

  it('Apache: every header of _headers, "always", at the VirtualHost\'s level (not in <Directory>), and the assets\' caching', () => {
    const site = blocks['apache-site']
    expect(headerLines(site, /^Header always set (\S+) "([^"]*)"$/gm)).toEqual(everyPath)
    expect(site.indexOf('Header always set')).toBeLessThan(site.indexOf('\n<Directory'))
    expect(site).toMatch(/^TraceEnable off$/m)
    expect(site).toMatch(/^ServerSignature Off$/m)
    expect(blocks['apache-server']).toMatch(/^ServerTokens Prod$/m)
    expect(headerLines(site, /^ {8}Header always set (\S+) "([^"]*)" "expr=%\{REQUEST_STATUS\} == 200"$/gm)).toEqual(assets)
    expect(site).toContain(`RewriteCond %{QUERY_STRING} (^|&)lang=${languages}(&|$)`)
  })

  it('Caddy: every header of _headers in the snippet, imported by the site and by its 404 page', () => {
    const caddy = blocks.caddyfile
    const snippet = /^\(phuket_moto_headers\) \{\n\theader \{\n([\s\S]*?)\n\t\}\n\}$/m.exec(caddy)![1]
    expect(headerLines(snippet, /^\t\t(\S+) "([^"]*)"$/gm)).toEqual(everyPath)
    expect(caddy.match(/^\t+import phuket_moto_headers$/gm)).toHaveLength(2)
    expect(headerLines(caddy, /^\theader @assets (\S+) "([^"]*)"$/gm)).toEqual(assets)
    for (const { lang, file } of LANGUAGE_DOCUMENTS) expect(caddy).toContain(`\t\tquery lang=${lang}\n\t}\n\trewrite @${lang} ${file}`)
  })

  it('a block the guide has no marker for is an error, not silently left out', () => {
    expect(() => writeGuideBlocks(guide, { 'no-such-block': 'x' })).toThrow(/no block marked/)
    expect(readGuideBlocks(writeGuideBlocks(guide, { caddyfile: 'changed\n' })).caddyfile).toBe('changed\n')
  })
})
