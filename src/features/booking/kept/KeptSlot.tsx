// Where a kept request shows on the home page. The first load carries only this: after the first
// render (the prerendered page is the same for every visitor, and hydration must match it), one
// look at storage (shared/keptRequests.ts); only when something is kept is the view's chunk loaded.
// The inline loader starts the app at once for such a visitor (app/inline/loader.ts), so it shows
// without a touch.
import { useEffect, useState, type ComponentType } from 'react'
import { hasKeptRequest } from '../../../shared/keptRequests'

export function KeptSlot() {
  const [View, setView] = useState<ComponentType | null>(null)
  useEffect(() => {
    if (!hasKeptRequest(window)) return
    let current = true
    import('./KeptRequests').then(
      (module) => current && setView(() => module.default),
      (error: unknown) => console.error('Could not load the kept booking requests', error),
    )
    return () => {
      current = false
    }
  }, [])
  return View ? <View /> : null
}
