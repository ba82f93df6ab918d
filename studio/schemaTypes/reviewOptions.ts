// The owner's dropdowns for a review: the fixed codes (rules/content/codes.ts) with English names from
// the browser's own Intl data, sorted by name, so nothing here needs translating by hand.
import {COUNTRY_CODES, REVIEW_LANGUAGES} from '../../rules/content/codes'
import {REVIEW_SOURCES} from '../../rules/content/content'

type Option = {title: string; value: string}

function named(codes: readonly string[], type: 'language' | 'region'): Option[] {
  const names = new Intl.DisplayNames(['en'], {type})
  return codes
    .map((value) => ({title: `${names.of(value) ?? value} (${value})`, value}))
    .sort((a, b) => a.title.localeCompare(b.title, 'en'))
}

export const languageOptions = named(REVIEW_LANGUAGES, 'language')
export const countryOptions = named(COUNTRY_CODES, 'region')

const sourceTitles: Record<(typeof REVIEW_SOURCES)[number], string> = {
  google: 'Google',
  tripadvisor: 'TripAdvisor',
  facebook: 'Facebook',
  'in-person': 'In person (at the shop)',
}

export const sourceOptions: Option[] = REVIEW_SOURCES.map((value) => ({title: sourceTitles[value], value}))

/** "Google" for "google": the list previews show the owner's words, not the stored code. */
export const sourceTitle = (value: unknown): string =>
  sourceOptions.find((option) => option.value === value)?.title ?? 'No source'
