// The main-thread cost of the app (module evaluation and hydration at the visitor's first intent,
// and the booking form rendered closed), as a RATIO to the same page with its app switched off (JavaScript disabled: the same
// HTML parsed, styled, laid out and painted, the same photos decoded), loaded in the same browser
// just before. Both are counted in CPU time of the same thread from navigation until the page is
// quiet (time preempted by another job does not count), so a machine that is twice as slow, or
// busy, scales both: the ratio stays, and only new work in the app's start (a slow loop at
// hydration, a heavier render, more code to evaluate) moves it.
import type { Browser, BrowserContext } from '@playwright/test'
import { READY_ATTRIBUTE } from '../../src/i18n/languageSwap.ts'
import { median } from './budgets.ts'
import { untilThreadQuiet, watchThread } from './quiet.ts'

/** Main-thread CPU time of one load of `url`, until the page has been quiet for a while. */
async function loadCpuMs(context: BrowserContext, url: string, withApp: boolean): Promise<number> {
  const page = await context.newPage()
  try {
    const cdp = await watchThread(page)
    await page.goto(url, { waitUntil: 'load' })
    if (withApp) {
      // The visitor's first intent (a key press) starts the app and prepares the form.
      await page.keyboard.press('Shift')
      await page.locator(`html[${READY_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: 120_000 })
    }
    // Hydration runs in slices (a transition) and photos decode late: both pages until they are quiet.
    return await untilThreadQuiet(cdp)
  } finally {
    await page.close()
  }
}

export type StartCost = { appMs: number; referenceMs: number; ratio: number; runs: Array<{ appMs: number; referenceMs: number }> }

export async function startCost(browser: Browser, url: string, runs = 5): Promise<StartCost> {
  const samples: Array<{ appMs: number; referenceMs: number }> = []
  const options = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
  for (let i = 0; i < runs; i++) {
    const off = await browser.newContext({ ...options, javaScriptEnabled: false })
    const on = await browser.newContext(options)
    try {
      const referenceMs = await loadCpuMs(off, url, false)
      const appMs = await loadCpuMs(on, url, true)
      samples.push({ appMs, referenceMs })
    } finally {
      await off.close()
      await on.close()
    }
  }
  const appMs = median(samples.map((s) => s.appMs))
  const referenceMs = median(samples.map((s) => s.referenceMs))
  return { appMs, referenceMs, ratio: median(samples.map((s) => s.appMs / s.referenceMs)), runs: samples }
}
