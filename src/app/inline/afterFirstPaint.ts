// When the prerendered page may fetch its app: its first contentful paint has been reported, it
// has loaded, and the main thread is idle.
//
// Why the paint entry and not the next animation frame: a frame's paint reaches the screen after
// the frame's tasks, and on a fast link the whole app (~150 KB) arrived before the first contentful
// paint did. Lighthouse then counted the app's download as needed for that paint and its simulated
// slow-4G FCP and LCP grew by ~0.6 and ~1.1 s (1 of 14 probe runs; 2 of 3 in a red CI run). Waiting
// for an idle moment after load lets a later, larger paint (the LCP) finish first. A browser
// without paint timing waits one frame; a page loaded in a background tab fetches when it is first
// shown (painted).

/** Calls `then` once, at the first idle moment after the first contentful paint and the load. */
export function whenPaintedLoadedAndIdle(win: typeof window, then: () => void): void {
  let painted = false
  let loaded = false
  let called = false
  const maybe = () => {
    if (called || !painted || !loaded) return
    called = true
    if ('requestIdleCallback' in win) win.requestIdleCallback(then, { timeout: 2000 })
    else (win as Window).setTimeout(then, 1) // Safari
  }
  const onPaint = () => {
    painted = true
    maybe()
  }
  const Observer = win.PerformanceObserver
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    const observer = new Observer((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      onPaint()
    })
    observer.observe({ type: 'paint', buffered: true })
  } else win.requestAnimationFrame(onPaint)
  const onLoad = () => {
    loaded = true
    maybe()
  }
  if (win.document.readyState === 'complete') onLoad()
  else win.addEventListener('load', onLoad)
}
