// Stands in for src/content/delivery.ts in the preview build: the delivery areas and the sentences
// on documents and on a late return from the drafts, as a live binding that showDelivery() points
// at the newest.
import type { DeliveryContent } from '../../src/content/delivery.ts'

export type { DeliveryArea, DeliveryContent } from '../../src/content/delivery.ts'

// Set by showDelivery() before the site first renders (the preview root renders nothing until then).
const noSentence = { _type: 'localizedString' } as DeliveryContent['depositPolicy']
const noPrepayment: DeliveryContent['prepayment'] = {
  promptPayId: '', kind: 'none', percent: null, amount: null, cashAtPickup: true, freeUntilDays: 0, keptPercent: 0,
}
export let delivery: DeliveryContent = { areas: [], depositPolicy: noSentence, lateReturn: noSentence, prepayment: noPrepayment }

export function showDelivery(next: DeliveryContent): void {
  delivery = next
}
