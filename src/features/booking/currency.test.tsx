// The booking form's approximations in the visitor's currency, at the seed's rates (CNY 4.55,
// RUB 0.41, USD 32.5, EUR 37.6, AUD 21.2, GBP 42.8 baht each): under the estimate's one total,
// under each extra's price, and under the prepayment, in four languages with each currency, written
// as the language writes money and rounded to two significant digits. Beside them the baht stay
// exactly as they were: the baht is the price.
import { screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import type { Locale } from '../../i18n/locales'
import { CURRENCY_STORAGE_KEY } from '../../shared/currency/storage'
import { CurrencyProvider } from '../../shared/currency/CurrencyProvider'
import { PriceEstimate } from './estimate/PriceEstimate'
import { ExtrasPicker } from './extras/ExtrasPicker'
import { initialValues } from './model'
import { PrepayDetails } from './prepay/PrepayPanel'
import { prepaymentFor } from './prepay/prepayment'
import { createIntl } from 'react-intl'
import { currencyRates } from '../../content/currencies'
import { loadMessageTexts } from '../../content/messageTexts'
import type { MessageKey } from '../../content'

afterEach(() => {
  vi.restoreAllMocks()
  window.localStorage.clear()
})

const plain = (text: string | null | undefined) => (text == null ? null : text.replace(/\s+/g, ' '))

async function render(ui: ReactElement, locale: Locale, currency?: string) {
  if (currency) window.localStorage.setItem(CURRENCY_STORAGE_KEY, currency)
  return renderWithProviders(<CurrencyProvider>{ui}</CurrencyProvider>, { locale })
}
const shown = (root: HTMLElement) => [...root.querySelectorAll('details[data-approximate] > summary')].map((summary) => plain(summary.textContent))

/** A text as the form formats it in `locale`, its numbers grouped as the language groups them. */
async function formatText(locale: Locale, key: MessageKey, numbers: Record<string, number>) {
  const intl = createIntl({ locale, messages: await loadMessageTexts(locale) })
  return intl.formatMessage({ id: key }, Object.fromEntries(Object.entries(numbers).map(([name, value]) => [name, intl.formatNumber(value)])))
}

/** Each seed currency (CNY, RUB, USD, EUR, AUD, GBP) with what a language shows for it. */
const withEachCurrency = (rows: Array<[Locale, string[]]>) =>
  rows.flatMap(([locale, shown]) => currencyRates.map((rate, i) => [locale, rate.code, shown[i]] as const))

describe('the estimate', () => {
  const bmw = { ...initialValues('bmw-r1250gs'), rentalPeriod: '3-months' }

  // 75,000 baht (the BMW for 3 months).
  it.each(withEachCurrency([
    ['en', ['≈ CN¥16,000', '≈ RUB 180,000', '≈ $2,300', '≈ €2,000', '≈ A$3,500', '≈ £1,800']],
    ['zh', ['约 ¥16,000', '约 RUB 180,000', '约 US$2,300', '约 €2,000', '约 AU$3,500', '约 £1,800']],
    ['th', ['≈ CN¥16,000', '≈ RUB 180,000', '≈ US$2,300', '≈ €2,000', '≈ AU$3,500', '≈ £1,800']],
    ['ru', ['≈ 16 000 CN¥', '≈ 180 000 ₽', '≈ 2 300 $', '≈ 2 000 €', '≈ 3 500 A$', '≈ 1 800 £']],
  ]))('in %s with %s: the total in baht, and under it %s', async (locale, code, approximation) => {
    const { container } = await render(<PriceEstimate values={bmw} />, locale, code)
    expect(plain(container.querySelector('[data-receipt-total]')?.textContent)).toBe(plain(await formatText(locale, 'booking.estimate.total', { total: 75000 })))
    expect(shown(container)).toEqual([approximation])
  })

  it.each<[Locale, string[]]>([
    ['en', []],
    ['th', []],
    ['zh', ['约 ¥16,000']],
    ['ru', ['≈ 180 000 ₽']],
  ])('in %s, with no choice made: %j', async (locale, approximations) => {
    const { container } = await render(<PriceEstimate values={bmw} />, locale)
    expect(shown(container)).toEqual(approximations)
  })

  it('nothing before the bike is priced', async () => {
    const { container } = await render(<PriceEstimate values={initialValues('bmw-r1250gs')} />, 'ru')
    expect(container.querySelector('[data-receipt-total]')).toBeNull()
    expect(shown(container)).toEqual([])
  })
})

describe('the prepayment', () => {
  // A week out of the high season: the seed asks the first day, 1,200 baht.
  const week = { ...initialValues('bmw-r1250gs'), startDate: '2026-12-01', endDate: '2026-12-08' }
  // jsdom draws no canvas: the QR's picture fails, as the panel allows, after the amount is shown.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined))

  it.each(withEachCurrency([
    ['en', ['≈ CN¥260', '≈ RUB 2,900', '≈ $37', '≈ €32', '≈ A$57', '≈ £28']],
    ['zh', ['约 ¥260', '约 RUB 2,900', '约 US$37', '约 €32', '约 AU$57', '约 £28']],
    ['th', ['≈ CN¥260', '≈ RUB 2,900', '≈ US$37', '≈ €32', '≈ AU$57', '≈ £28']],
    ['ru', ['≈ 260 CN¥', '≈ 2 900 ₽', '≈ 37 $', '≈ 32 €', '≈ 57 A$', '≈ 28 £']],
  ]))('in %s with %s: the amount in baht for the QR, and under it %s', async (locale, code, approximation) => {
    const { container } = await render(<PrepayDetails prepayment={prepaymentFor(week)!} reference="PMR-TEST" />, locale, code)
    expect(plain(within(container).getByRole('heading', { level: 3 }).textContent)).toBe(plain(await formatText(locale, 'booking.prepay.title', { amount: 1200 })))
    expect(shown(container)).toEqual([approximation])
    await within(container).findByRole('alert') // the QR's picture settled (jsdom: failed)
  })
})

describe('the extras', () => {
  // The full-face helmet, 50 baht a day; the top box, 30 a day; the phone holder and the rain poncho, 100 per rental.
  it.each<[Locale, string, string[]]>([
    ['en', 'USD', ['≈ $1.50', '≈ $0.92', '≈ $3.10', '≈ $3.10']],
    ['zh', 'CNY', ['约 ¥11', '约 ¥6.60', '约 ¥22', '约 ¥22']],
    ['th', 'EUR', ['≈ €1.30', '≈ €0.80', '≈ €2.70', '≈ €2.70']],
    ['ru', 'RUB', ['≈ 120 ₽', '≈ 73 ₽', '≈ 240 ₽', '≈ 240 ₽']],
  ])('in %s with %s: under each price %j', async (locale, code, approximations) => {
    const values = { ...initialValues('honda-pcx'), extras: 'rain-poncho:1' }
    const { container } = await render(<ExtrasPicker values={values} setField={() => {}} />, locale, code)
    expect(shown(container)).toEqual(approximations)
    expect(screen.getAllByText(/50/).length).toBeGreaterThan(0)
  })
})
