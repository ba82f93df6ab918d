// Waits until a page's main thread is idle: five idle periods in a row, each with 40 ms or more to
// spare. That is the state the gate means by "the page has gone quiet" (hydration's last slice run,
// the booking form rendered closed), reached as late as a slow or busy machine needs, where a fixed
// wait would end too early there and cut the work it was meant to count.
import type { Page } from '@playwright/test'

const IDLE_PERIODS = 5
const SPARE_MS = 40

export async function untilQuiet(page: Page): Promise<void> {
  // A string, not a function: tsx's name helpers do not exist in the page.
  await page.evaluate(`new Promise((resolve) => {
    let idle = 0
    const look = (deadline) => {
      idle = deadline.timeRemaining() >= ${SPARE_MS} ? idle + 1 : 0
      if (idle >= ${IDLE_PERIODS}) resolve(true)
      else requestIdleCallback(look)
    }
    requestIdleCallback(look)
  })`)
}
