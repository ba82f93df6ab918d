// Turns the seed's `_sanityAsset: "image@file://./images/x.jpg"` fields into what a real
// dataset holds (an image reference + a sanity.imageAsset document), so one query serves both.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { isRecord, type SanityDocument } from './ndjson.ts'
import type { PublishedFile } from './source.ts'

const PUBLIC_URL = '/content/images/'
const FILE_ASSET = /^image@file:\/\/(.+)$/

export interface SeedImages {
  assets: SanityDocument[]
  files: PublishedFile[]
}

export async function resolveSeedImages(docs: SanityDocument[], seedDir: string, problems: string[]): Promise<SeedImages> {
  const byFile = new Map<string, Promise<SanityDocument | null>>()
  const published = new Set<string>() // files some published document uses; drafts' images stay private
  const pending: Promise<void>[] = []
  const visit = (node: unknown, docId: string, fieldPath: string): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, docId, `${fieldPath}[${i}]`))
    if (!isRecord(node)) return
    if (typeof node._sanityAsset === 'string') {
      const match = FILE_ASSET.exec(node._sanityAsset)
      if (!match) {
        problems.push(`document "${docId}": ${fieldPath} must be a local image@file:// asset (got ${node._sanityAsset})`)
        return
      }
      const file = path.resolve(seedDir, match[1])
      if (!docId.startsWith('drafts.')) published.add(file)
      if (!byFile.has(file)) byFile.set(file, describeImage(file, `document "${docId}": ${fieldPath}`, problems))
      const target = node
      pending.push(
        byFile.get(file)!.then((asset) => {
          delete target._sanityAsset
          if (asset) target.asset = { _type: 'reference', _ref: asset._id }
        }),
      )
      return
    }
    for (const [key, value] of Object.entries(node)) visit(value, docId, fieldPath ? `${fieldPath}.${key}` : key)
  }
  for (const doc of docs) visit(doc, doc._id, '')
  await Promise.all(pending)

  const assets: SanityDocument[] = []
  const files: PublishedFile[] = []
  for (const [file, asset] of byFile) {
    const done = await asset
    if (!done) continue
    const name = path.basename(file)
    if (files.some((f) => f.name === name)) problems.push(`seed images: two files are named ${name}`)
    assets.push(done)
    if (published.has(file)) files.push({ name, from: file })
  }
  files.sort((a, b) => (a.name < b.name ? -1 : 1))
  return { assets, files }
}

// Mirrors Sanity's asset ids (image-<sha1>-<w>x<h>-<ext>) so references look like the real thing.
async function describeImage(file: string, where: string, problems: string[]): Promise<SanityDocument | null> {
  let bytes: Buffer
  try {
    bytes = await readFile(file)
  } catch {
    problems.push(`${where}: image file ${path.relative(process.cwd(), file)} not found`)
    return null
  }
  const meta = await sharp(bytes).metadata().catch(() => null)
  if (!meta?.width || !meta.height || !meta.format) {
    problems.push(`${where}: ${path.basename(file)} is not a readable image`)
    return null
  }
  const { width, height } = meta
  const extension = meta.format === 'jpeg' ? 'jpg' : meta.format
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension,
    mimeType: `image/${meta.format}`,
    originalFilename: path.basename(file),
    size: bytes.length,
    url: PUBLIC_URL + path.basename(file),
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      hasAlpha: meta.hasAlpha ?? false,
    },
  }
}
