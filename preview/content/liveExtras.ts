// Stands in for src/content/extras.ts in the preview build: the extras and cover levels from the
// drafts, as a live binding that showExtras() points at the newest.
import type { ExtrasContent } from '../../src/content/extras.ts'

export type { CoverLevel, Extra, ExtrasContent } from '../../src/content/extras.ts'

// Set by showExtras() before the site first renders (the preview root renders nothing until then).
export let extrasContent: ExtrasContent = { extras: [], coverLevels: [], followSeasons: false }

export function showExtras(next: ExtrasContent): void {
  extrasContent = next
}
