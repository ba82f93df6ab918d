// The delivery areas, the deposit's sentence on documents and the sentence on a late return
// (src/generated/delivery.json, every language). Imported only by the booking form's chunk: the
// first load never carries them.
import deliverySnapshot from '../generated/delivery.json'
import type { DeliveryQueryResult } from '../generated/sanity.types'

export type DeliveryContent = NonNullable<DeliveryQueryResult>
export type DeliveryArea = DeliveryContent['areas'][number]

export const delivery: DeliveryContent = deliverySnapshot.item as DeliveryContent
