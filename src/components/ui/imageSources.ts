// Where the responsive variants of a content image live. Local seed images: files next to the
// original, made at build time (site-build/images); Sanity CDN images: the CDN's own resizing.
export const variantWidths = [400, 800] as const
export const variantFormats = ['avif', 'webp', 'jpg'] as const
export type VariantFormat = (typeof variantFormats)[number]

const localImage = /^(\/content\/images\/[\w.-]+?)\.(jpe?g|png)$/

/** The URL of `url` at `width` px in `format`; the original for formats a source cannot make. */
export function variantUrl(url: string, width: number, format: VariantFormat): string {
  const local = localImage.exec(url)
  if (local) return `${local[1]}-${width}.${format}`
  if (/^https:\/\/cdn\.sanity\.io\//.test(url)) {
    const query = `w=${width}&fm=${format === 'jpg' ? 'jpg' : format}&q=70&fit=max`
    return `${url}${url.includes('?') ? '&' : '?'}${query}`
  }
  return url
}

/** A srcset of every variant width in `format`, plus the original's own width for JPEG; '' when none fits. */
export function srcSet(url: string, format: VariantFormat, originalWidth: number): string {
  const widths: number[] = variantWidths.filter((width) => width < originalWidth)
  const entries = widths.map((width) => `${variantUrl(url, width, format)} ${width}w`)
  if (format === 'jpg') entries.push(`${url} ${originalWidth}w`)
  return entries.join(', ')
}
