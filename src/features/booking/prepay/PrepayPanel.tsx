// After a sent request, in the visitor's language: the prepayment that holds the bike, a PromptPay
// QR for exactly that amount (made here, after the send: ./qr.ts loads its libraries then), the
// booking reference for the transfer's note, the slip by LINE or WhatsApp with the reference
// written in, and what happens next. It never says a payment was made: the shop confirms it.
import { useEffect, useId, useState } from 'react'
import { Box, Button, Flex, Heading, Image, Spinner, Text } from '@chakra-ui/react'
import { settings } from '../../../content'
import { lineShareUrl, whatsappUrl } from '../handoff/summary'
import { useVisitorLanguage } from '../useVisitorLanguage'
import type { Prepayment } from './prepayment'
import { makePrepayQr, type PrepayQr } from './qr'
import { Approximate } from '../../../shared/currency/Approximate'

type QrState = { kind: 'loading' } | { kind: 'ready'; qr: PrepayQr } | { kind: 'failed' }

/** The panel for a prepayment worked out already: the sent view's, or a kept request's as it was asked. */
export function PrepayDetails({ prepayment, reference }: { prepayment: Prepayment; reference: string }) {
  const { t, formatNumber } = useVisitorLanguage()
  // Several panels can be on one page (two kept requests): each names its own title.
  const titleId = useId()
  const [qr, setQr] = useState<QrState>({ kind: 'loading' })
  useEffect(() => {
    let current = true
    makePrepayQr(prepayment.id, prepayment.amount).then(
      (made) => current && setQr({ kind: 'ready', qr: made }),
      (error: unknown) => {
        console.error('Could not make the PromptPay QR code', error)
        if (current) setQr({ kind: 'failed' })
      },
    )
    return () => {
      current = false
    }
  }, [prepayment])

  const amount = formatNumber(prepayment.amount)
  const slip = t('booking.prepay.slipMessage', { reference, amount })
  return (
    <Box as="section" aria-labelledby={titleId} data-prepay="" borderWidth="2px" borderColor="sea.300" bg="white" borderRadius="l3" p="4" mb="5">
      <Heading as="h3" id={titleId} fontSize="md" mb="1">{t('booking.prepay.title', { amount })}</Heading>
      {/* A guide only: the QR and the transfer are for the amount in baht above. */}
      <Approximate baht={prepayment.amount} mb="1" />
      <Text textStyle="sm" mb="1">{t('booking.prepay.why')}</Text>
      <Text textStyle="sm" mb="3">{t('booking.prepay.rest', { cash: prepayment.cashAtPickup ? 'yes' : 'no', total: formatNumber(prepayment.total), rest: formatNumber(prepayment.rest) })}</Text>
      <Flex direction="column" align="center" gap="2" mb="3">
        {qr.kind === 'loading' && <Spinner color="sea.600" aria-label={t('booking.prepay.loading')} />}
        {qr.kind === 'ready' && (
          <>
            <Image src={qr.qr.image} alt={t('booking.prepay.qrAlt', { amount })} width="240px" height="240px" />
            <Button asChild size="sm" variant="outline" colorPalette="sea">
              <a href={qr.qr.image} download={`promptpay-${reference}.png`}>{t('booking.prepay.save')}</a>
            </Button>
          </>
        )}
        {qr.kind === 'failed' && <Text textStyle="sm" role="alert">{t('booking.prepay.failed', { amount, id: prepayment.typedId })}</Text>}
        <Text textStyle="sm" color="fg.muted" dir="ltr">{t('booking.prepay.payTo', { id: prepayment.typedId })}</Text>
      </Flex>
      <Text textStyle="sm" mb="2">{t('booking.prepay.scan')}</Text>
      {/* Most visitors from abroad have no Thai banking app: the shop's chat is the way it offers. */}
      <Text textStyle="sm" mb="2" data-no-thai-app="">{t('booking.sent.noThaiApp')}</Text>
      <Text fontWeight="bold" mb="3">{t('booking.prepay.note', { reference })}</Text>
      <Text textStyle="sm" mb="2">{t('booking.prepay.slip')}</Text>
      <Flex gap="2" wrap="wrap" mb="3">
        <Button asChild size="sm" variant="outline" flex={{ base: '1 1 100%', sm: '1 1 0' }}>
          <a href={lineShareUrl(slip)} target="_blank" rel="noopener noreferrer">{t('booking.prepay.slipLine')}</a>
        </Button>
        <Button asChild size="sm" variant="outline" flex={{ base: '1 1 100%', sm: '1 1 0' }}>
          <a href={whatsappUrl(settings.whatsappNumber, slip)} target="_blank" rel="noopener noreferrer">{t('booking.prepay.slipWhatsapp')}</a>
        </Button>
      </Flex>
      <Text textStyle="sm">{t('booking.prepay.next')}</Text>
    </Box>
  )
}
