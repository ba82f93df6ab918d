// GROQ filters behind the Studio's "Missing a translation" lists. Kept free of Sanity imports so
// the site's tests can run them with groq-js over the seed (tests/studio/translation-gaps.test.ts).
import {englishName, locales} from './languages'

/** True in GROQ when the field holds no text (never filled in, or emptied). */
const blank = (field: string) => `(!defined(${field}) || ${field} == "")`
/** True in GROQ when any site language of the localized text at `path` holds no text. */
const someLanguageBlank = (path = '') => locales.map((language) => blank(`${path}${language}`)).join(' || ')
const anyLanguageBlank = someLanguageBlank()

/** Website text (message documents) where a site language is missing. */
export const messagesMissingTranslationFilter = `_type == "message" && (${anyLanguageBlank})`

/** Bikes with a feature label that lacks a site language. */
export const bikesMissingTranslationFilter = `_type == "bike" && count(features[${anyLanguageBlank}]) > 0`

/** Rental terms whose question or answer lacks a site language. */
export const rentalTermsMissingTranslationFilter = `_type == "rentalTerm" && (${['question', 'answer']
  .map((field) => someLanguageBlank(`${field}.`))
  .join(' || ')})`

/**
 * Shop settings whose address line lacks a language, whose map picture or shop photo has a
 * description lacking one (a picture without a description at all is the field's own error), or
 * whose deposit sentence, late-return sentence, a delivery area's name or a closed day's sentence lacks one.
 */
export const settingsMissingTranslationFilter = `_type == "siteSettings" && (${[
  someLanguageBlank('addressLine.'),
  ...['mapPicture', 'shopPhoto'].map((picture) => `(defined(${picture}.alt) && (${someLanguageBlank(`${picture}.alt.`)}))`),
  ...['depositPolicy', 'lateReturn'].map((sentence) => `(defined(${sentence}) && (${someLanguageBlank(`${sentence}.`)}))`),
  `count(deliveryAreas[${someLanguageBlank('name.')}]) > 0`,
  `count(closedDays[${someLanguageBlank('note.')}]) > 0`,
].join(' || ')})`

/** Languages a message still needs, in the owner's words, for list previews. */
export function missingLanguages(text: Partial<Record<string, unknown>>): string[] {
  return locales.filter((locale) => typeof text[locale] !== 'string' || text[locale] === '').map(englishName)
}

/** Seasons whose name lacks a site language (the estimate shows it to visitors). */
export const seasonsMissingTranslationFilter = `_type == "season" && (${someLanguageBlank('name.')})`
