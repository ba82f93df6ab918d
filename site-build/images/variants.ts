// Build step: the responsive variants (src/components/ui/imageSources.ts) of every local content
// image in the built site, encoded with sharp. Encodes are cached by the source's hash, so
// repeated builds (e2e, bench) pay once. The dev server makes them on request (variantFor).
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { variantFormats, variantWidths, type VariantFormat } from '../../src/components/ui/imageSources.ts'

const CACHE = path.resolve('node_modules/.cache/image-variants')
const source = /^([\w.-]+?)\.(jpe?g|png)$/
const variant = /^([\w.-]+?)-(\d+)\.(avif|webp|jpg)$/

async function encode(bytes: Buffer, width: number, format: VariantFormat): Promise<Buffer> {
  const key = `${createHash('sha1').update(bytes).digest('hex')}-${width}.${format}`
  const cached = path.join(CACHE, key)
  try {
    return await readFile(cached)
  } catch {
    // not cached yet
  }
  const resized = sharp(bytes).resize({ width, withoutEnlargement: true })
  const out =
    format === 'avif'
      ? await resized.avif({ quality: 50, effort: 3 }).toBuffer()
      : format === 'webp'
        ? await resized.webp({ quality: 70 }).toBuffer()
        : await resized.jpeg({ quality: 72, mozjpeg: true }).toBuffer()
  await mkdir(CACHE, { recursive: true })
  await writeFile(cached, out)
  return out
}

/** Writes every variant of every photo in `dir` (the built site's content/images); the logo stays as it is. */
export async function writeVariants(dir: string): Promise<number> {
  let written = 0
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const match = source.exec(name)
    if (!match || variant.test(name) || !name.endsWith('.jpg')) continue
    const bytes = await readFile(path.join(dir, name))
    for (const width of variantWidths) {
      for (const format of variantFormats) {
        await writeFile(path.join(dir, `${match[1]}-${width}.${format}`), await encode(bytes, width, format))
        written++
      }
    }
  }
  return written
}

/** Dev server: the variant named by `file` (e.g. honda-pcx-400.webp) made from the photo in `dir`. */
export async function variantFor(dir: string, file: string): Promise<{ body: Buffer; type: string } | null> {
  const match = variant.exec(file)
  if (!match) return null
  const format = match[3] as VariantFormat
  const original = path.join(dir, `${match[1]}.jpg`)
  const bytes = await readFile(original).catch(() => null)
  if (!bytes) return null
  return { body: await encode(bytes, Number(match[2]), format), type: format === 'jpg' ? 'image/jpeg' : `image/${format}` }
}
