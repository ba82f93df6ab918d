// The home document's navigation: the browser's history, no router. Its links only move between
// the page's sections (/#gallery, /#contact) and back to its top; a link to another path loads
// that path's document, where React Router takes over.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { isSameLocation, NavigationContext, newKey, type SiteLocation } from './navigation'

const here = (key: string): SiteLocation => ({ pathname: window.location.pathname, hash: window.location.hash, key })

export function HistoryNavigation({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState<SiteLocation>(() => here('default'))
  useEffect(() => {
    // Back, forward, and a hash the browser moved to by itself (a link clicked before the app ran).
    const onPopState = () => setLocation(here(newKey()))
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])
  const navigate = useCallback((to: string) => {
    const url = new URL(to, window.location.href)
    // Another path is another document. The query is not compared: /?lang=zh is the home page, and
    // its section links drop the query as React Router's did (the language lives in the app).
    if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) {
      window.location.assign(url.href)
      return
    }
    const current = { pathname: window.location.pathname, hash: window.location.hash }
    window.history[isSameLocation(current, `${url.pathname}${url.hash}`) ? 'replaceState' : 'pushState'](null, '', url.href)
    setLocation(here(newKey()))
  }, [])
  const value = useMemo(() => ({ location, navigate }), [location, navigate])
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>
}

/** The prerender's navigation: the page at `pathname`, going nowhere. */
export function StaticNavigation({ pathname, children }: { pathname: string; children: ReactNode }) {
  const value = useMemo(() => ({ location: { pathname, hash: '', key: 'default' }, navigate: () => {} }), [pathname])
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>
}
