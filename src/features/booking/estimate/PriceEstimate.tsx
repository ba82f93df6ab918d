// The live price estimate under the dates: the breakdown in the visitor's language, the total, the
// rule that made it, by when the bike is due back, clearly marked as an estimate. Announced
// politely, so a screen reader hears the new total.
import { memo } from 'react'
import { Box, Text } from '@chakra-ui/react'
import { findBike, settings } from '../../../content'
import { useT } from '../../../shared/locale/useT'
import { formatDateRange } from '../dates'
import type { BookingValues } from '../model'
import { useVisitorLanguage } from '../useVisitorLanguage'
import { estimatePrice, ratesOf, type Estimate } from '../../../../rules/pricing/estimate'
import { estimateTexts, lengthText } from './visitorText'
import { DeliveryLines } from '../delivery/DeliveryLines'
import { ExtrasLines } from '../extras/ExtrasLines'
import { choicesFor, choicesTotal } from '../extras/forBooking'
import { seasons } from '../../../content/seasons'

function EstimateLines({ estimate }: { estimate: Extract<Estimate, { kind: 'ok' }> }) {
  // react-intl's locale is the interface language; dates still go through our Gregorian formatter.
  const language = useVisitorLanguage()
  const { t, locale } = language
  const days = lengthText(estimate, t)
  const basis = estimate.from && estimate.dueBack
    ? t('booking.estimate.fromDates', { days, dates: formatDateRange(estimate.from, estimate.dueBack.date, locale) })
    : t('booking.estimate.fromPeriod', { days })
  const texts = estimateTexts(estimate, language)
  return (
    <>
      <Text textStyle="sm" color="fg.muted">{basis}</Text>
      {texts.lines.map((line) => <Text key={line}>{line}</Text>)}
      <Text fontWeight="bold" fontSize="lg" color="brand.700">{texts.total}</Text>
      {texts.rule && <Text textStyle="sm" color="fg.muted">{texts.rule}</Text>}
      {texts.onRequest && <Text textStyle="sm">{texts.onRequest}</Text>}
      {texts.season && <Text textStyle="sm" color="fg.muted">{texts.season}</Text>}
      {texts.dueBack.map((line) => <Text key={line} textStyle="sm">{line}</Text>)}
    </>
  )
}

export const PriceEstimate = memo(function PriceEstimate({ values }: { values: BookingValues }) {
  const t = useT()
  const estimate = estimatePrice({ ...values, rates: ratesOf(findBike(values.bike), seasons) }, settings.rentalPeriods)
  const choices = choicesFor(values, estimate)
  return (
    <Box as="section" aria-labelledby="booking-estimate-title" borderWidth="1px" borderColor="sea.200" bg="sea.50" borderRadius="l2" p="4" mt="4">
      <Text id="booking-estimate-title" fontWeight="semibold" mb="1">{t('booking.estimate.title')}</Text>
      <Box aria-live="polite" display="flex" flexDirection="column" gap="1">
        {estimate.kind === 'ok' && <EstimateLines estimate={estimate} />}
        {estimate.kind === 'none' && <Text textStyle="sm">{t('booking.estimate.empty')}</Text>}
        {estimate.kind === 'reversed' && <Text textStyle="sm" color="red.700">{t('booking.estimate.datesReversed')}</Text>}
        <ExtrasLines choices={choices} />
        <DeliveryLines values={values} estimate={estimate} extrasTotal={choicesTotal(choices)} />
      </Box>
      <Text textStyle="xs" color="fg.muted" mt="2">{t('booking.estimate.note')}</Text>
    </Box>
  )
})
