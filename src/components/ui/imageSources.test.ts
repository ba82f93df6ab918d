import { describe, expect, it } from 'vitest'
import { srcSet, variantUrl } from './imageSources'

describe('image sources', () => {
  it('name the build-time variants of a local photo, with the original as the widest JPEG', () => {
    expect(variantUrl('/content/images/honda-pcx.jpg', 400, 'avif')).toBe('/content/images/honda-pcx-400.avif')
    expect(srcSet('/content/images/honda-pcx.jpg', 'webp', 1200)).toBe(
      '/content/images/honda-pcx-400.webp 400w, /content/images/honda-pcx-800.webp 800w',
    )
    expect(srcSet('/content/images/honda-pcx.jpg', 'jpg', 1200)).toBe(
      '/content/images/honda-pcx-400.jpg 400w, /content/images/honda-pcx-800.jpg 800w, /content/images/honda-pcx.jpg 1200w',
    )
  })

  it('never offer a variant wider than the original', () => {
    expect(srcSet('/content/images/small.jpg', 'avif', 600)).toBe('/content/images/small-400.avif 400w')
    // No AVIF/WebP source at all then: the <picture> falls through to the JPEG.
    expect(srcSet('/content/images/tiny.jpg', 'avif', 300)).toBe('')
    expect(srcSet('/content/images/tiny.jpg', 'jpg', 300)).toBe('/content/images/tiny.jpg 300w')
  })

  it("ask Sanity's CDN for sized variants and leave other URLs alone", () => {
    expect(variantUrl('https://cdn.sanity.io/images/p/d/abc-1200x800.jpg', 800, 'webp')).toBe(
      'https://cdn.sanity.io/images/p/d/abc-1200x800.jpg?w=800&fm=webp&q=70&fit=max',
    )
    expect(variantUrl('https://example.com/x.jpg', 800, 'webp')).toBe('https://example.com/x.jpg')
  })
})
