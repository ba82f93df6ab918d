// The logo's pixel rule, kept pure so its edges can be unit-tested without a canvas.

export type FadeOptions = {
  /** A pixel fades only when red, green and blue are ALL strictly above this (240 in the seed). */
  threshold: number
  /** The faded pixel keeps this percentage of its alpha (25 in the seed: 75% transparent). */
  alphaPercent: number
}

export function isNearWhite(r: number, g: number, b: number, threshold: number): boolean {
  return r > threshold && g > threshold && b > threshold
}

/** Fades near-white pixels in place in RGBA data (as from getImageData); returns how many faded. */
export function fadeNearWhite(data: Uint8ClampedArray, { threshold, alphaPercent }: FadeOptions): number {
  let faded = 0
  for (let i = 0; i + 3 < data.length; i += 4) {
    if (isNearWhite(data[i], data[i + 1], data[i + 2], threshold)) {
      data[i + 3] = Math.round((data[i + 3] * alphaPercent) / 100)
      faded++
    }
  }
  return faded
}
