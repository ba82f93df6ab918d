// The head script that puts the asked-for language on the page before the first paint.
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_SWAP_CLASS } from '../../i18n/languageSwap'
import { defaultLocale, locales } from '../../i18n/locales'
import { LOCALE_STORAGE_KEY } from '../../i18n/storage'
import { PRERENDERED_ATTRIBUTE } from '../documentScripts'
import { applyRequestedLanguage, planLanguage } from './requestedLanguage'
import { BAHT_ONLY, CURRENCY_KEPT_ATTRIBUTE, CURRENCY_STORAGE_KEY } from '../../shared/currency/storage'

// Two languages with a document of their own (a and b) and the default one, from the list.
const [a, b = a] = locales.filter((locale) => locale !== defaultLocale)
const home = defaultLocale

describe('the language plan', () => {
  it.each([
    ['nothing asked: the document as it is', 'https://s.ex/', null, home, { locale: null, hide: false, moveTo: null }],
    ['the link asks for this document', `https://s.ex/?lang=${a}`, null, a, { locale: a, hide: false, moveTo: null }],
    ['the link beats the stored choice', `https://s.ex/?lang=${b}`, a, b, { locale: b, hide: false, moveTo: null }],
    ["a stored choice moves to that language's document", 'https://s.ex/?x=1#top', b, home, { locale: b, hide: true, moveTo: `https://s.ex/?x=1&lang=${b}#top` }],
    ['a link to a language this host did not map: hidden until the app switches', `https://s.ex/?lang=${a}`, null, home, { locale: a, hide: true, moveTo: null }],
    ['an unknown language is ignored', 'https://s.ex/?lang=fr', 'de', home, { locale: null, hide: false, moveTo: null }],
    ['the home document at another path (SPA fallback): hidden for the not-found page', 'https://s.ex/nope', null, home, { locale: null, hide: true, moveTo: null }],
    ['404.html (nothing prerendered) only gets the language', 'https://s.ex/nope', a, null, { locale: a, hide: false, moveTo: null }],
  ] as const)('%s', (_name, href, stored, prerendered, plan) => {
    expect(planLanguage(href, stored, prerendered)).toEqual(plan)
  })
})

describe('the language script', () => {
  function page(url: string, stored?: string) {
    const dom = new JSDOM(`<!doctype html><html lang="en" ${PRERENDERED_ATTRIBUTE}="en"><head></head><body></body></html>`, { runScripts: 'outside-only', url })
    if (stored) dom.window.localStorage.setItem(LOCALE_STORAGE_KEY, stored)
    applyRequestedLanguage(dom.window)
    return dom.window.document.documentElement
  }

  it('puts the asked-for language on <html lang> and hides the swap', () => {
    const root = page('https://s.ex/?lang=zh')
    expect(root.lang).toBe('zh-Hans')
    expect(root.classList.contains(LANGUAGE_SWAP_CLASS)).toBe(true)
  })

  it('leaves a document in its own language as it is', () => {
    const root = page('https://s.ex/', 'en')
    expect(root.lang).toBe('en')
    expect(root.classList.contains(LANGUAGE_SWAP_CLASS)).toBe(false)
  })

  it('marks a stored currency choice, whatever it is, so the cards keep its line; none, no mark', () => {
    const marked = (choice?: string) => {
      const dom = new JSDOM(`<!doctype html><html lang="en" ${PRERENDERED_ATTRIBUTE}="en"></html>`, { runScripts: 'outside-only', url: 'https://s.ex/' })
      if (choice) dom.window.localStorage.setItem(CURRENCY_STORAGE_KEY, choice)
      applyRequestedLanguage(dom.window)
      return dom.window.document.documentElement.hasAttribute(CURRENCY_KEPT_ATTRIBUTE)
    }
    expect([marked('USD'), marked(BAHT_ONLY), marked()]).toEqual([true, true, false])
  })

  it('shows the page as it is when storage throws', () => {
    const dom = new JSDOM(`<!doctype html><html lang="en" ${PRERENDERED_ATTRIBUTE}="en"></html>`, { runScripts: 'outside-only', url: 'https://s.ex/' })
    Object.defineProperty(dom.window, 'localStorage', { get: () => { throw new Error('blocked') } })
    expect(() => applyRequestedLanguage(dom.window)).not.toThrow()
    expect(dom.window.document.documentElement.lang).toBe('en')
  })
})
