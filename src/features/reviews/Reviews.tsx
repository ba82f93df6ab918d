// The reviews section as the first load carries it: nothing but the prerendered HTML, kept as it
// arrived until the visitor nears it or switches language (src/lib/deferredIsland.ts).
import { DeferredIsland } from '../../components/ui/DeferredIsland'
import { deferredIsland } from '../../lib/deferredIsland'

const reviewsIsland = deferredIsland('reviews', () => import('./ReviewsSection'))

export function Reviews() {
  return <DeferredIsland island={reviewsIsland} />
}
