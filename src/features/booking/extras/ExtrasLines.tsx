// The estimate's lines for the extras and the cover, each with its sum, under the bike's total.
import { Text } from '@chakra-ui/react'
import type { BookingChoices } from './forBooking'
import { useVisitorLanguage } from '../useVisitorLanguage'
import { choiceLines } from './visitorText'

export function ExtrasLines({ choices }: { choices: BookingChoices }) {
  const lines = choiceLines(choices, useVisitorLanguage())
  return lines.map((line) => <Text key={line} textStyle="sm">{line}</Text>)
}
