// A tiny blurred placeholder like Sanity's metadata.lqip, made so the bytes never vary:
// sharp only decodes and PNG-encodes (lossless); the downscale is integer box averaging here,
// because libvips' SIMD resamplers may round differently between machines and `--check` would flap.
import sharp from 'sharp'

const TARGET_WIDTH = 20

export async function makeLqip(file: string): Promise<string> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const width = Math.min(TARGET_WIDTH, info.width)
  const height = Math.max(1, Math.round((info.height * width) / info.width))
  const small = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor((y * info.height) / height)
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * info.height) / height))
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor((x * info.width) / width)
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * info.width) / width))
      const sum = [0, 0, 0]
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          const at = (sy * info.width + sx) * info.channels
          for (let c = 0; c < 3; c++) sum[c] += data[at + c]
        }
      }
      const count = (y1 - y0) * (x1 - x0)
      for (let c = 0; c < 3; c++) small[(y * width + x) * 3 + c] = Math.round(sum[c] / count)
    }
  }
  const png = await sharp(small, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 9, adaptiveFiltering: false, palette: false })
    .toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}
