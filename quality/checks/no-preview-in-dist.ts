// CI check: the public build (default dist/) carries nothing of the Studio preview: no file from
// preview/ and no text of Sanity's loader, overlays or stega. The same markers must be found in
// the preview build (dist-preview/) when it exists, so their absence in dist/ means something.
// Usage: tsx quality/checks/no-preview-in-dist.ts [dist] [dist-preview]
import { existsSync } from 'node:fs'
import { readFile, readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'

/** Strings that survive minification in the preview's bundle (message names, config keys). */
export const PREVIEW_MARKERS = ['react-loader', 'visual-editing', 'useLiveMode', 'loader/query-listen', 'presentation/focus', 'stega', 'data-sanity']

const TEXT = /\.(html|js|mjs|css|json|txt|xml|webmanifest|svg|map)$|^_(headers|redirects)$/

export async function findPreviewCode(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  const findings: string[] = []
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = join(entry.parentPath, entry.name)
    const name = relative(dir, file)
    if (/preview/i.test(name)) findings.push(`${name}: a preview file`)
    if (!TEXT.test(entry.name)) continue
    const text = await readFile(file, 'utf8')
    for (const marker of PREVIEW_MARKERS) if (text.includes(marker)) findings.push(`${name}: mentions "${marker}"`)
  }
  return findings
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dist = 'dist', previewDist = 'dist-preview'] = process.argv.slice(2)
  const findings = await findPreviewCode(dist)
  for (const finding of findings) console.error(`no-preview-in-dist: ${dist}/${finding}`)
  let failed = findings.length > 0
  if (existsSync(previewDist)) {
    const seen = new Set((await findPreviewCode(previewDist)).map((f) => /mentions "(.*)"$/.exec(f)?.[1]))
    const unseen = PREVIEW_MARKERS.filter((marker) => !seen.has(marker))
    for (const marker of unseen) console.error(`no-preview-in-dist: "${marker}" is not in ${previewDist} either: pick markers the preview really carries`)
    failed ||= unseen.length > 0
  }
  console.log(`no-preview-in-dist: ${dist}: ${findings.length} findings`)
  process.exit(failed ? 1 : 0)
}
