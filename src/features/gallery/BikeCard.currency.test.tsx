// The card's approximate day price in the visitor's currency, at the shop's rate (the seed's
// rates, src/generated/currencies.json): the language's own currency at first (zh: yuan, ru:
// roubles, en and th: baht only), any listed currency once chosen, written as the page's language
// writes money, with the rate and its day one tap away and the cash sentence only where the shop
// takes cash at that rate. The baht price stays as it was.
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../app/testing/render'
import { bikes } from '../../content'
import { currencyRates } from '../../content/currencies'
import { LOCALE_STORAGE_KEY } from '../../i18n/storage'
import { createIntl } from 'react-intl'
import { loadMessageTexts } from '../../content/messageTexts'
import type { MessageKey } from '../../content'
import type { Locale } from '../../i18n/locales'
import { CURRENCY_STORAGE_KEY } from '../../shared/currency/storage'
import { CurrencyPicker } from '../../shared/currency/CurrencyPicker'
import { BikeCard } from './BikeCard'

afterEach(() => {
  vi.restoreAllMocks()
  window.localStorage.clear()
})

const pcx = bikes.find((bike) => bike.id === 'honda-pcx')!

/** A text as the page formats it in `locale`. */
const formatText = async (locale: Locale, key: MessageKey, values: Record<string, string | number>) =>
  createIntl({ locale, messages: await loadMessageTexts(locale) }).formatMessage({ id: key }, values)

async function cardIn(locale: Locale, currency?: string) {
  if (locale !== 'en') window.localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  if (currency) window.localStorage.setItem(CURRENCY_STORAGE_KEY, currency)
  const view = renderWithProviders(<BikeCard bike={pcx} />)
  // The language's texts arrive after the first render.
  await screen.findByRole('button', { name: await formatText(locale, 'bike.bookLabel', { name: pcx.name }) })
  return view
}
/** Text with each kind of space as a plain one (the card keeps prices whole with no-break spaces, Russian money has a narrow one). */
const plain = (text: string | null | undefined) => (text == null ? null : text.replace(/\s+/g, ' '))
const approximation = (container: HTMLElement) => container.querySelector<HTMLDetailsElement>('details[data-approximate]')

describe('the approximate day price on a card', () => {
  it('the seed lists the currencies these tests read, at these rates', () => {
    expect(currencyRates.map((rate) => [rate.code, rate.bahtPerUnit, rate.setOn, rate.cash])).toEqual([
      ['CNY', 4.55, '2026-11-20', false], ['RUB', 0.41, '2026-11-20', false], ['USD', 32.5, '2026-11-20', true],
      ['EUR', 37.6, '2026-11-20', false], ['AUD', 21.2, '2026-11-20', false], ['GBP', 42.8, '2026-11-20', false],
    ])
    expect(pcx.lowestDayPrice).toBe(250)
  })

  it.each<[Locale, string | null]>([
    ['en', null],
    ['th', null],
    ['zh', '约 ¥55'],
    ['ru', '≈ 610 ₽'],
  ])('in %s, at first: %s', async (locale, shown) => {
    const { container } = await cardIn(locale)
    expect(plain(approximation(container)?.querySelector('summary')?.textContent)).toBe(shown)
  })

  // 250 baht at each seed rate (CNY, RUB, USD, EUR, AUD, GBP), rounded to two significant digits,
  // as each language writes money.
  it.each<[Locale, string[]]>([
    ['en', ['≈ CN¥55', '≈ RUB 610', '≈ $7.70', '≈ €6.60', '≈ A$12', '≈ £5.80']],
    ['zh', ['约 ¥55', '约 RUB 610', '约 US$7.70', '约 €6.60', '约 AU$12', '约 £5.80']],
    ['th', ['≈ CN¥55', '≈ RUB 610', '≈ US$7.70', '≈ €6.60', '≈ AU$12', '≈ £5.80']],
    ['ru', ['≈ 55 CN¥', '≈ 610 ₽', '≈ 7,70 $', '≈ 6,60 €', '≈ 12 A$', '≈ 5,80 £']],
  ])('in %s, each currency once chosen: %j, the baht price unchanged', async (locale, shown) => {
    for (const [i, rate] of currencyRates.entries()) {
      const { container, unmount } = await cardIn(locale, rate.code)
      const details = approximation(container)
      expect(details).toHaveAttribute('data-approximate', rate.code)
      expect(plain(details?.querySelector('summary')?.textContent)).toBe(shown[i])
      expect(plain(container.textContent)).toContain(plain(await formatText(locale, 'bike.perDay', { price: 250 })))
      unmount()
      window.localStorage.clear()
    }
  })

  it.each<[Locale, string]>([
    ['en', 'A guide only, at our rate on November 20, 2026: $1 = 32.5 baht. The price in baht is the one that counts. We also take cash in USD at this rate.'],
    ['zh', '按我们 2026年11月20日的汇率估算：US$1 = 32.5 泰铢。实际付款以泰铢价格为准。我们也接受 USD 现金付款，按此汇率折算。'],
    ['th', 'คิดโดยประมาณตามอัตราแลกเปลี่ยนของเรา ณ วันที่ 20 พฤศจิกายน 2569: US$1 = 32.5 บาท ยอดที่ชำระจริงคือราคาเป็นเงินบาท เรารับเงินสดสกุล USD ในอัตรานี้ด้วย'],
    ['ru', 'Примерный пересчёт по нашему курсу на 20 ноября 2026 г.: 1 $ = 32,5 бат. К оплате — цена в батах. Наличные в USD мы тоже принимаем по этому курсу.'],
  ])('in %s, one tap opens the rate, its day and, where the shop takes cash at it, that', async (locale, note) => {
    const { container, user } = await cardIn(locale, 'USD')
    const details = approximation(container)!
    expect(details.open).toBe(false)
    await user.click(within(details).getByText(/7[.,]7/))
    expect(details.open).toBe(true)
    expect(plain(details.querySelector('p')?.textContent)).toBe(note)
  })

  it('says nothing of cash where the shop does not take the currency at its rate', async () => {
    const { container } = await cardIn('ru')
    expect(plain(approximation(container)?.querySelector('p')?.textContent)).toBe('Примерный пересчёт по нашему курсу на 20 ноября 2026 г.: 1 ₽ = 0,41 бат. К оплате — цена в батах.')
  })

  it('shows baht only once the visitor chose it, whatever the language suggests', async () => {
    const { container } = await cardIn('zh', 'THB')
    expect(approximation(container)).toBeNull()
  })

  it('ignores a stored currency the shop no longer lists', async () => {
    const { container } = await cardIn('ru', 'JPY')
    expect(approximation(container)?.getAttribute('data-approximate')).toBe('RUB')
  })
})

describe('the currency picker', () => {
  const pickerAndCard = () => renderWithProviders(<><CurrencyPicker /><BikeCard bike={pcx} /></>)

  it('lists baht only and each currency the shop has a rate for, named in the page\'s language; the choice is kept', async () => {
    const { container, user } = pickerAndCard()
    const picker = screen.getByRole('combobox', { name: 'Currency for approximate prices' })
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Baht only', 'CNY · Chinese Yuan', 'RUB · Russian Ruble', 'USD · US Dollar', 'EUR · Euro', 'AUD · Australian Dollar', 'GBP · British Pound',
    ])
    expect(picker).toHaveValue('THB')
    await user.selectOptions(picker, 'EUR')
    expect(plain(approximation(container)?.querySelector('summary')?.textContent)).toBe('≈ €6.60')
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('EUR')
  })

  it('holds the choice for the visit where storage throws', async () => {
    const blocked = () => { throw new DOMException('blocked', 'SecurityError') }
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked)
    const { container, user } = pickerAndCard()
    await user.selectOptions(screen.getByRole('combobox'), 'GBP')
    expect(plain(approximation(container)?.querySelector('summary')?.textContent)).toBe('≈ £5.80')
    await user.selectOptions(screen.getByRole('combobox'), 'THB')
    expect(approximation(container)).toBeNull()
  })
})
