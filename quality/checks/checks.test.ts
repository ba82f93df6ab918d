// The CI checks can fail: a Sanity token, a private key or an inlined secret variable in dist/ is
// found; a moderate advisory fails the audit; an unreachable advisory endpoint is reported as such.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { judgeAudit } from './audit.ts'
import { findPreviewCode } from './no-preview-in-dist.ts'
import { scanDir } from './scan-dist.ts'
import { scanText, secretValues } from './secrets.ts'

const token = 'sk' + 'A1b2C3d4'.repeat(11)

describe('the dist secret scan', () => {
  it('finds a Sanity token and a private key, with the line, without printing the secret', () => {
    const findings = scanText('a.js', `const a=1\nconst t="${token}"\n-----BEGIN RSA PRIVATE KEY-----`)
    expect(findings.map((f) => [f.line, f.what])).toEqual([[2, 'a Sanity API token'], [3, 'a private key']])
    expect(findings[0].excerpt).not.toContain(token)
  })

  it('finds the value of a secret variable a build inlined, and ignores the public EmailJS ids', () => {
    const env = { SANITY_API_READ_TOKEN: 'abcdefghijklmnop', VITE_EMAILJS_PUBLIC_KEY: 'public-key-123456', HOME: '/root/very/long/path' }
    expect(secretValues(env).map(([name]) => name)).toEqual(['SANITY_API_READ_TOKEN'])
    const findings = scanText('b.js', 'x="abcdefghijklmnop";k="public-key-123456"', secretValues(env))
    expect(findings.map((f) => f.what)).toEqual(['the value of $SANITY_API_READ_TOKEN'])
  })

  it('passes ordinary built code, e.g. "skip" and "sky" words and hashes', () => {
    expect(scanText('c.js', 'skipLibCheck sky-blue sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF')).toEqual([])
  })

  it('walks every text file of a directory and skips images', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'scan-'))
    await mkdir(join(dir, 'assets'))
    await writeFile(join(dir, 'assets', 'index.js'), `fetch("x",{headers:{Authorization:"Bearer ${token}"}})`)
    await writeFile(join(dir, 'logo.png'), token)
    const { files, findings } = await scanDir(dir, {})
    expect(files).toBe(1)
    expect(findings).toHaveLength(1)
  })
})

describe('the audit verdict', () => {
  const report = (counts: Record<string, number>) => JSON.stringify({ metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } } })

  it('passes with low advisories only, fails on moderate or worse', () => {
    expect(judgeAudit(report({ low: 3 }), true).ok).toBe(true)
    expect(judgeAudit(report({ moderate: 1 }), false)).toEqual({ ok: false, message: expect.stringContaining('1 moderate') })
    expect(judgeAudit(report({ critical: 2 }), false).ok).toBe(false)
  })

  it('says NOT CHECKED when the endpoint fails, and fails then only if REQUIRE_AUDIT=1', () => {
    const refused = JSON.stringify({ message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405 })
    expect(judgeAudit(refused, false)).toEqual({ ok: true, message: expect.stringContaining('NOT CHECKED') })
    expect(judgeAudit(refused, true).ok).toBe(false)
  })
})

describe('the public build holds no preview code', () => {
  it('names a preview file and a bundle that carries the loader or stega', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'no-preview-'))
    await mkdir(join(dir, 'assets'))
    await writeFile(join(dir, 'index.html'), '<script type="module" src="/assets/index.js"></script>')
    await writeFile(join(dir, 'assets', 'index.js'), 'const ok = 1')
    expect(await findPreviewCode(dir)).toEqual([])
    await writeFile(join(dir, 'assets', 'chunk.js'), 'post("loader/query-listen",{stega:{enabled:!0}})')
    await writeFile(join(dir, 'preview.html'), '<div></div>')
    expect((await findPreviewCode(dir)).sort()).toEqual([
      'assets/chunk.js: mentions "loader/query-listen"',
      'assets/chunk.js: mentions "stega"',
      'preview.html: a preview file',
    ])
  })
})
