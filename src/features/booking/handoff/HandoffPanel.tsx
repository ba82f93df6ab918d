// After a sent booking, and as the way out when sending fails: the same booking as a chat
// message for WhatsApp or LINE, and a summary with the booking reference to copy.
import { useEffect, useRef, useState } from 'react'
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react'
import { settings } from '../../../content'
import { useT } from '../../../shared/locale/useT'
import type { BookingValues } from '../model'
import { useVisitorLanguage } from '../useVisitorLanguage'
import { composeHandoffSummary } from '../visitorSummary'
import { CopySummary } from './CopySummary'
import { lineShareUrl, whatsappUrl } from './summary'

export type HandoffOutcome = 'sent' | 'failed'

/** `onDismiss`: its Done button, where the form stays beside it (after a failure). */
type Props = { outcome: HandoffOutcome; values: BookingValues; reference: string; onDismiss?: () => void }

// Brand greens darkened until white text passes AA (WhatsApp 7.7:1, LINE 6.2:1); the originals are ~2:1.
const chatButton = (bg: string, hover: string) => ({ bg, color: 'white', _hover: { bg: hover }, flex: { base: '1 1 100%', sm: '1 1 0' } })

export function HandoffPanel({ outcome, values, reference, onDismiss }: Props) {
  const t = useT()
  const language = useVisitorLanguage()
  const ref = useRef<HTMLElement>(null)
  // The panel mounts anew for every submit, so this is when the visitor sent (or tried to).
  const [at] = useState(() => new Date())
  // In the visitor's language: they send it, and read it before they do.
  const summary = composeHandoffSummary(values, reference, at, language)

  // The panel is the first thing in the dialog's scrolling body, and the visitor is at the submit
  // button at its end: scroll that body (only it; scrollIntoView would also shift the modal on a
  // phone and hide its title) back to the top.
  useEffect(() => {
    ref.current?.parentElement?.scrollTo?.({ top: 0, behavior: 'smooth' })
  }, [outcome, reference])

  return (
    <Box as="section" ref={ref} aria-labelledby="booking-handoff-title" borderWidth="2px" borderRadius="l3" p="4" mb="5"
      borderColor={outcome === 'sent' ? 'sea.300' : 'brand.300'} bg={outcome === 'sent' ? 'sea.50' : 'brand.50'}
    >
      <Heading as="h3" id="booking-handoff-title" fontSize="md" mb="1">
        {t(outcome === 'sent' ? 'booking.handoff.successTitle' : 'booking.handoff.failureTitle')}
      </Heading>
      <Text textStyle="sm" mb="3">{t('booking.handoff.text')}</Text>
      <Text fontWeight="bold" mb="3" dir="ltr">{t('booking.handoff.reference', { reference })}</Text>
      <Flex gap="2" wrap="wrap" mb="3">
        <Button asChild {...chatButton('#075E54', '#054C44')}>
          <a href={whatsappUrl(settings.whatsappNumber, summary)} target="_blank" rel="noopener noreferrer">{t('booking.handoff.whatsapp')}</a>
        </Button>
        <Button asChild {...chatButton('#00703C', '#005C31')}>
          <a href={lineShareUrl(summary)} target="_blank" rel="noopener noreferrer">{t('booking.handoff.line')}</a>
        </Button>
      </Flex>
      <CopySummary key={summary} summary={summary} />
      {onDismiss && <Button type="button" variant="ghost" size="sm" mt="2" onClick={onDismiss}>{t('booking.handoff.dismiss')}</Button>}
    </Box>
  )
}
