// A kept request's change of dates or cancellation, asked by chat with the price worked out here
// (./change.ts): the new estimate and its difference, whether the bike is free on the shop's last
// published book, or what the policy gives back today. WhatsApp and LINE open with it all typed
// in; the page says that nothing changes until the shop answers.
import { useId, useMemo, useState } from 'react'
import { Box, Button, Field, Flex, Input, Text } from '@chakra-ui/react'
import { findBike, settings } from '../../../content'
import { lineShareUrl, whatsappUrl } from '../handoff/summary'
import { useVisitorLanguage } from '../useVisitorLanguage'
import { cancelMessage, cancelQuote, changeMessage, changeQuote } from './change'
import type { KeptRequest } from './store'

type Mode = 'change' | 'cancel' | null

export function ChangeOrCancel({ request, today }: { request: KeptRequest; today: string }) {
  const { t } = useVisitorLanguage()
  const [mode, setMode] = useState<Mode>(null)
  const toggle = (next: Mode) => setMode((current) => (current === next ? null : next))
  return (
    <Box mb="4">
      <Flex gap="2" wrap="wrap">
        <Button type="button" size="sm" variant={mode === 'change' ? 'solid' : 'outline'} colorPalette="sea" aria-expanded={mode === 'change'} onClick={() => toggle('change')}>
          {t('booking.change.open')}
        </Button>
        <Button type="button" size="sm" variant={mode === 'cancel' ? 'solid' : 'outline'} colorPalette="sea" aria-expanded={mode === 'cancel'} onClick={() => toggle('cancel')}>
          {t('booking.cancel.open')}
        </Button>
      </Flex>
      {mode === 'change' && <ChangeDates request={request} />}
      {mode === 'cancel' && <Cancel request={request} today={today} />}
    </Box>
  )
}

function ChatLinks({ text, whatsapp, line }: { text: string; whatsapp: string; line: string }) {
  return (
    <Flex gap="2" wrap="wrap" my="2">
      <Button asChild size="sm" variant="outline" flex={{ base: '1 1 100%', sm: '1 1 0' }}>
        <a href={whatsappUrl(settings.whatsappNumber, text)} target="_blank" rel="noopener noreferrer" data-chat="whatsapp">{whatsapp}</a>
      </Button>
      <Button asChild size="sm" variant="outline" flex={{ base: '1 1 100%', sm: '1 1 0' }}>
        <a href={lineShareUrl(text)} target="_blank" rel="noopener noreferrer" data-chat="line">{line}</a>
      </Button>
    </Flex>
  )
}

function ChangeDates({ request }: { request: KeptRequest }) {
  const language = useVisitorLanguage()
  const { t, formatNumber } = language
  const id = useId()
  const [startDate, setStartDate] = useState(request.values.startDate)
  const [endDate, setEndDate] = useState(request.values.endDate)
  const quote = useMemo(() => changeQuote(request, startDate, endDate), [request, startDate, endDate])
  const bike = findBike(request.values.bike)?.name ?? request.values.bike
  const difference = quote.difference ?? 0
  return (
    <Box mt="3" p="3" borderWidth="1px" borderRadius="l2" textStyle="sm" data-kept-change="">
      <Flex gap="3" wrap="wrap" mb="3">
        <Field.Root flex="1 1 10rem">
          <Field.Label htmlFor={`${id}-start`}>{t('booking.startDate')}</Field.Label>
          <Input id={`${id}-start`} type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
        </Field.Root>
        <Field.Root flex="1 1 10rem">
          <Field.Label htmlFor={`${id}-end`}>{t('booking.endDate')}</Field.Label>
          <Input id={`${id}-end`} type="date" value={endDate} min={startDate || undefined} onChange={(event) => setEndDate(event.target.value)} />
        </Field.Root>
      </Flex>
      <Box aria-live="polite" mb="2">
        {quote.total === null ? (
          <Text>{t('booking.change.noPrice')}</Text>
        ) : (
          <>
            <Text fontWeight="semibold" data-change-total="">{t(quote.upTo ? 'booking.estimate.upTo' : 'booking.estimate.total', { total: formatNumber(quote.total) })}</Text>
            {quote.difference !== null && (
              <Text data-change-difference="">{t('booking.change.difference', { change: difference > 0 ? 'more' : difference < 0 ? 'less' : 'same', amount: formatNumber(Math.abs(difference)) })}</Text>
            )}
            {quote.free !== null && <Text data-change-free={quote.free ? 'yes' : 'no'}>{t('booking.change.free', { free: quote.free ? 'yes' : 'no', bike })}</Text>}
          </>
        )}
      </Box>
      {quote.total !== null && (
        <ChatLinks text={changeMessage(request, quote, language)} whatsapp={t('booking.change.whatsapp')} line={t('booking.change.line')} />
      )}
      <Text color="fg.muted">{t('booking.change.pending')}</Text>
    </Box>
  )
}

function Cancel({ request, today }: { request: KeptRequest; today: string }) {
  const language = useVisitorLanguage()
  const { t, formatNumber } = language
  const refund = cancelQuote(request, today)
  return (
    <Box mt="3" p="3" borderWidth="1px" borderRadius="l2" textStyle="sm" data-kept-cancel="">
      {refund && request.prepayment && (
        <Text mb="2" data-cancel-refund="">
          {t('booking.cancel.refund', { refund: refund.free ? 'all' : refund.refund > 0 ? 'part' : 'none', amount: formatNumber(request.prepayment.amount), back: formatNumber(refund.refund) })}
        </Text>
      )}
      <ChatLinks text={cancelMessage(request, refund, language)} whatsapp={t('booking.cancel.whatsapp')} line={t('booking.cancel.line')} />
      <Text color="fg.muted">{t('booking.change.pending')}</Text>
    </Box>
  )
}
