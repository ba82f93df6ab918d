// The requests kept on this device (./store.ts), shown at the top of the home page when a tourist
// comes back: the reference, the bike and dates, the price as it was asked, the prepayment's QR made
// again from the kept amount and PromptPay ID, the slip links and the cancellation deadline, in the
// page's language. Loaded only when something is kept (./KeptSlot.tsx); nothing here is sent anywhere.
import { useCallback, useState } from 'react'
import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { bookingFormMessages } from '../../../content/bookingMessages'
import { ExtraMessages } from '../../../shared/ExtraMessages'
import { phuketTime } from '../../../../rules/availability/check'
import { formatDate } from '../dates'
import { PrepayDetails } from '../prepay/PrepayPanel'
import { useVisitorLanguage } from '../useVisitorLanguage'
import { ChangeOrCancel } from './ChangeOrCancel'
import { keptLines } from './keptLines'
import { deviceStorage, forgetRequest, readKept, type KeptRequest } from './store'

export const KEPT_SECTION_ID = 'kept-requests'

export default function KeptRequests() {
  return (
    <ExtraMessages messages={bookingFormMessages}>
      <KeptList />
    </ExtraMessages>
  )
}

function KeptList() {
  const { t } = useVisitorLanguage()
  // Read once, on this visit's clock: a request past its time is dropped from storage as it is read.
  const [today] = useState(() => phuketTime(Date.now()).date)
  const [requests, setRequests] = useState<KeptRequest[]>(() => {
    const storage = deviceStorage()
    return (storage && readKept(storage, today)) ?? []
  })
  const forget = useCallback((reference: string) => {
    const storage = deviceStorage()
    if (storage) forgetRequest(storage, reference, today)
    setRequests((kept) => kept.filter((request) => request.reference !== reference))
  }, [today])
  if (requests.length === 0) return null
  return (
    <Box as="section" id={KEPT_SECTION_ID} aria-labelledby="kept-requests-title" bg="sea.50" py={{ base: '5', md: '8' }} data-kept-requests="">
      <Container maxW="3xl">
        <Heading as="h2" id="kept-requests-title" fontSize={{ base: 'xl', md: '2xl' }} mb="1">{t('booking.kept.heading', { count: requests.length })}</Heading>
        <Text textStyle="sm" color="fg.muted" mb="4">{t('booking.kept.intro')}</Text>
        <Stack gap="5">
          {requests.map((request) => <KeptCard key={request.reference} request={request} today={today} onForget={forget} />)}
        </Stack>
      </Container>
    </Box>
  )
}

function KeptCard({ request, today, onForget }: { request: KeptRequest; today: string; onForget: (reference: string) => void }) {
  const language = useVisitorLanguage()
  const { t, locale } = language
  const lines = keptLines(request, today, language)
  const { reference } = request
  const titleId = `kept-${reference}`
  return (
    <Box as="article" aria-labelledby={titleId} bg="white" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }} data-kept-request={reference}>
      <Heading as="h3" id={titleId} fontSize="lg" dir="ltr" textAlign="start">{t('booking.kept.title', { reference })}</Heading>
      <Text textStyle="sm" color="fg.muted" mb="3">{t('booking.kept.sentOn', { date: formatDate(phuketTime(request.sentAt).date, locale, 'long') })}</Text>
      <Box textStyle="sm" mb="4" data-kept-summary="">
        <Text fontWeight="semibold">{lines.bike}</Text>
        {lines.dates && <Text>{lines.dates}</Text>}
        {lines.pickup && <Text>{lines.pickup}</Text>}
        {lines.price.map((line) => <Text key={line}>· {line}</Text>)}
        {lines.total && <Text fontWeight="semibold">{lines.total}</Text>}
      </Box>
      {request.prepayment && <PrepayDetails prepayment={request.prepayment} reference={reference} />}
      {lines.policy && <Text textStyle="sm" mb="4" data-kept-policy="">{lines.policy}</Text>}
      <ChangeOrCancel request={request} today={today} />
      <Button type="button" size="sm" variant="outline" onClick={() => onForget(reference)}>{t('booking.kept.forget')}</Button>
    </Box>
  )
}
