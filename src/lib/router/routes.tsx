// The route table: which page a path shows, layouts rendering their matched child through Outlet.
// It knows what this site's table uses: static paths ('/', 'a/b'), '*' for any other path, and
// index routes; a parent route's path is the start of its children's.
import { createContext, useContext, type ReactNode } from 'react'
import { useLocation } from './routers'

export type RouteObject = { path?: string; index?: boolean; element: ReactNode; children?: RouteObject[] }

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean)

/** The routes from the outermost to the page that `segments` reach, or null when none does. */
export function matchRoutes(routes: readonly RouteObject[], segments: readonly string[]): RouteObject[] | null {
  for (const route of routes) {
    const rest = route.index ? (segments.length === 0 ? [] : null) : consume(route.path ?? '', segments)
    if (rest === null) continue
    if (route.children) {
      const below = matchRoutes(route.children, rest)
      if (below) return [route, ...below]
    }
    if (rest.length === 0) return [route]
  }
  return null
}

/** What is left of `segments` after `path`, or null when the path does not start them. */
function consume(path: string, segments: readonly string[]): readonly string[] | null {
  if (path === '*') return []
  const own = segmentsOf(path)
  return own.every((segment, at) => segments[at] === segment) ? segments.slice(own.length) : null
}

const OutletContext = createContext<ReactNode>(null)

/** Where a layout route shows the page matched below it. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>
}

/** The element of the route the current path matches, inside its layouts. */
export function useRoutes(routes: readonly RouteObject[]): ReactNode {
  const { pathname } = useLocation()
  const matched = matchRoutes(routes, segmentsOf(pathname)) ?? []
  return matched.reduceRight<ReactNode>(
    (inner, route) => <OutletContext.Provider value={inner}>{route.element}</OutletContext.Provider>,
    null,
  )
}
