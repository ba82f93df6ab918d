// Where the page is and how a link moves it, for the links and the scroll of every page. Two
// providers fill it: on the home document the browser's own history (HistoryNavigation: the home
// page has no route to match, and React Router's ~12 KB gzip stay out of its first load), and on
// every other path React Router (src/app/routes/RouterNavigation.tsx, loaded with the route table).
import { createContext, useContext } from 'react'

export type SiteLocation = { pathname: string; hash: string; key: string }
export type Navigation = {
  location: SiteLocation
  /** Moves to `to` (a path with an optional hash, on this site), as a click on a link to it does. */
  navigate: (to: string) => void
}

export const NavigationContext = createContext<Navigation | null>(null)

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext)
  if (!navigation) throw new Error('A link or a page rendered outside a navigation provider (HistoryNavigation or RouterNavigation)')
  return navigation
}

export const useSiteLocation = (): SiteLocation => useNavigation().location
export const useNavigate = (): Navigation['navigate'] => useNavigation().navigate

/** Whether moving from `location` to `to` stays on the same entry: a link to where the page already is replaces it, as React Router's links do. */
export const isSameLocation = (location: Pick<SiteLocation, 'pathname' | 'hash'>, to: string): boolean => `${location.pathname}${location.hash}` === to

/** A fresh key per move, so a second click on the same link scrolls again. */
export const newKey = (): string => Math.random().toString(36).slice(2, 10)
