// The first inline script in <head> (built into it by site-build/prerender/inlineCode.ts), before the
// first paint: the asked-for language (?lang=, else the stored choice) goes on <html lang> at once.
// A stored choice other than this document's language loads that language's prerendered document
// (its address is ?lang=xx, which the host maps to it). Where the host has no such document the
// page stays hidden until the app has switched (the swap style in documentScripts.ts), so no
// visitor sees English flash by. A host that answers another path with the home document (an SPA
// fallback) gets the same hiding: the app starts at once and renders the not-found page instead.
// A stored currency choice is marked on <html> too, so the cards keep a line for its approximation.
import { LANGUAGE_PARAM, LANGUAGE_SWAP_CLASS } from '../../i18n/languageSwap'
import { htmlLang, isLocale, type Locale } from '../../i18n/locales'
import { LOCALE_STORAGE_KEY } from '../../i18n/storage'
import { PRERENDERED_ATTRIBUTE } from '../documentScripts'
import { CURRENCY_KEPT_ATTRIBUTE, CURRENCY_STORAGE_KEY } from '../../shared/currency/storage'

export type LanguagePlan = {
  /** The language to put on <html lang>, if one was asked for. */
  locale: Locale | null
  /** Hide the page until the app has swapped the language (or rendered another path). */
  hide: boolean
  /** The address of the asked-for language's own document, to load instead of this one. */
  moveTo: string | null
}

/** What to do with a document prerendered in `prerendered` (null: nothing prerendered) at `href`. */
export function planLanguage(href: string, stored: string | null, prerendered: string | null): LanguagePlan {
  const url = new URL(href)
  const asked = url.searchParams.get(LANGUAGE_PARAM)
  const locale = isLocale(asked) ? asked : isLocale(stored) ? stored : null
  const otherLanguage = Boolean(prerendered && locale && locale !== prerendered)
  const hide = Boolean(prerendered && url.pathname !== '/') || otherLanguage
  if (otherLanguage && !isLocale(asked)) url.searchParams.set(LANGUAGE_PARAM, locale as string)
  return { locale, hide, moveTo: otherLanguage && !isLocale(asked) ? url.href : null }
}

function stored(win: Window, key: string): string | null {
  try {
    return win.localStorage.getItem(key)
  } catch {
    return null // storage blocked: the address alone decides
  }
}

export function applyRequestedLanguage(win: Window): void {
  try {
    const root = win.document.documentElement
    const plan = planLanguage(win.location.href, stored(win, LOCALE_STORAGE_KEY), root.getAttribute(PRERENDERED_ATTRIBUTE))
    if (stored(win, CURRENCY_STORAGE_KEY) !== null) root.setAttribute(CURRENCY_KEPT_ATTRIBUTE, '')
    if (plan.locale) root.lang = htmlLang[plan.locale]
    if (plan.hide) root.classList.add(LANGUAGE_SWAP_CLASS)
    if (plan.moveTo) win.location.replace(plan.moveTo)
  } catch {
    // The prerendered page shows as it is: better than no page.
  }
}
