// "≈ ¥55" beside a price in baht, muted: a guide at the shop's rate, never the price. One tap (or
// Enter) opens the rate it was worked out at and its day, and, only where the shop takes cash in
// that currency at that rate, says so.
import { Box, Text, type BoxProps } from '@chakra-ui/react'
import { useIntlLocale } from '../locale/useIntlLocale'
import { useT } from '../locale/useT'
import { useCurrency } from './CurrencyContext'
import { formatApproximate, rateWords } from './format'
import { nextSentence } from '../../i18n/nextSentence'

export function Approximate({ baht, ...props }: { baht: number } & BoxProps) {
  const t = useT()
  const locale = useIntlLocale()
  const rate = useCurrency()?.rate
  const amount = rate ? formatApproximate(baht, rate, locale) : null
  if (!rate || !amount) return null
  const note = t('currency.rateNote', rateWords(rate, locale))
  return (
    <Box as="details" textStyle="sm" color="fg.muted" data-approximate={rate.code} {...props}>
      <Box as="summary" cursor="pointer" w="fit-content">{t('currency.approximate', { amount })}</Box>
      <Text mt="1">
        {rate.cash ? nextSentence(note, t('currency.cash', { code: rate.code }), locale) : note}
      </Text>
    </Box>
  )
}
