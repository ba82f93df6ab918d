// The home page in its frame, as the home document hydrates it and the prerender writes it: the
// same boundary (the spec's error screen) and layout as the route table's "/", without a router.
import { Layout } from '../layout/Layout'
import HomePage from '../routes/HomePage'
import { RouteErrorBoundary } from '../routes/RouteErrorBoundary'
import { useSiteLocation } from '../../shared/navigation/navigation'

export function HomeApp() {
  const { pathname } = useSiteLocation()
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Layout>
        <HomePage />
      </Layout>
    </RouteErrorBoundary>
  )
}
