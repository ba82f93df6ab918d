// Renders an island (src/lib/deferredIsland.ts): on the server, its component; in the browser,
// the prerendered HTML as it arrived until the island's chunk is fetched, then its component.
// React leaves the inner HTML of an element rendered with dangerouslySetInnerHTML alone while it
// hydrates, so the kept HTML is exactly what the prerender wrote; the mismatch is the point, hence
// suppressHydrationWarning.
import { createElement, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { Island } from '../../lib/deferredIsland'

/** How far ahead of the viewport the chunk is fetched, so it has arrived when the visitor gets there. */
const NEAR = '800px 0px'

const subscribeToNothing = () => () => {}

export function DeferredIsland({ island }: { island: Island }) {
  // The same component every render once loaded (a module's default export), so React keeps its state.
  const component = useSyncExternalStore(island.subscribe, island.get, island.get)
  if (component) return <div data-island={island.name}>{createElement(component)}</div>
  return <KeptHtml island={island} />
}

function KeptHtml({ island }: { island: Island }) {
  const element = useRef<HTMLDivElement>(null)
  // True only while hydrating (React reads the server snapshot then): a fresh render in the
  // browser (no prerendered HTML to keep, e.g. home reached from the not-found page) loads at once.
  const hydrating = useSyncExternalStore(subscribeToNothing, () => false, () => true)
  const [keptPrerendered] = useState(hydrating)
  useEffect(() => {
    const load = () => void island.load().catch((error: unknown) => console.error(`Could not load the ${island.name} section`, error))
    const target = element.current?.closest('section') ?? element.current
    if (!keptPrerendered || !target || typeof IntersectionObserver === 'undefined') return load()
    // The section, not the island: a section that skips layout while offscreen
    // (content-visibility) still has a box of its own to intersect.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        load()
      },
      { rootMargin: NEAR },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [island, keptPrerendered])
  return <div data-island={island.name} ref={element} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
}
