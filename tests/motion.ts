// "Nothing on the screen moves": no finite animation running (Chakra animates dialogs, menus and
// toasts in) and no scroll position changing (the page's, an open dialog's), for three looks in a
// row. A scan, a screenshot or a measured box taken earlier reads a frame of the motion, on a slow
// machine more often. A JavaScript expression, so Playwright (tests/e2e) and the WebDriver engines
// (tests/engines) poll the same check; it keeps its count between looks on `window`, so each wait
// starts with `lookAfresh` (no count left from an earlier wait).
export const stillOnScreen = `(() => {
  const scrollers = [document.scrollingElement, ...document.querySelectorAll('[data-scope="dialog"][data-part="positioner"]')]
  const key = scrollers.map((element) => (element ? element.scrollTop + ':' + element.scrollLeft : '0:0')).join(',')
  const moving = document.getAnimations().some((animation) =>
    animation.playState === 'running' && animation.effect && animation.effect.getTiming().iterations !== Infinity)
  const last = window.__stillOnScreen
  window.__stillOnScreen = { key, looks: !moving && last && last.key === key ? last.looks + 1 : 0 }
  return window.__stillOnScreen.looks >= 3
})()`

export const lookAfresh = 'window.__stillOnScreen = undefined'

/** What moves now, for a failure's message: each running finite animation's name and element, and the scroll positions. */
export const whatMoves = `(() => {
  const running = document.getAnimations().filter((animation) =>
    animation.playState === 'running' && animation.effect && animation.effect.getTiming().iterations !== Infinity)
  const named = running.map((animation) => {
    const target = animation.effect && animation.effect.target
    const where = target ? target.tagName.toLowerCase() + (target.id ? '#' + target.id : '') + Object.entries(target.dataset || {}).map(([k, v]) => '[data-' + k + '=' + v + ']').join('') : '?'
    return (animation.animationName || animation.transitionProperty || animation.id || 'animation') + ' on ' + where + ' at ' + Math.round(Number(animation.currentTime)) + ' ms'
  })
  return JSON.stringify({ running: named, scroll: (window.__stillOnScreen || {}).key })
})()`
