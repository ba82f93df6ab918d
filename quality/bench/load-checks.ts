// One scripted load of a built page in Chromium, reduced to what comes out the same on every
// machine: which scripts were requested before the first contentful paint, the bytes of every
// script fetched before any interaction, the layout shifts of the load, the app's start at the
// first intent (with the booking form rendered closed) and a scroll to the end, and every console
// warning or error (React's hydration warnings among them).
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from '@playwright/test'
import { MODULES_META } from '../../src/app/documentScripts.ts'
import { READY_ATTRIBUTE } from '../../src/i18n/languageSwap.ts'
import { untilThreadQuiet, watchThread } from './quiet.ts'

export type Viewport = { name: string; width: number; height: number; mobile: boolean }
export const VIEWPORTS: Viewport[] = [
  { name: 'phone', width: 390, height: 844, mobile: true },
  { name: 'desktop', width: 1440, height: 900, mobile: false },
]

export type LoadReport = {
  /** Scripts of the site requested before the first contentful paint (the loader must wait for it). */
  scriptsBeforePaint: string[]
  /** Paths of every script requested before any interaction (the idle fetch of the app included). */
  scripts: string[]
  jsGzipBytes: number
  cls: number
  console: string[]
}

/** Gzip level 9 of the built file, as tools/serve/serve.ts sends it: bytes, not timing. */
export function gzipBytes(dist: string, paths: string[]): number {
  return [...new Set(paths)].reduce((sum, path) => sum + gzipSync(readFileSync(`${dist}${path}`), { level: 9 }).length, 0)
}

/** Waits until the loader has fetched the app's modules (after the first paint is reported and the thread is idle). */
export async function appModulesFetched(page: Page): Promise<void> {
  await page.waitForFunction((metaName) => {
    const wanted = document.querySelector<HTMLMetaElement>(`meta[name="${metaName}"]`)?.content.split(' ') ?? []
    const fetched = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
    return wanted.length > 0 && wanted.every((module) => fetched.has(module))
  }, MODULES_META)
}

export async function scriptedLoad(browser: Browser, dist: string, url: string, viewport: Viewport): Promise<LoadReport> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
  })
  const page = await context.newPage()
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number }
    w.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__cls += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  try {
    const thread = await watchThread(page)
    await page.goto(url, { waitUntil: 'load' })
    await appModulesFetched(page)
    await untilThreadQuiet(thread)
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
      resources: performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }))
    const scripts = timing.resources.filter((resource) => resource.path.endsWith('.js')).map((resource) => resource.path)
    const scriptsBeforePaint = timing.resources.filter((r) => r.path.endsWith('.js') && r.start < timing.paint).map((r) => r.path)

    // The visitor reaches for the page (a key press is an intent: the app starts, the booking form
    // is fetched and rendered closed), then reads down to the footer and back. At each stop, what
    // shows there has arrived before the next (the images in view loaded and decoded, and a frame
    // drawn with them), however long this machine takes; the shifts are read once the page is quiet
    // (every frame drawn, every observer told).
    await page.keyboard.press('Shift')
    await page.locator(`html[${READY_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: 120_000 })
    await untilThreadQuiet(thread) // the booking form rendered closed
    // A string, not a function: tsx's name helpers do not exist in the page.
    await page.evaluate(`(async () => {
      const frames = (n) => new Promise((resolve) => { const next = () => (n-- > 0 ? requestAnimationFrame(next) : resolve()); next() })
      const arrived = async () => {
        await frames(1)
        const inView = [...document.images].filter((image) => {
          const box = image.getBoundingClientRect()
          return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
        })
        // An image that never arrives (a lazy one the engine never starts) holds a stop a minute at most.
        const limit = new Promise((resolve) => setTimeout(resolve, 60000))
        await Promise.race([Promise.all(inView.map((image) => image.decode().catch(() => undefined))), limit])
        await frames(2)
      }
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo({ top: y, behavior: 'instant' })
        await arrived()
      }
      window.scrollTo({ top: 0, behavior: 'instant' })
      await arrived()
    })()`)
    await untilThreadQuiet(thread)
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
    return { scriptsBeforePaint, scripts: [...new Set(scripts)], jsGzipBytes: gzipBytes(dist, scripts), cls, console: messages }
  } finally {
    await context.close()
  }
}
