// Under the dates: the chosen bike's last free unit ("1 left"), or the bike booked on the visitor's
// days with the free bikes closest to it one tap away; a pickup the shop cannot take (too soon, a closed day, too short a rental) with the
// reason and, for a pickup too soon, the earliest one in a tap; and always, that what is booked is
// as of the last publish and the shop confirms every request. Announced politely as it changes.
import { memo } from 'react'
import { Box, Button, Stack, Text } from '@chakra-ui/react'
import { useIntl } from 'react-intl'
import { useT } from '../../../shared/locale/useT'
import { formatDate, formatSlotTime } from '../dates'
import type { BookingField } from '../model'
import { useVisitorLanguage } from '../useVisitorLanguage'
import { chosenBookedText, lastOneText, problemText } from './texts'
import type { Availability } from './useAvailability'

type Props = { bike: string; availability: Availability; setField: (field: BookingField, value: string) => void }

const warning = { borderWidth: '1px', borderColor: 'orange.300', bg: 'orange.50', borderRadius: 'l2', p: '3' } as const

export const AvailabilityNotice = memo(function AvailabilityNotice({ bike, availability, setField }: Props) {
  const t = useT()
  const language = useVisitorLanguage()
  const { formatNumber } = useIntl()
  const { chosenUntil, chosenLastOne, alternatives, problems } = availability
  return (
    <Stack gap="2" aria-live="polite">
      {chosenLastOne && <Text fontWeight="semibold">{lastOneText(bike, language)}</Text>}
      {chosenUntil && (
        <Box {...warning}>
          <Text fontWeight="semibold">{chosenBookedText(bike, chosenUntil, language)}</Text>
          {alternatives.length > 0 ? (
            <>
              <Text textStyle="sm" mt="1">{t('booking.availability.alternatives')}</Text>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="2" mt="2" wrap="wrap">
                {alternatives.map((other) => (
                  <Button key={other.id} size="sm" variant="outline" colorPalette="sea" whiteSpace="normal" height="auto" minHeight="10" py="1.5"
                    onClick={() => setField('bike', other.id)}>
                    {`${other.name} · ${t('bike.perDay', { price: formatNumber(other.lowestDayPrice ?? other.price) })}`}
                  </Button>
                ))}
              </Stack>
            </>
          ) : (
            <Text textStyle="sm" mt="1">{t('booking.availability.noAlternative')}</Text>
          )}
        </Box>
      )}
      {problems.map((problem) => (
        <Box key={problem.kind} {...warning}>
          <Text>{problemText(problem, language)}</Text>
          {problem.kind === 'tooSoon' && (
            <Button size="sm" variant="outline" colorPalette="sea" mt="2" whiteSpace="normal" height="auto" minHeight="10" py="1.5"
              onClick={() => {
                setField('startDate', problem.earliest.date)
                setField('pickupTime', problem.earliest.time)
              }}>
              {t('booking.availability.useEarliest', { date: formatDate(problem.earliest.date, language.locale), time: formatSlotTime(problem.earliest.time, language.locale) })}
            </Button>
          )}
        </Box>
      ))}
      <Text textStyle="xs" color="fg.muted">{t('booking.availability.note')}</Text>
    </Stack>
  )
})
