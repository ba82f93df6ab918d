// Stands in for src/content/seasons.ts in the preview build: the booking form's estimate prices
// the drafts' seasons, so a season's percentage or day price shows in the estimate as it is typed.
import type { Season } from '../../src/content/seasons.ts'

export type { Season }

export let seasons: readonly Season[] = []

export function showSeasons(drafts: readonly Season[]): void {
  seasons = drafts
}
