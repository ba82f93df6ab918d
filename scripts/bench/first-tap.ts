// The cost the intent-driven start moves out of page load: how long a visitor's first tap on a Book
// button takes to show the booking form, on a phone-sized page with the CPU slowed 4x (Lighthouse's
// mobile factor) and the app's modules already fetched (they are, once the page has loaded).
import { chromium } from '@playwright/test'
import { MODULES_META } from '../../src/app/documentScripts.ts'
import { chromiumFlags, chromiumPath } from './lighthouse-run.ts'

export async function firstTapMs(url: string, bookLabel: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(url, { waitUntil: 'load' })
    // The loader fetches the modules after load; the measurement starts once they are all in.
    await page.waitForFunction((metaName) => {
      const wanted = document.querySelector<HTMLMetaElement>(`meta[name="${metaName}"]`)?.content.split(' ') ?? []
      const fetched = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
      return wanted.length > 0 && wanted.every((module) => fetched.has(module))
    }, MODULES_META)
    const button = page.getByRole('button', { name: bookLabel }).first()
    await button.scrollIntoViewIfNeeded()
    const start = Date.now()
    await button.tap()
    await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 30_000 })
    return Date.now() - start
  } finally {
    await browser.close()
  }
}
