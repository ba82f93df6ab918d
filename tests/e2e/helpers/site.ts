// Shared steps for the site's e2e tests: open a page in a language, wait for motion, scan with axe.
import AxeBuilder from '@axe-core/playwright'
import { expect, startApp, type Page } from '../fixtures'
import { LOCALE_STORAGE_KEY } from '../../../src/i18n/storage'
import { defaultLocale, htmlLang as htmlLangOf, locales, perLocale, type Locale } from '../../../src/i18n/locales'
import { messages } from './content'
import { escapeRegExp } from './regexp'
import { lookAfresh, stillOnScreen, whatMoves } from '../../motion'

export { htmlLang as htmlLangOf } from '../../../src/i18n/locales'
/** Each language as the menu names it (the `lang.xx` text, in the language itself). */
export const languageNames: Record<Locale, string> = perLocale((locale) => messages[locale][`lang.${locale}`])
/** The language button in any language (its `nav.language` text). */
export const languageButton = new RegExp(locales.map((locale) => escapeRegExp(messages[locale]['nav.language'])).join('|'))

/** Every language but the default: each has a document of its own (index.xx.html, /?lang=xx). */
export const otherLocales = locales.filter((locale) => locale !== defaultLocale)
/** The language added last: a test run in two languages takes it and the default, so a new language is exercised at once. */
export const newestLocale: Locale = locales[locales.length - 1]
/** The home page's address in a language. */
export const homeIn = (locale: Locale) => (locale === defaultLocale ? '/' : `/?lang=${locale}`)

/** Opens `path` with `locale` already chosen (as a returning visitor would have it). */
export async function openIn(page: Page, locale: Locale, path = '/') {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [LOCALE_STORAGE_KEY, locale] as const,
  )
  await page.goto(path)
  // Also for pages made with context.newPage(), which the fixtures' goto does not wrap.
  await startApp(page)
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf[locale])
}

/** Chooses a language through the navigation's menu, as a visitor does. */
export async function chooseLanguage(page: Page, locale: Locale) {
  await page.getByRole('banner').getByRole('button', { name: languageButton }).click()
  // The menu at rest first, as a visitor sees it before aiming: on a busy machine its opening
  // slide and placement can land between Playwright's press and release, so the release met the
  // item above and the click chose nothing (seen 2 runs in 3 with every core kept busy).
  await expect(page.getByRole('menu')).toBeVisible()
  await settle(page)
  await page.getByRole('menuitemradio', { name: languageNames[locale] }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf[locale])
}

/**
 * Waits until nothing on the screen moves (tests/motion.ts), looking every 50 ms. Each look is a
 * page.evaluate: waitForFunction would run the string through eval, which the site's CSP refuses.
 */
export async function settle(page: Page) {
  await page.evaluate(lookAfresh)
  try {
    await expect.poll(() => page.evaluate(stillOnScreen), { intervals: [50] }).toBe(true)
  } catch (error) {
    throw new Error(`the screen never stopped moving: ${await page.evaluate(whatMoves)}`, { cause: error })
  }
}

/** Zero axe violations for WCAG 2 A and AA on what the page shows now. */
export async function expectNoAxeViolations(page: Page) {
  await settle(page)
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  const summary = violations.map((v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary).toEqual([])
}

/** Collects console errors, so a test can assert what was (or was not) logged. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}
