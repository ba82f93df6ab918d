// `npm run bench:first-load`: what the first load's JavaScript is made of. Builds the site in
// memory with source maps, gives each byte of the minified entry chunk to the part of the code its
// source belongs to (React, Chakra and Emotion, react-intl, the router, the content, the app, the
// bundler's runtime), and prints each part's share of the chunk's gzip size beside each language's
// texts chunk: the same files `npm run test:perf` counts before any interaction.
// Gzip compresses across parts, so a part's figure is its minified code gzipped alone, scaled so the
// parts add up to the chunk's real gzip size: an estimate of what leaving it out would save, good to
// a few tenths of a KB, where the totals are exact.
import { gzipSync } from 'node:zlib'
import { build, type Plugin } from 'vite'
import { kb } from './budgets.ts'
import { locales } from '../../src/i18n/locales.ts'

export const PARTS = ['React', 'Chakra and Emotion', 'react-intl', 'the router', 'the content', 'the app', 'the bundler runtime and unmapped strings', 'other packages'] as const
export type Part = (typeof PARTS)[number]

const packageParts: [RegExp, Part][] = [
  [/^(react|react-dom|scheduler)$/, 'React'],
  [/^(@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized)\/|^(stylis|hoist-non-react-statics|react-is)$/, 'Chakra and Emotion'],
  [/^(react-intl|intl-messageformat|tslib)$|^@formatjs\//, 'react-intl'],
  [/^react-router(-dom)?$/, 'the router'],
]

/** The part a source file of the bundle belongs to (a path as the source map names it). */
export function partOf(source: string): Part {
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1]
  if (pkg) return packageParts.find(([test]) => test.test(pkg))?.[1] ?? 'other packages'
  if (/(^|\/)src\/(generated|content)\//.test(source)) return 'the content'
  if (/(^|\/)src\//.test(source)) return 'the app'
  return 'the bundler runtime and unmapped strings'
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

function decodeVlq(segment: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = BASE64.indexOf(char)
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
      continue
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1)
    value = 0
    shift = 0
  }
  return values
}

/** The generated code split by the source file each stretch of it maps to ('' for stretches mapped to none). */
export function codeBySource(code: string, map: { sources: string[]; mappings: string }): Map<string, string> {
  const out = new Map<string, string[]>()
  const add = (source: string, text: string) => out.set(source, [...(out.get(source) ?? []), text])
  const lines = code.split('\n')
  let sourceIndex = 0
  map.mappings.split(';').forEach((line, lineIndex) => {
    const text = lines[lineIndex] ?? ''
    let column = 0
    let at = 0
    let current = ''
    for (const segment of line ? line.split(',') : []) {
      const [columnDelta, sourceDelta] = decodeVlq(segment)
      column += columnDelta
      add(current, text.slice(at, column))
      at = column
      if (sourceDelta === undefined) current = ''
      else {
        sourceIndex += sourceDelta
        current = map.sources[sourceIndex] ?? ''
      }
    }
    add(current, `${text.slice(at)}\n`)
  })
  // Source-map segments carry the line and column of the source too; only the file matters here.
  const bySource = new Map([...out].map(([source, texts]) => [source, texts.join('')]))
  // The content's snapshots (JSON) come with no source map: found by their first key instead.
  const { snapshots, rest } = takeSnapshots(bySource.get('') ?? '')
  if (snapshots) bySource.set(SNAPSHOTS, snapshots).set('', rest)
  return bySource
}

const SNAPSHOTS = 'src/generated/*.json'

/** The object literals the sync's snapshots became ({_generated: …, …}) out of `code`, and what is left. */
export function takeSnapshots(code: string): { snapshots: string; rest: string } {
  let snapshots = ''
  let rest = ''
  let from = 0
  for (let start = code.indexOf('{_generated:'); start >= 0; start = code.indexOf('{_generated:', from)) {
    let depth = 0
    let quote = ''
    let end = start
    for (; end < code.length; end++) {
      const char = code[end]
      if (quote) {
        if (char === '\\') end++
        else if (char === quote) quote = ''
      } else if (char === '`' || char === '"' || char === "'") quote = char
      else if (char === '{' || char === '[') depth++
      else if ((char === '}' || char === ']') && --depth === 0) break
    }
    rest += code.slice(from, start)
    snapshots += code.slice(start, end + 1)
    from = end + 1
  }
  return { snapshots, rest: rest + code.slice(from) }
}

/** Each part's estimated share of `code`'s gzip size, in bytes, largest first. */
export function partsOf(code: string, map: { sources: string[]; mappings: string }): { part: Part; minified: number; gzip: number }[] {
  const byPart = new Map<Part, string[]>()
  for (const [source, text] of codeBySource(code, map)) {
    const part = partOf(source)
    byPart.set(part, [...(byPart.get(part) ?? []), text])
  }
  const total = gzipSync(code, { level: 9 }).length
  const alone = [...byPart].map(([part, texts]) => ({ part, text: texts.join(''), gzip: gzipSync(texts.join(''), { level: 9 }).length }))
  const sum = alone.reduce((all, { gzip }) => all + gzip, 0)
  return alone
    .map(({ part, text, gzip }) => ({ part, minified: Buffer.byteLength(text), gzip: Math.round((gzip * total) / sum) }))
    .sort((a, b) => b.gzip - a.gzip)
}

type Chunk = { fileName: string; code: string; map: { sources: string[]; mappings: string } | null }

function capture(into: Chunk[]): Plugin {
  return {
    name: 'first-load-capture',
    apply: 'build',
    enforce: 'post',
    // After Vite's own post plugins, which still rewrite the chunks (the preload lists of dynamic imports).
    generateBundle: { order: 'post', handler(_options, bundle) {
      for (const output of Object.values(bundle)) {
        // The source-map comment is not in the files that ship.
        if (output.type === 'chunk') into.push({ fileName: output.fileName, code: output.code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, ''), map: output.map ?? null })
      }
    } },
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chunks: Chunk[] = []
  await build({ logLevel: 'warn', plugins: [capture(chunks)], build: { write: false, sourcemap: true } })
  const entry = chunks.find((chunk) => /^assets\/index-[\w-]+\.js$/.test(chunk.fileName))
  if (!entry?.map) throw new Error('no entry chunk with a source map in the build')
  const entryGzip = gzipSync(entry.code, { level: 9 }).length
  console.log(`The entry chunk (${entry.fileName}): ${kb(Buffer.byteLength(entry.code))} minified, ${kb(entryGzip)} gzip`)
  console.table(
    partsOf(entry.code, entry.map).map(({ part, minified, gzip }) => ({
      part,
      minified: kb(minified),
      'gzip (estimate)': kb(gzip),
      share: `${((100 * gzip) / entryGzip).toFixed(1)} %`,
    })),
  )
  console.table(
    locales.map((locale) => {
      const texts = chunks.find((chunk) => new RegExp(`^assets/messages\\.${locale}\\.ast-[\\w-]+\\.js$`).test(chunk.fileName))
      if (!texts) throw new Error(`no texts chunk for ${locale}`)
      const textsGzip = gzipSync(texts.code, { level: 9 }).length
      return { language: locale, "the page's texts and content words": kb(textsGzip), 'first load': kb(entryGzip + textsGzip) }
    }),
  )
  process.exit(0)
}
