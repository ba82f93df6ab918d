// The three ways the app knows its address: the browser's history (the site and the Preview), a
// fixed path (the prerender) and an address held in memory (component tests). Every page reads it
// through useLocation and moves through Link; the route table picks the page (routes.tsx).
import { createContext, startTransition, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react'
import { nextKey, parsePath, pathOf, type Location } from './location'

/** Goes to `path`; `replace` rewrites the current history entry instead of adding one. */
export type Navigate = (path: string, replace: boolean) => void

type RouterState = { location: Location; navigate: Navigate }

const RouterContext = createContext<RouterState | null>(null)

function useRouter(): RouterState {
  const router = useContext(RouterContext)
  if (!router) throw new Error('useLocation and Link need a router (BrowserRouter, StaticRouter or MemoryRouter) above them')
  return router
}

export function useLocation(): Location {
  return useRouter().location
}

export function useNavigate(): Navigate {
  return useRouter().navigate
}

function Router({ location, navigate, children }: RouterState & { children: ReactNode }) {
  const value = useMemo(() => ({ location, navigate }), [location, navigate])
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>
}

function browserLocation(): Location {
  const state: unknown = window.history.state
  const key = state && typeof state === 'object' && 'key' in state && typeof state.key === 'string' ? state.key : 'default'
  return { ...parsePath(pathOf(window.location)), key }
}

/**
 * The browser's address. A link pushes a history entry; back, forward and a hash set by script
 * (popstate) are read back. Updates render in a transition, as React Router's did: a navigation
 * never blocks a tap that comes during it.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(browserLocation)
  useLayoutEffect(() => {
    const read = () => startTransition(() => setLocation(browserLocation()))
    window.addEventListener('popstate', read)
    return () => window.removeEventListener('popstate', read)
  }, [])
  const navigate = useCallback<Navigate>((path, replace) => {
    // Other state on the entry (the language's and the booking's address rewrites keep it) stays.
    const state: unknown = window.history.state
    const entry = { ...(state && typeof state === 'object' ? state : {}), key: nextKey() }
    if (replace) window.history.replaceState(entry, '', path)
    else window.history.pushState(entry, '', path)
    startTransition(() => setLocation(browserLocation()))
  }, [])
  return <Router location={location} navigate={navigate}>{children}</Router>
}

const ignore: Navigate = () => {}

/** One address that never changes: the prerender renders each page at its path. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const fixed = useMemo(() => ({ ...parsePath(location), key: 'default' }), [location])
  return <Router location={fixed} navigate={ignore}>{children}</Router>
}

/** An address held in memory, starting at the first of `initialEntries`: for component tests. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [location, setLocation] = useState<Location>(() => ({ ...parsePath(initialEntries[0] ?? '/'), key: 'default' }))
  const navigate = useCallback<Navigate>((path) => setLocation({ ...parsePath(path), key: nextKey() }), [])
  return <Router location={location} navigate={navigate}>{children}</Router>
}
