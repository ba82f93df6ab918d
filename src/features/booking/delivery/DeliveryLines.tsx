// The estimate's delivery part: the choice and its fee, the total with that fee (and the extras'),
// and the bike's deposit, said to be paid at pickup and returned, outside the total.
import { Text } from '@chakra-ui/react'
import { findBike } from '../../../content'
import type { Estimate } from '../../../../rules/pricing/estimate'
import type { BookingValues } from '../model'
import { useVisitorLanguage } from '../useVisitorLanguage'
import { deliveryTexts } from './visitorText'

/** `extrasTotal`: what the visitor's extras and cover add, in the total with delivery. */
export function DeliveryLines({ values, estimate, extrasTotal }: { values: BookingValues; estimate: Estimate; extrasTotal: number }) {
  const texts = deliveryTexts(values.delivery, estimate, findBike(values.bike)?.deposit, useVisitorLanguage(), extrasTotal)
  return (
    <>
      <Text textStyle="sm">{texts.delivery}</Text>
      {texts.withDelivery && <Text fontWeight="bold" fontSize="lg" color="brand.700">{texts.withDelivery}</Text>}
      {texts.deposit.map((line) => <Text key={line} textStyle="sm" color="fg.muted">{line}</Text>)}
    </>
  )
}
