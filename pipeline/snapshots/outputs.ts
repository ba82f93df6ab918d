// Compares what sync would write with what is on disk: the basis of --check, --dry-run and
// of skipping the write when nothing changed.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { GENERATED_DIR, IMAGES_DIR } from './snapshots.ts'
import type { PublishedFile } from '../sources/source.ts'

export interface Outputs {
  /** src/generated file name → content */
  generated: Map<string, string>
  /** files for public/content/images, or null to leave that folder alone */
  images: readonly PublishedFile[] | null
}

export interface FileDiff {
  path: string
  change: 'new' | 'changed' | 'removed'
}

export async function diffOutputs(root: string, outputs: Outputs): Promise<FileDiff[]> {
  const diffs: FileDiff[] = []
  for (const [name, content] of outputs.generated) {
    const file = path.join(GENERATED_DIR, name)
    const current = await readOrNull(path.join(root, file))
    if (current === null) diffs.push({ path: file, change: 'new' })
    else if (!current.equals(Buffer.from(content))) diffs.push({ path: file, change: 'changed' })
  }
  if (outputs.images) {
    const present = new Set(await listOrEmpty(path.join(root, IMAGES_DIR)))
    for (const image of outputs.images) {
      const file = path.join(IMAGES_DIR, image.name)
      const current = present.delete(image.name) ? await readOrNull(path.join(root, file)) : null
      if (current === null) diffs.push({ path: file, change: 'new' })
      else if (!current.equals(await readFile(image.from))) diffs.push({ path: file, change: 'changed' })
    }
    for (const name of [...present].sort()) diffs.push({ path: path.join(IMAGES_DIR, name), change: 'removed' })
  }
  return diffs
}

export async function readOrNull(file: string): Promise<Buffer | null> {
  return readFile(file).catch(() => null)
}

export async function listOrEmpty(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => [])
}
