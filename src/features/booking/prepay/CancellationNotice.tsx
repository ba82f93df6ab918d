// Before Send: the cancellation policy in one line for the visitor's pickup date, from the owner's
// numbers (rules/prepayment/policy.ts), and the way to its full text, the rental terms' last answer.
import { useState } from 'react'
import { Box, Text } from '@chakra-ui/react'
import { delivery } from '../../../content/delivery'
import { CANCELLATION_TERM_ID } from '../../../content/termIds'
import { phuketTime } from '../../../../rules/availability/check'
import { formatDate } from '../dates'
import type { BookingValues } from '../model'
import { RentalTermsLink } from '../terms/RentalTermsLink'
import { useVisitorLanguage } from '../useVisitorLanguage'
import { policyLine } from '../../../../rules/prepayment/policy'

export function CancellationNotice({ values }: { values: BookingValues }) {
  const { t, locale } = useVisitorLanguage()
  // The Phuket date when the form was first drawn: the form is kept for a visit, not for days.
  const [today] = useState(() => phuketTime(Date.now()).date)
  const { kind, freeUntilDays, keptPercent } = delivery.prepayment
  // Nothing is paid in advance, so nothing is kept on a cancellation.
  if (kind === 'none') return null
  const line = policyLine({ freeUntilDays, keptPercent }, values.startDate, today)
  const text = line.key === 'booking.policy.freeUntil'
    ? t(line.key, { ...line.values, date: formatDate(line.values.date, locale, 'long') })
    : t(line.key, line.values)
  return (
    <Box data-cancellation="" mt="3" textStyle="sm">
      <Text>{text}</Text>
      <RentalTermsLink label={t('booking.policy.link')} openTermId={CANCELLATION_TERM_ID} />
    </Box>
  )
}
