// Waits until what a visitor sees has stopped moving: no finite animation running (a dialog's or a
// toast's slide-in) and no scroll position changing, for three frames in a row. A measurement of
// where things are taken before that reads a frame of the animation, on a slow machine more often.
import type { Page } from '@playwright/test'

export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const state = window as unknown as { __settled?: { key: string; frames: number } }
      const scrollers = [document.scrollingElement, ...Array.from(document.querySelectorAll('[data-scope="dialog"][data-part="positioner"]'))]
      const key = scrollers.map((element) => `${element?.scrollTop ?? 0}:${element?.scrollLeft ?? 0}`).join(',')
      const moving = document
        .getAnimations()
        .some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity)
      const last = state.__settled
      state.__settled = { key, frames: !moving && last?.key === key ? last.frames + 1 : 0 }
      return state.__settled.frames >= 3
    },
    undefined,
    { polling: 'raf' },
  )
}
