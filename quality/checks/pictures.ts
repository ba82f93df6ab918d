// `npm run check:docs`: the pictures README.md and docs/ show, against docs/images/pictures.json
// (written by `npm run docs:screenshots`, tools/docs-screenshots/manifest.ts). A picture the docs
// show that the manifest does not record fails the check: nobody knows what it was made from. A
// picture whose inputs changed since it was made is named, with the inputs, but does not fail it:
// CI has no Studio build to make it again, and not every change shows in a picture.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { docFiles } from './docs-links.ts'
import { PICTURE_INPUTS } from '../../tools/docs-screenshots/inputs.ts'
import { MANIFEST, fingerprints, readManifest, staleReasons, type Manifest } from '../../tools/docs-screenshots/manifest.ts'

const IMAGES = path.join('docs', 'images')
const LINK = /\]\(([^)\s#]+)/g

/** The files of docs/images/ that a page links, each with the first page that does. */
export function linkedPictures(root: string, files = docFiles(root)): Map<string, string> {
  const pictures = new Map<string, string>()
  for (const file of files) {
    for (const [, target] of readFileSync(path.join(root, file), 'utf8').matchAll(LINK)) {
      const resolved = path.normalize(path.join(path.dirname(file), target))
      if (path.dirname(resolved) === IMAGES && !pictures.has(path.basename(resolved))) pictures.set(path.basename(resolved), file)
    }
  }
  return pictures
}

export type PictureReport = { missing: string[]; stale: string[] }

export function checkPictures(root: string, linked: Map<string, string>, manifest: Manifest, inputsOf: Record<string, readonly string[]>): PictureReport {
  const print = fingerprints(root)
  const report: PictureReport = { missing: [], stale: [] }
  for (const [picture, page] of linked) {
    const recorded = manifest[picture]
    if (!recorded) {
      report.missing.push(`${page} shows ${picture}, which ${MANIFEST} does not record (say what it is made from in tools/docs-screenshots/inputs.ts, then run npm run docs:screenshots)`)
      continue
    }
    const reasons = staleReasons(recorded, inputsOf[picture] ?? [], print)
    if (reasons.length) report.stale.push(`${picture}: ${reasons.join(', ')}`)
  }
  return report
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd()
  const linked = linkedPictures(root)
  const { missing, stale } = checkPictures(root, linked, readManifest(root), PICTURE_INPUTS)
  if (stale.length) console.warn(`pictures: ${stale.length} may be stale (npm run docs:screenshots makes them again):\n  ${stale.join('\n  ')}`)
  if (missing.length) {
    console.error(`pictures: not in the manifest:\n${missing.join('\n')}`)
    process.exit(1)
  }
  console.log(`pictures: all ${linked.size} pictures the docs show are recorded in ${MANIFEST}`)
}
