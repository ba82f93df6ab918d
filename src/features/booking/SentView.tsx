// What the dialog shows after a sent booking, until the visitor closes it or books another bike
// (the dialog's title says it was sent): the reference, the next steps in the order they come
// (prepay to hold the bike, then the shop's call and confirmation), the prepayment panel with its
// QR, the booking as sent, and the same booking by chat. The form behind it is already reset
// (docs/spec.md §4) and shows again on "Book another bike".
import { useEffect, useRef, useState } from 'react'
import { Box, Heading, List, Text } from '@chakra-ui/react'
import { settings } from '../../content'
import { useT } from '../../shared/locale/useT'
import { HandoffPanel } from './handoff/HandoffPanel'
import type { BookingValues } from './model'
import { PrepayDetails } from './prepay/PrepayPanel'
import { prepaymentFor } from './prepay/prepayment'
import { useVisitorLanguage } from './useVisitorLanguage'
import { describeBooking } from './visitorSummary'

type Props = {
  values: BookingValues
  reference: string
  /** False when this browser would not keep the request (storage blocked): the QR must be saved now. */
  kept: boolean
}

export const SENT_TITLE_ID = 'booking-sent-title'

export function SentView({ values, reference, kept }: Props) {
  const t = useT()
  const language = useVisitorLanguage()
  const title = useRef<HTMLHeadingElement>(null)
  // Worked out once, from the booking as it was sent (the same as the kept request's).
  const [prepayment] = useState(() => prepaymentFor(values))
  // The Send button it replaces had the focus: the reference takes it, and is read out.
  useEffect(() => title.current?.focus(), [reference])
  const none = t('booking.summary.none')
  const sent = [
    t('booking.summary.name', { value: values.name.trim() || none }),
    t('booking.summary.phone', { value: values.phone.trim() || none }),
    t('booking.summary.email', { value: values.email.trim() || none }),
    ...describeBooking(values, language),
    t('booking.summary.notes', { value: values.notes.trim() || none }),
  ]
  const amount = prepayment ? language.formatNumber(prepayment.amount) : ''
  return (
    <Box as="section" aria-label={t('booking.success')}>
      {/* The reference stands out: it goes in the transfer's note and every message to the shop. On a
          phone the success toast over the sheet's top covers the title and this box, both of which it
          repeats; the amount to prepay starts below the toast. */}
      <Heading as="h3" id={SENT_TITLE_ID} ref={title} fontSize="lg" bg="sea.50" borderRadius="l2" px="3" py="3" mb="3" tabIndex={-1} outline="none" dir="ltr">
        {t('booking.handoff.reference', { reference })}
      </Heading>
      {!kept && (
        <Text role="alert" fontWeight="bold" color="orange.800" bg="orange.50" borderRadius="l2" px="3" py="2" mb="3" data-not-kept="">
          {t('booking.sent.notKept', { qr: prepayment ? 'yes' : 'no' })}
        </Text>
      )}
      {prepayment ? (
        <List.Root as="ol" ps="5" mb="3" gap="1" data-next-steps="">
          <List.Item fontWeight="semibold">{t('booking.sent.stepPrepay', { amount })}</List.Item>
          <List.Item>{t('booking.sent.stepConfirm', { minutes: settings.responseMinutes })}</List.Item>
        </List.Root>
      ) : (
        <Text mb="4" data-next-steps="">{t('booking.reply.nextSteps', { minutes: settings.responseMinutes })}</Text>
      )}
      {prepayment && <PrepayDetails prepayment={prepayment} reference={reference} />}
      <Box borderWidth="1px" borderRadius="l2" p="3" mb="5" bg="bg.subtle" textStyle="sm" whiteSpace="pre-line" data-sent-summary="">
        {sent.join('\n')}
      </Box>
      <HandoffPanel outcome="sent" values={values} reference={reference} />
    </Box>
  )
}
