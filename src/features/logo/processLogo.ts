// Draws the logo on a canvas, fades its near-white background and returns the result as a data URL.
import { fadeNearWhite, type FadeOptions } from './fadeNearWhite'
import { loadImage } from './loadImage'

export async function processLogo(src: string, options: FadeOptions): Promise<string> {
  const image = await loadImage(src)
  const canvas = document.createElement('canvas')
  canvas.width = image.naturalWidth
  canvas.height = image.naturalHeight
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('No 2D canvas context is available to process the logo')
  context.drawImage(image, 0, 0)
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height)
  fadeNearWhite(pixels.data, options)
  context.putImageData(pixels, 0, 0)
  return canvas.toDataURL('image/png')
}
