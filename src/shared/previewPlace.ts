// Where on the home page the Studio's Preview opens: the Studio writes it into the preview's
// address (studio/presentation.ts), the preview reads it and scrolls there once the page has
// rendered (preview/place/). One rule for both sides, so the two never disagree on the words.
import { LANGUAGE_PARAM } from '../i18n/languageSwap'
import { sectionIds, type SectionId } from './sections'

/** A bike's card (by its web id, the slug), or one of the home page's sections. */
export type PreviewPlace = { bike: string } | { section: SectionId }

const BIKE_PARAM = 'bike'
const SECTION_PARAM = 'section'

/** The home page's address in `language` (none: the default), at `place`. */
export function previewHref(language?: string, place?: PreviewPlace): string {
  const params = new URLSearchParams()
  if (language) params.set(LANGUAGE_PARAM, language)
  if (place && 'bike' in place) params.set(BIKE_PARAM, place.bike)
  if (place && 'section' in place) params.set(SECTION_PARAM, place.section)
  const query = params.toString()
  return query ? `/?${query}` : '/'
}

/** The place an address asks for, if any. */
export function readPreviewPlace(search: string): PreviewPlace | undefined {
  const params = new URLSearchParams(search)
  const bike = params.get(BIKE_PARAM)
  if (bike) return { bike }
  const section = Object.values(sectionIds).find((id) => id === params.get(SECTION_PARAM))
  return section ? { section } : undefined
}
