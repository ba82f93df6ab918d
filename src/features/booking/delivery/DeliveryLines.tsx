// The estimate's delivery part: the choice and its fee, the total with that fee, and the bike's
// deposit, said to be paid at pickup and returned, outside the total.
import { Text } from '@chakra-ui/react'
import { findBike } from '../../../content'
import type { Estimate } from '../estimate/estimate'
import type { BookingValues } from '../model'
import { useVisitorLanguage } from '../useVisitorLanguage'
import { deliveryTexts } from './visitorText'

export function DeliveryLines({ values, estimate }: { values: BookingValues; estimate: Estimate }) {
  const texts = deliveryTexts(values.delivery, estimate, findBike(values.bike)?.deposit, useVisitorLanguage())
  return (
    <>
      <Text textStyle="sm">{texts.delivery}</Text>
      {texts.withDelivery && <Text fontWeight="bold" fontSize="lg" color="brand.700">{texts.withDelivery}</Text>}
      {texts.deposit.map((line) => <Text key={line} textStyle="sm" color="fg.muted">{line}</Text>)}
    </>
  )
}
