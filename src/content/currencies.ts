// The shop's rates for an approximate price in other currencies (src/generated/currencies.json):
// part of the first load, as the cards show the approximation.
import currenciesSnapshot from '../generated/currencies.json'
import type { CurrenciesQueryResult } from '../generated/sanity.types'
import type { CurrencyCode } from '../../rules/content/currencies'

export type CurrencyRate = Omit<NonNullable<CurrenciesQueryResult>['rates'][number], 'code'> & { code: CurrencyCode }

/** Validated by the sync: each listed currency once, with a plausible rate and the day it was set. */
export const currencyRates: readonly CurrencyRate[] = currenciesSnapshot.rates as CurrencyRate[]

export const findRate = (code: string | null): CurrencyRate | undefined => (code ? currencyRates.find((rate) => rate.code === code) : undefined)
