// The way to the shop as the first load carries it: the prerendered HTML only, kept as it arrived
// until the visitor nears the contact section or switches language (src/lib/deferredIsland.ts).
import { DeferredIsland } from '../../../components/ui/DeferredIsland'
import { deferredIsland } from '../../../lib/deferredIsland'

const locationIsland = deferredIsland('location', () => import('./ShopLocation'))

export function LocationIsland() {
  return <DeferredIsland island={locationIsland} />
}
