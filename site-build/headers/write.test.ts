// The CSP allows only the inline scripts the code ships: a page holding any other one stops the build.
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { compileInlineScripts } from '../prerender/inlineCode.ts'
import { scriptHash } from './policy.ts'
import { checkInlineScripts, shippedScriptHashes, writeHeaders } from './write.ts'

let dist: string
const { languageScript, loaderScript } = await compileInlineScripts()
const page = (extra = '') =>
  `<!doctype html><html><head><script>${languageScript}</script><script>${loaderScript}</script>` +
  `<script type="application/ld+json">{"name":"x"}</script><script type="module" src="/assets/a.js"></script>${extra}</head><body></body></html>`

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'headers-'))
  await mkdir(join(dist, 'nested'))
})
afterEach(() => rm(dist, { recursive: true, force: true }))

describe('the CSP script hashes', () => {
  it('are the shipped scripts, whatever the pages hold', async () => {
    expect(await shippedScriptHashes()).toEqual([scriptHash(languageScript), scriptHash(loaderScript)].sort())
    await writeFile(join(dist, 'index.html'), page())
    await writeHeaders(dist)
    const csp = (await readFile(join(dist, '_headers'), 'utf8')).split('\n').find((line) => line.includes('Content-Security-Policy'))!
    const hashes = csp.match(/'sha256-[^']+'/g)
    expect(hashes).toEqual(await shippedScriptHashes())
  })

  it('stop the build, naming the page, when a page holds an inline script the code does not ship', async () => {
    await writeFile(join(dist, 'index.html'), page())
    await writeFile(join(dist, 'nested', 'index.th.html'), page('<title>x</title><script>window.__pwn=1</script>'))
    await expect(checkInlineScripts(dist)).rejects.toThrow(/nested\/index\.th\.html: an inline script the code does not ship .*window\.__pwn=1/)
    await expect(writeHeaders(dist)).rejects.toThrow(/index\.th\.html/)
    await expect(readFile(join(dist, '_headers'))).rejects.toThrow(/ENOENT/)
  })
})
