// Draws the seed images (one illustration per bike, the logo and the map picture) into studio/seed/images/.
// Run from the repo root: npx tsx tools/seed-images/make.ts
// The pictures are generated, not downloaded, so the seed carries no third-party rights.
import { mkdir, stat } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { bikeSvg } from './draw.ts'
import { logoSvg } from './logo.ts'
import { mapSvg } from './map.ts'
import { models } from './models.ts'

const OUT_DIR = fileURLToPath(new URL('../../studio/seed/images/', import.meta.url))
const MAX_JPEG_BYTES = 80 * 1024

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true })
  for (const model of models) await writeJpeg(`${model.slug}.jpg`, bikeSvg(model))
  // A JPEG like the bike photos, so the build makes the same responsive variants of it.
  await writeJpeg('shop-map.jpg', mapSvg())
  // density 192 renders the 240 × 80 SVG at 2× and scales down: smoother text edges.
  await sharp(Buffer.from(logoSvg()), { density: 192 })
    .resize(240, 80)
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9 })
    .toFile(`${OUT_DIR}logo.png`)
  console.log('logo.png')
}

async function writeJpeg(name: string, svg: string): Promise<void> {
  const file = `${OUT_DIR}${name}`
  await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }).toFile(file)
  const { size } = await stat(file)
  if (size > MAX_JPEG_BYTES) throw new Error(`${file} is ${size} bytes, above ${MAX_JPEG_BYTES}`)
  console.log(`${name}  ${(size / 1024).toFixed(1)} KB`)
}

await main()
