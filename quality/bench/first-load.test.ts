import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { codeBySource, partOf, partsOf, takeSnapshots } from './first-load.ts'

// A source map of two lines: `abc` from a.js, `de` from no source, `fg` from b.js; then `hi` from b.js.
// Segments: [column, source, line, column] as base64 VLQ deltas.
const code = 'abcdefg\nhi'
const map = { sources: ['../../node_modules/react-dom/a.js', '../../src/app/b.ts'], mappings: 'AAAA,G,ECAA;AAAA' }

describe("the first load's parts", () => {
  it('are named by the package or the folder of each source', () => {
    expect(partOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('React')
    expect(partOf('../../node_modules/@chakra-ui/react/dist/esm/index.js')).toBe('Chakra and Emotion')
    expect(partOf('../../node_modules/.pnpm/x/node_modules/stylis/src/Parser.js')).toBe('Chakra and Emotion')
    expect(partOf('../../node_modules/@formatjs/intl/src/message.js')).toBe('react-intl')
    expect(partOf('../../node_modules/qrcode-generator/qrcode.js')).toBe('other packages')
    expect(partOf('../../node_modules/react-router-dom/dist/index.mjs')).toBe('the router')
    expect(partOf('../../node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs')).toBe('the router')
    expect(partOf('../../src/content/index.ts')).toBe('the content')
    expect(partOf('src/generated/*.json')).toBe('the content')
    expect(partOf('../../src/features/gallery/BikeCard.tsx')).toBe('the app')
    expect(partOf('\0vite/preload-helper.js')).toBe('the bundler runtime and unmapped strings')
  })

  it('split the minified code at the source map, every byte once', () => {
    const bySource = codeBySource(code, map)
    expect(Object.fromEntries(bySource)).toEqual({
      '../../node_modules/react-dom/a.js': 'abc',
      '': 'de',
      '../../src/app/b.ts': 'fg\nhi\n',
    })
  })

  it("take the sync's snapshots (no source map) out of the unmapped code, strings and nesting included", () => {
    const unmapped = 'var x=1;e={_generated:`a } b`,items:[{id:`x`}]},f=2;g={_generated:"c",item:{}};'
    expect(takeSnapshots(unmapped)).toEqual({
      snapshots: '{_generated:`a } b`,items:[{id:`x`}]}{_generated:"c",item:{}}',
      rest: 'var x=1;e=,f=2;g=;',
    })
  })

  it("add up to the chunk's gzip size", () => {
    const parts = partsOf(code, map)
    expect(parts.map(({ part }) => part).sort()).toEqual(['React', 'the app', 'the bundler runtime and unmapped strings'])
    const total = parts.reduce((sum, { gzip }) => sum + gzip, 0)
    expect(Math.abs(total - gzipSync(code, { level: 9 }).length)).toBeLessThanOrEqual(1)
  })
})
