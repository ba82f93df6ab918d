// The default content source: the seed dataset in studio/seed, evaluated locally with groq-js.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { SyncError } from '../errors.ts'
import { parseNdjson, type SanityDocument } from './ndjson.ts'
import { resolveSeedImages } from './seed-images.ts'
import type { ContentSource, PublishedFile } from './source.ts'

export interface SeedDataset {
  documents: SanityDocument[]
  images: PublishedFile[]
}

/** Every document of studio/seed/*.ndjson plus synthesized image assets, like an imported dataset. */
export async function loadSeedDataset(seedDir: string): Promise<SeedDataset> {
  const label = path.relative(process.cwd(), seedDir) || '.'
  let names: string[]
  try {
    names = (await readdir(seedDir)).filter((n) => n.endsWith('.ndjson')).sort()
  } catch {
    throw new SyncError(`Cannot read the seed dataset`, [`${label}: folder not found`])
  }
  if (names.length === 0) throw new SyncError(`Cannot read the seed dataset`, [`${label}: no .ndjson files`])

  const problems: string[] = []
  const documents: SanityDocument[] = []
  for (const name of names) {
    const text = await readFile(path.join(seedDir, name), 'utf8')
    documents.push(...parseNdjson(text, path.join(label, name), problems))
  }
  const seen = new Set<string>()
  for (const doc of documents) {
    if (seen.has(doc._id)) problems.push(`document "${doc._id}": _id appears twice in the seed`)
    seen.add(doc._id)
  }
  const { assets, files } = await resolveSeedImages(documents, seedDir, problems)
  if (problems.length) throw new SyncError(`The seed dataset in ${label} is broken`, problems)
  return { documents: [...documents, ...assets], images: files }
}

export async function evaluateGroq(documents: unknown[], query: string, params?: Record<string, unknown>) {
  const tree = parse(query, { params })
  const value = await evaluate(tree, { dataset: documents, params })
  return value.get()
}

// displayName is fixed by the caller (not derived from cwd) because it lands in the snapshots.
export async function createSeedSource(seedDir: string, displayName = 'studio/seed'): Promise<ContentSource> {
  const dataset = await loadSeedDataset(seedDir)
  return {
    label: `the seed dataset (${displayName})`,
    // groq-js sees drafts like the raw perspective would; the queries themselves exclude them.
    fetch: async <T>(query: string, params?: Record<string, unknown>) =>
      (await evaluateGroq(dataset.documents, query, params)) as T,
    publishedImages: () => dataset.images,
  }
}
