// The navigation of every path but the home document's: React Router's location and navigate,
// given to the site's links and scroll (../navigation) under any of its routers (the browser's,
// the prerender's static one, tests' memory one).
import { useMemo, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { isSameLocation, NavigationContext } from '../../shared/navigation/navigation'

export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, hash, key } = useLocation()
  const navigate = useNavigate()
  const value = useMemo(
    () => ({ location: { pathname, hash, key }, navigate: (to: string) => void navigate(to, { replace: isSameLocation({ pathname, hash }, to) }) }),
    [pathname, hash, key, navigate],
  )
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>
}
