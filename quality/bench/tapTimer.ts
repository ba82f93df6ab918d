// A stopwatch inside the page: from the touch's own event time (the moment the finger landed, as
// the browser stamped it) to the frame after the one in which the expected result is on screen.
// Page code as strings: tsx's name helpers do not exist in the page.
import type { Page } from '@playwright/test'

/**
 * The booking form is laid out and shown (the dialog has a box; its fade-in may still run): the
 * app's, or the prerendered <dialog> a tap before the app opens (its fields take input at once).
 */
export const dialogShown = `[...document.querySelectorAll('[role="dialog"], dialog[open]')].some((d) => d.checkVisibility() && d.getBoundingClientRect().height > 0)`

/** The document's title is `title` (the language switch is complete once the head follows it). */
export const titleIs = (title: string) => `document.title === ${JSON.stringify(title)}`

/** Starts watching: the first touchstart from now on starts the clock; `condition` is checked every frame. */
export async function armTapTimer(page: Page, condition: string): Promise<void> {
  await page.evaluate(`void (window.__tapTimer = new Promise((resolve) => {
    let start = -1
    addEventListener('touchstart', (event) => { if (start < 0) start = event.timeStamp }, { capture: true, passive: true })
    const check = () => {
      if (start >= 0 && ${condition}) requestAnimationFrame((frame) => { window.__shownAt = Math.round(frame); resolve(Math.round(frame - start)) })
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  }))`)
}

/** ms from the touch to the frame showing the result (waits for it, 30 s at most). */
export async function readTapTimer(page: Page): Promise<number> {
  return page.evaluate(`Promise.race([window.__tapTimer, new Promise((_, reject) => setTimeout(() => reject(new Error('tap timer: the result never showed')), 30000))])`) as Promise<number>
}

/** ms from the navigation's start to that frame (a frame's time counts from the navigation's start). */
export async function readShownAt(page: Page): Promise<number> {
  return page.evaluate('window.__shownAt') as Promise<number>
}
