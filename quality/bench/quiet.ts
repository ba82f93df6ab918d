// When a page has gone quiet, by its main thread's own CPU clock (CDP Performance.getMetrics
// ThreadTime): the state the gate means by "the page has settled" (hydration's last slice run, the
// booking form rendered closed, the photos decoded). Reached as late as a slow or busy machine
// needs, where a fixed wait ends too early there and cuts the work it was meant to count; and it
// works the same for a page with JavaScript off, which has no idle callbacks to ask.
import type { CDPSession, Page } from '@playwright/test'

/** CPU time of the page's main thread so far, in ms: time the thread was preempted by other processes does not count. */
async function threadMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  const thread = metrics.find((metric) => metric.name === 'ThreadTime')
  // Chromium's own metric, not a web standard: a version without it must say so, not wait a minute and fail on a NaN.
  if (!thread) throw new Error(`This Chromium reports no ThreadTime in Performance.getMetrics (it reports ${metrics.map((metric) => metric.name).join(', ')}): the gate cannot tell when a page is quiet`)
  return thread.value * 1000
}

/** Starts counting a page's main-thread CPU time (call before its navigation to count all of it). */
export async function watchThread(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  return cdp
}

/**
 * Waits until the main thread has gone quiet (under 5 ms of CPU in each of two 300 ms windows in a
 * row) and returns its CPU time then. A page that never goes quiet is measured after a minute: the
 * gate's ratio then fails on it.
 */
export async function untilThreadQuiet(cdp: CDPSession): Promise<number> {
  const until = Date.now() + 60_000
  let last = await threadMs(cdp)
  for (let quiet = 0; quiet < 2 && Date.now() < until; ) {
    await new Promise((resolve) => setTimeout(resolve, 300))
    const now = await threadMs(cdp)
    quiet = now - last < 5 ? quiet + 1 : 0
    last = now
  }
  return last
}
