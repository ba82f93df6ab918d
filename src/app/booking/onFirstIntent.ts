// The visitor's first sign of intent (touch, key, hover, focus, wheel), as the inline loader saw it
// or, if it has not come yet, when it comes. The booking form is prepared then: a visitor who only
// reads never downloads it, one who reaches for the page finds it ready when they tap Book.
import { INTENT_ATTRIBUTE, intentEvents } from '../documentScripts'

/** Calls `then` once, at the first intent (at once if the loader has seen one); returns a cleanup. */
export function onFirstIntent(then: () => void): () => void {
  if (document.documentElement.hasAttribute(INTENT_ATTRIBUTE)) {
    then()
    return () => undefined
  }
  const options = { capture: true, passive: true } as const
  const stop = () => intentEvents.forEach((type) => window.removeEventListener(type, fire, options))
  function fire() {
    stop()
    then()
  }
  intentEvents.forEach((type) => window.addEventListener(type, fire, options))
  return stop
}

/** Runs `work` when the main thread is idle (a timeout where requestIdleCallback is missing: Safari). */
export function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 1000 })
  else setTimeout(work, 50)
}
