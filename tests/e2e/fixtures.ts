// Playwright's test and expect, with two changes: page.goto and page.reload also start the app and
// wait until it is ready (hydrated, in the asked-for language), and a failed test prints what the
// visitor saw (tests/visitorView.ts). The home page arrives prerendered
// and the app hydrates on the visitor's first sign of intent (src/app/documentScripts.ts); tests
// that are about something else start from the working app.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import { READY_ATTRIBUTE } from '../../src/i18n/languageSwap'
import { whatTheVisitorSees } from '../visitorView'

export { expect } from '@playwright/test'
export type { APIRequestContext, BrowserContext, Locator, Page, Route } from '@playwright/test'

/** Gives the app an intent with a real key press (Shift alone does nothing), then waits for it to be ready. */
export async function startApp(page: Page) {
  const ready = page.locator(`html[${READY_ATTRIBUTE}]`)
  // Retried: a returning visitor's stored language may send the page on to that language's document,
  // and a key press that lands on the document being left starts nothing.
  await expect(async () => {
    await page.waitForLoadState('domcontentloaded')
    if ((await ready.count()) === 0) await page.keyboard.press('Shift')
    // A short look, then another key press: the press may have landed on the document being left.
    await ready.waitFor({ state: 'attached', timeout: 5000 })
  }).toPass({ timeout: 120_000, intervals: [0] })
}

/**
 * The moment every page starts at: 1 March 2026, 10:00 on Phuket. Its clock runs on from there
 * (Playwright's clock): the booking form refuses a pickup in the past, so a test's dates must not
 * depend on the day it runs. A test about time sets its own (page.clock.install, setFixedTime).
 */
export const E2E_NOW = new Date('2026-03-01T10:00:00+07:00')

// Playwright installs a clock per browser context (every page in it shares that clock), once.
const pinned = new WeakSet<BrowserContext>()

/**
 * Puts the context (a page's, or one given) on E2E_NOW, once, before its pages load; a later
 * install or fast-forward moves it on from there. A context a test makes itself pins itself.
 */
export async function pinClock(target: Page | BrowserContext) {
  const context = 'goto' in target ? target.context() : target
  if (pinned.has(context)) return
  pinned.add(context)
  await context.clock.install({ time: E2E_NOW })
}

/** Playwright's clock on the page's context from now on (already there if pinned), so a test can move it. */
export async function ensureClock(page: Page) {
  if (pinned.has(page.context())) return
  pinned.add(page.context())
  await page.context().clock.install()
}

export const test = base.extend<{ pinnedClock: boolean }>({
  /**
   * The booking tests (`test.use({ pinnedClock: true })`): every page of the test's context, the
   * `page` and any the test opens in it, on the one clock from E2E_NOW. Other tests keep the
   * browser's own timers and animation frames: Playwright's clock fakes those too, and a faked
   * frame that comes late can miss the end of a menu's or a dialog's animation.
   */
  pinnedClock: [false, { option: true }],
  context: async ({ context, pinnedClock }, provide) => {
    if (pinnedClock) await pinClock(context)
    await provide(context)
  },
  page: async ({ page }, provide, testInfo) => {
    const ready = () => startApp(page)
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => {
      const response = await goto(...args)
      await ready()
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await ready()
      return response
    }
    await provide(page)
    // A failed test also says what the visitor saw at that moment, beside which element it was.
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      const seen = await page.evaluate(whatTheVisitorSees).catch(() => '(the page could not be read)')
      console.log(`  The visitor sees: ${seen}.`)
      testInfo.annotations.push({ type: 'the visitor sees', description: seen })
    }
  },
})
