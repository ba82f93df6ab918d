// What the dialog shows after a sent booking, until the visitor closes it or books another bike:
// the booking as sent, its reference and what happens next, and the same booking by chat. The form
// behind it is already reset (docs/spec.md §4) and shows again on "Book another bike".
import { useEffect, useRef, type ReactNode } from 'react'
import { Box, Heading, Text } from '@chakra-ui/react'
import { settings } from '../../content'
import { useT } from '../../shared/locale/useT'
import { HandoffPanel } from './handoff/HandoffPanel'
import type { BookingValues } from './model'
import { useVisitorLanguage } from './useVisitorLanguage'
import { describeBooking } from './visitorSummary'

type Props = {
  values: BookingValues
  reference: string
  /** The place for a prepayment panel, after what happens next and before the booking's details. */
  prepayment?: ReactNode
}

export const SENT_TITLE_ID = 'booking-sent-title'

export function SentView({ values, reference, prepayment }: Props) {
  const t = useT()
  const language = useVisitorLanguage()
  const title = useRef<HTMLHeadingElement>(null)
  // The Send button it replaces had the focus: the answer's title takes it, and is read out.
  useEffect(() => title.current?.focus(), [reference])
  const none = t('booking.summary.none')
  const sent = [
    t('booking.summary.name', { value: values.name.trim() || none }),
    t('booking.summary.phone', { value: values.phone.trim() || none }),
    t('booking.summary.email', { value: values.email.trim() || none }),
    ...describeBooking(values, language),
    t('booking.summary.notes', { value: values.notes.trim() || none }),
  ]
  return (
    // On a phone the success toast shows over the sheet's top for a while: the answer starts below it.
    <Box as="section" aria-labelledby={SENT_TITLE_ID} pt={{ base: '16', md: '0' }}>
      <Heading as="h3" id={SENT_TITLE_ID} ref={title} fontSize="lg" mb="2" tabIndex={-1} outline="none">{t('booking.success')}</Heading>
      <Text fontWeight="bold" mb="2" dir="ltr">{t('booking.handoff.reference', { reference })}</Text>
      <Text mb="4">{t('booking.reply.nextSteps', { minutes: settings.responseMinutes })}</Text>
      {prepayment}
      <Box borderWidth="1px" borderRadius="l2" p="3" mb="5" bg="bg.subtle" textStyle="sm" whiteSpace="pre-line" data-sent-summary="">
        {sent.join('\n')}
      </Box>
      <HandoffPanel outcome="sent" values={values} reference={reference} />
    </Box>
  )
}
