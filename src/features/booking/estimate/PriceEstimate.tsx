// The live price estimate under the dates, read as a receipt: the rental's days, a line for each
// part of the price, one total, the deposit on its own outside it, and the details (how the price
// was reached, by when the bike is due back, a late return) folded one tap away, so a phone shows
// the total without scrolling past the rules. Announced politely, so a screen reader hears the new total.
import { memo } from 'react'
import { Box, Text } from '@chakra-ui/react'
import { findBike } from '../../../content'
import { useT } from '../../../shared/locale/useT'
import { formatDateRange } from '../dates'
import type { BookingValues } from '../model'
import { useVisitorLanguage } from '../useVisitorLanguage'
import type { Estimate } from '../../../../rules/pricing/estimate'
import { lengthText } from './visitorText'
import { receiptFor } from '../receipt/forBooking'
import { receiptTexts } from '../receipt/visitorText'
import { Approximate } from '../../../shared/currency/Approximate'

function Basis({ estimate }: { estimate: Extract<Estimate, { kind: 'ok' }> }) {
  // react-intl's locale is the interface language; dates still go through our Gregorian formatter.
  const { t, locale } = useVisitorLanguage()
  const days = lengthText(estimate, t)
  const basis = estimate.from && estimate.dueBack
    ? t('booking.estimate.fromDates', { days, dates: formatDateRange(estimate.from, estimate.dueBack.date, locale) })
    : t('booking.estimate.fromPeriod', { days })
  return <Text textStyle="sm" color="fg.muted">{basis}</Text>
}

export const PriceEstimate = memo(function PriceEstimate({ values }: { values: BookingValues }) {
  const t = useT()
  const language = useVisitorLanguage()
  const receipt = receiptFor(values)
  const { estimate } = receipt
  const texts = receiptTexts(receipt, findBike(values.bike)?.deposit, language)
  return (
    <Box as="section" aria-labelledby="booking-estimate-title" data-receipt="" borderWidth="1px" borderColor="sea.200" bg="sea.50" borderRadius="l2" p="4" mt="4">
      <Text id="booking-estimate-title" fontWeight="semibold" mb="1">{t('booking.estimate.title')}</Text>
      <Box aria-live="polite" display="flex" flexDirection="column" gap="1">
        {estimate.kind === 'ok' && <Basis estimate={estimate} />}
        {estimate.kind === 'none' && <Text textStyle="sm">{t('booking.estimate.empty')}</Text>}
        {estimate.kind === 'reversed' && <Text textStyle="sm" color="red.700">{t('booking.estimate.datesReversed')}</Text>}
        <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="1" data-receipt-lines="">
          {texts.lines.map((line) => <Text as="li" key={line} textStyle="sm">{line}</Text>)}
        </Box>
        {texts.total && (
          <Text fontWeight="bold" fontSize="lg" color="brand.700" borderTopWidth="1px" borderColor="sea.200" pt="1" data-receipt-total="">{texts.total}</Text>
        )}
        {/* A guide in the visitor's currency under the one total; the total in baht is the price. */}
        {receipt.total && <Approximate baht={receipt.total.total} mt="-1" />}
        {texts.deposit.map((line) => <Text key={line} textStyle="sm" color="fg.muted">{line}</Text>)}
        {texts.notes.map((line) => <Text key={line} textStyle="sm">{line}</Text>)}
      </Box>
      {texts.details.length > 0 && (
        // Folded on every screen: the total stays in sight, and the rules are one tap away.
        <Box as="details" mt="2" textStyle="sm" data-receipt-details="">
          <Box as="summary" cursor="pointer" color="sea.800" fontWeight="semibold" py="1">{t('booking.estimate.details')}</Box>
          <Box display="flex" flexDirection="column" gap="1" mt="1">
            {texts.details.map((line) => <Text key={line} color="fg.muted">{line}</Text>)}
          </Box>
        </Box>
      )}
      <Text textStyle="xs" color="fg.muted" mt="2">{t('booking.estimate.note')}</Text>
    </Box>
  )
})
