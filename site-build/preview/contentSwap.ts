// The preview build's one difference from the site: the modules that hand the site its synced
// snapshots are swapped for live stand-ins (preview/content/) that the Studio's drafts fill.
// Resolved by file, not by spelling, so `../content`, `../../content` and `.` all land on the
// stand-in; the stand-ins themselves still reach the originals (for their types and `localize`).
import path from 'node:path'
import type { Plugin } from 'vite'

const ROOT = path.resolve(import.meta.dirname, '../..')
const PREVIEW_DIR = path.join(ROOT, 'preview') + path.sep

export const CONTENT_SWAPS: ReadonlyMap<string, string> = new Map(
  [
    ['src/content/index.ts', 'preview/content/liveContent.ts'],
    ['src/content/terms.ts', 'preview/content/liveTerms.ts'],
    ['src/content/bookingMessages.ts', 'preview/content/liveBookingMessages.ts'],
    ['src/content/visit.ts', 'preview/content/liveVisit.ts'],
    ['src/content/seasons.ts', 'preview/content/liveSeasons.ts'],
    ['src/content/delivery.ts', 'preview/content/liveDelivery.ts'],
    ['src/content/availability.ts', 'preview/content/liveAvailability.ts'],
    ['src/content/extras.ts', 'preview/content/liveExtras.ts'],
  ].map(([original, standIn]) => [path.join(ROOT, original), path.join(ROOT, standIn)]),
)

export function contentSwap(): Plugin {
  return {
    name: 'preview-content-swap',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith('.') || importer.startsWith(PREVIEW_DIR)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      const standIn = resolved && CONTENT_SWAPS.get(resolved.id)
      return standIn ?? resolved
    },
  }
}
