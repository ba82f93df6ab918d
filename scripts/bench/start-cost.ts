// The main-thread cost of starting the app (module evaluation and hydration, from the visitor's
// first intent until the page is interactive), as a RATIO to a fixed reference workload run in
// the same page of the same browser just before. Both are counted in CPU time of the same thread
// (time preempted by another job does not count), so a machine that is twice as slow, or busy,
// scales both: the ratio stays, and only new work in the app's start (a slow loop at hydration, a
// heavier render) moves it.
import type { Browser, CDPSession } from '@playwright/test'
import { READY_ATTRIBUTE } from '../../src/i18n/languageSwap.ts'
import { median } from './budgets.ts'
import { appModulesFetched } from './load-checks.ts'

/** CPU time of the page's main thread so far, in ms (CDP Performance.getMetrics ThreadTime): time the thread was preempted by other processes does not count. */
async function taskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? Number.NaN) * 1000
}

/**
 * The reference: building, laying out and dropping a few thousand elements, and some string and
 * object work, the same kinds of work as a render and a hydration. Fixed: the same every run. A
 * string, not a function: tsx's name helpers do not exist in the page.
 */
const REFERENCE_WORKLOAD = `(() => {
  let checksum = 0
  for (let round = 0; round < 4; round++) {
    const host = document.createElement('div')
    for (let i = 0; i < 1500; i++) {
      const card = document.createElement('article')
      card.className = 'card card-' + (i % 7)
      card.setAttribute('data-index', String(i))
      const title = document.createElement('h3')
      title.textContent = 'Bike ' + i + ' · ' + ((i * 37) % 1000) + ' baht / day'
      card.append(title, document.createElement('button'))
      host.append(card)
    }
    document.body.append(host)
    checksum += host.getBoundingClientRect().height
    const state = Array.from({ length: 4000 }, (_, i) => ({ id: 'k' + i, value: i * round, tags: [i % 3, i % 5] }))
    checksum += JSON.stringify(state).length + JSON.parse(JSON.stringify(state)).length
    host.remove()
  }
  return checksum
})()`

export type StartCost = { appMs: number; referenceMs: number; ratio: number; runs: Array<{ appMs: number; referenceMs: number }> }

export async function startCost(browser: Browser, url: string, runs = 5): Promise<StartCost> {
  const samples: Array<{ appMs: number; referenceMs: number }> = []
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    try {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Performance.enable')
      await page.goto(url, { waitUntil: 'load' })
      await appModulesFetched(page)
      await page.waitForTimeout(300) // the idle fetch's parse and the photos' decode settle first

      const beforeReference = await taskMs(cdp)
      await page.evaluate(REFERENCE_WORKLOAD)
      const referenceMs = (await taskMs(cdp)) - beforeReference

      const beforeApp = await taskMs(cdp)
      await page.keyboard.press('Shift')
      await page.locator(`html[${READY_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: 30_000 })
      // Hydration runs in slices (a transition): wait until the thread has been quiet for a while.
      await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500)))')
      const appMs = (await taskMs(cdp)) - beforeApp
      samples.push({ appMs, referenceMs })
    } finally {
      await context.close()
    }
  }
  const appMs = median(samples.map((s) => s.appMs))
  const referenceMs = median(samples.map((s) => s.referenceMs))
  return { appMs, referenceMs, ratio: median(samples.map((s) => s.appMs / s.referenceMs)), runs: samples }
}
