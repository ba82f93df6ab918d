// The route table rendered inside the error screen's boundary. The same component runs under the
// browser's BrowserRouter (main.tsx), the prerender's StaticRouter and tests' MemoryRouter. A new
// path clears the boundary's error, so leaving a broken page shows the next one.
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import { routes as appRoutes } from '.'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { RouterNavigation } from './RouterNavigation'

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes)
}

export function AppRoutes({ routes = appRoutes }: { routes?: RouteObject[] }) {
  const { pathname } = useLocation()
  return (
    <RouterNavigation>
      <RouteErrorBoundary resetKey={pathname}>
        <RouteTable routes={routes} />
      </RouteErrorBoundary>
    </RouterNavigation>
  )
}
