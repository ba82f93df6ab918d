// The visitor's choice of currency for the approximations: baht only, or one the shop lists a rate
// for, each named as the page's language names it (Intl). A native select: a phone opens its own
// list, and the keyboard and screen readers know it.
import { chakra, HStack } from '@chakra-ui/react'
import { useId } from 'react'
import { currencyRates } from '../../content/currencies'
import { htmlLang } from '../../i18n/locales'
import { useIntlLocale } from '../locale/useIntlLocale'
import { useT } from '../locale/useT'
import { BAHT_ONLY } from './storage'
import { useCurrency } from './CurrencyContext'

export function CurrencyPicker() {
  const t = useT()
  const id = useId()
  const locale = useIntlLocale()
  const currency = useCurrency()
  if (!currency || currencyRates.length === 0) return null
  const names = new Intl.DisplayNames(htmlLang[locale], { type: 'currency' })
  return (
    <HStack justify="center" gap="2" mt="-4" mb={{ base: '6', md: '8' }} textStyle="sm" color="gray.700" data-currency-picker="">
      <label htmlFor={id}>{t('currency.choose')}</label>
      <chakra.select id={id} value={currency.rate?.code ?? BAHT_ONLY} onChange={(event) => currency.choose(event.target.value)}
        borderWidth="1px" borderColor="gray.300" borderRadius="md" bg="white" px="2" py="1" maxW="60%"
      >
        <option value={BAHT_ONLY}>{t('currency.bahtOnly')}</option>
        {currencyRates.map((rate) => <option key={rate.code} value={rate.code}>{`${rate.code} · ${names.of(rate.code) ?? rate.code}`}</option>)}
      </chakra.select>
    </HStack>
  )
}
