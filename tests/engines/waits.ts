// Waiting for what the visitor waits to see, in any engine (drivers.ts), and finding what they tap.
import type { Engine } from './drivers'
import { lookAfresh, stillOnScreen } from '../motion'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message)
}

// Every wait is for a state, as long as a slow or busy machine needs to reach it: a wait that
// times out means the state never came. `what` says what the visitor is waiting to see.
const WAIT_MS = 90_000

export async function waitFor(engine: Engine, expression: string, what: string, timeoutMs = WAIT_MS): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await engine.evaluate<boolean>(`!!(${expression})`).catch(() => false)) return
    await sleep(150)
  }
  throw new Error(`the visitor waited ${timeoutMs / 1000} s and still did not see ${what}`)
}

/** Waits until nothing on the screen moves (tests/motion.ts). */
export async function settled(engine: Engine, what: string): Promise<void> {
  await engine.evaluate(lookAfresh)
  await waitFor(engine, stillOnScreen, `${what} at rest`)
}

/**
 * Moves the page's wall clock `ms` ahead, as if the visitor had taken that long (the Chromium
 * tests use Playwright's clock for this): the form's minimum fill time is about time, not speed.
 */
export async function movePageClock(engine: Engine, ms: number): Promise<void> {
  await engine.evaluate(`(() => { const now = Date.now.bind(Date); Date.now = () => now() + ${ms}; return true })()`)
}

let marks = 0
/** A CSS selector for the first visible element matching `css` whose label or text contains `text`. */
export async function find(engine: Engine, css: string, text: string): Promise<string> {
  const id = `t${++marks}`
  const script = `(() => {
    const found = [...document.querySelectorAll(${JSON.stringify(css)})].find((el) =>
      el.getClientRects().length > 0 && ((el.getAttribute('aria-label') || '') + ' ' + el.textContent).includes(${JSON.stringify(text)}))
    if (found) found.setAttribute('data-engine-target', ${JSON.stringify(id)})
    return !!found
  })()`
  const until = Date.now() + WAIT_MS
  while (!(await engine.evaluate<boolean>(script))) {
    if (Date.now() > until) throw new Error(`the visitor sees no ${css} with "${text}" after ${WAIT_MS / 1000} s`)
    await sleep(150)
  }
  return `[data-engine-target="${id}"]`
}
