import { describe, expect, it } from 'vitest'
import { headersFor, parseHeadersFile } from './headers-file.ts'

const sample = `# comment
/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: default-src 'self'; img-src 'self' https://cdn.sanity.io
/assets/*
  Cache-Control: public, max-age=31536000, immutable
`

describe('_headers parsing', () => {
  it('applies every matching block, later blocks adding to earlier ones', () => {
    const rules = parseHeadersFile(sample)
    expect(headersFor(rules, '/assets/app.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'self'; img-src 'self' https://cdn.sanity.io",
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
    expect(headersFor(rules, '/')).not.toHaveProperty('Cache-Control')
  })

  it('rejects a header line that belongs to no path', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY')).toThrow(/outside a path block/)
  })
})
