// A content image as <picture>: AVIF, then WebP, then JPEG, each at the widths in imageSources,
// with explicit width and height so nothing shifts while it loads. `priority` is for the largest
// image of the first screen (fetched early, never lazily); everything else loads lazily.
import { Image, type ImageProps } from '@chakra-ui/react'
import { srcSet, variantFormats } from './imageSources'

type ContentImage = { url: string; width: number; height: number }

type Props = Omit<ImageProps, 'src' | 'srcSet' | 'htmlWidth' | 'htmlHeight'> & {
  image: ContentImage
  alt: string
  /** The slot's width per viewport, as in <img sizes>. */
  sizes: string
  priority?: boolean
  /** Viewports that never show the image: they get a blank pixel instead of a download. */
  hiddenBelow?: string
}

const blankPixel = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=='

export function ContentPicture({ image, alt, sizes, priority = false, hiddenBelow, ...imgProps }: Props) {
  return (
    <picture>
      {hiddenBelow && <source media={`(max-width: ${hiddenBelow})`} srcSet={blankPixel} />}
      {variantFormats
        .filter((format) => format !== 'jpg')
        .map((format) => ({ format, set: srcSet(image.url, format, image.width) }))
        .filter(({ set }) => set !== '')
        .map(({ format, set }) => <source key={format} type={`image/${format}`} srcSet={set} sizes={sizes} />)}
      {/* htmlWidth/htmlHeight: the attributes (Chakra's width/height would be CSS). */}
      <Image src={image.url} srcSet={srcSet(image.url, 'jpg', image.width)} sizes={sizes} alt={alt}
        htmlWidth={image.width} htmlHeight={image.height} decoding="async"
        loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : 'auto'} {...imgProps}
      />
    </picture>
  )
}
