// The logo's box in the navigation, from its stored dimensions: shared by the logo and its
// placeholder so nothing shifts when the processed image arrives.
import { settings } from '../../content'

export const logoHeights = { base: 28, md: 40 } as const

export function logoBoxSize() {
  const ratio = settings.logo.width / settings.logo.height
  return {
    flexShrink: 0,
    h: { base: `${logoHeights.base}px`, md: `${logoHeights.md}px` },
    w: { base: `${Math.round(ratio * logoHeights.base)}px`, md: `${Math.round(ratio * logoHeights.md)}px` },
  }
}
