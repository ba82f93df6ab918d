// The estimate as the visitor reads it, in every language, from the seed's bikes: the BMW R1250GS
// has day, week and month prices (1,200 / 7,500 / 25,000 baht), the Suzuki GSX-R600 only a day price;
// the seed's high season adds 30 % from 15 December.
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '../../../../tests/render'
import type { Locale } from '../../../i18n/locales'
import { initialValues, type BookingValues } from '../model'
import { PriceEstimate } from './PriceEstimate'

const bmw = initialValues('bmw-r1250gs')
const suzuki = initialValues('suzuki-gsxr600')

async function shows(values: BookingValues, locale: Locale, texts: string[]) {
  await renderWithProviders(<PriceEstimate values={values} />, { locale })
  for (const text of texts) expect(screen.getByText(text)).toBeInTheDocument()
}

describe('PriceEstimate in English', () => {
  it('a week and days: each line, the total and the rule with the day-price total', async () => {
    await shows({ ...bmw, startDate: '2026-12-01', endDate: '2026-12-11' }, 'en', [
      '10 days: Dec 1 – 11, 2026 (return day not counted)',
      '1 week × 7,500 baht = 7,500 baht',
      '3 days × 1,200 baht = 3,600 baht',
      'Estimated total: 11,100 baht',
      'Priced as the cheapest mix of months, weeks (7 days) and days for your whole rental; a month runs to the same date of the next month (from the 29th–31st, to the last day of a shorter month) and counts at least 30 days. Never more than every day at its day price (12,000 baht).',
    ])
    expect(screen.queryByText(/given on request/)).not.toBeInTheDocument()
  })

  it('a period of months, in months', async () => {
    await shows({ ...bmw, rentalPeriod: '3-months' }, 'en', ['3 months (rental period)', '3 months × 25,000 baht = 75,000 baht', 'Estimated total: 75,000 baht'])
  })

  it('by when the bike is due back, at the pickup time in Phuket, and what a late return costs', async () => {
    await shows({ ...bmw, startDate: '2027-01-15', endDate: '2027-02-15', pickupTime: '10:00' }, 'en', [
      '1 month × 25,000 baht = 25,000 baht',
      'Due back by February 15, 2027, 10:00 AM (Phuket time).',
      'Later than that: the first hour is free, then 100 baht an hour, and a full day\'s price from the fourth hour on. Tell us before and we can extend your rental.',
    ])
  })

  it('no week or month price for a month: "up to" the day-price total, and prices on request', async () => {
    await shows({ ...suzuki, rentalPeriod: '1-month' }, 'en', [
      '1 month (rental period)',
      '30 days × 750 baht = 22,500 baht',
      'Estimated total: up to 22,500 baht',
      'Weekly and monthly prices for this bike are given on request: ask us when we contact you.',
    ])
    expect(screen.queryByText(/cheapest mix/)).not.toBeInTheDocument()
  })

  it('across the start of the high season: the length price, the season\'s share of its days, and the rule', async () => {
    await shows({ ...suzuki, startDate: '2026-12-13', endDate: '2026-12-17' }, 'en', [
      '4 days × 750 baht = 3,000 baht',
      'High season, 2 days (Dec 15 – 16, 2026): +30% of 1,500 baht = +450 baht',
      'Estimated total: 3,450 baht',
      'A season adds (or, when cheaper, takes off) its percentage of what its days cost by their own length.',
      'Due back on December 17, 2026, by the time of day you pick the bike up (Phuket time).',
    ])
    expect(screen.queryByText(/may apply/)).not.toBeInTheDocument()
  })

  it('a rental period without dates: season prices may apply', async () => {
    await shows({ ...suzuki, rentalPeriod: '3-days' }, 'en', ['3 days (rental period)', 'Season prices may apply: choose your pickup date to see the exact estimate.'])
  })

  it('a short rental of a bike without rates: the days, nothing else', async () => {
    await shows({ ...suzuki, startDate: '2027-03-01', endDate: '2027-03-04' }, 'en', ['3 days × 750 baht = 2,250 baht', 'Estimated total: 2,250 baht'])
    expect(screen.queryByText(/given on request|cheapest mix|up to|season/i)).not.toBeInTheDocument()
  })
})

// Each language's month line, total and "on request" sentence (a new language adds its row here).
const inEveryLanguage: Record<Locale, { month: string; total: string; weeks: string; upTo: string; onRequest: string; season: string }> = {
  en: {
    month: '1 month × 25,000 baht = 25,000 baht', total: 'Estimated total: 25,000 baht', weeks: '2 weeks × 7,500 baht = 15,000 baht',
    upTo: 'Estimated total: up to 5,250 baht', onRequest: 'Weekly and monthly prices for this bike are given on request: ask us when we contact you.',
    season: 'High season, 4 days (Dec 15 – 18, 2026): +30% of 4,800 baht = +1,440 baht',
  },
  zh: {
    month: '1 个月 × 25,000 泰铢 = 25,000 泰铢', total: '预计总价：25,000 泰铢', weeks: '2 周 × 7,500 泰铢 = 15,000 泰铢',
    upTo: '预计总价：最多 5,250 泰铢', onRequest: '这辆车的周租价和月租价需单独询价，我们联系您时可一并询问。',
    season: '旺季，4 天（2026年12月15日至18日）：4,800 泰铢的 +30% = +1,440 泰铢',
  },
  th: {
    month: '1 เดือน × 25,000 บาท = 25,000 บาท', total: 'ราคารวมโดยประมาณ: 25,000 บาท', weeks: '2 สัปดาห์ × 7,500 บาท = 15,000 บาท',
    upTo: 'ราคารวมโดยประมาณ: ไม่เกิน 5,250 บาท', onRequest: 'ราคาเช่ารายสัปดาห์และรายเดือนของรถคันนี้ สอบถามได้เมื่อเราติดต่อกลับ',
    season: 'ช่วงไฮซีซั่น 4 วัน (15–18 ธ.ค. 2569): +30% ของ 4,800 บาท = +1,440 บาท',
  },
  // Russian groups thousands with a no-break space (Intl for ru); Testing Library reads it as a space.
  ru: {
    month: '1 месяц × 25 000 бат = 25 000 бат', total: 'Итого примерно: 25 000 бат', weeks: '2 недели × 7 500 бат = 15 000 бат',
    upTo: 'Итого: до 5 250 бат (ориентировочно)', onRequest: 'Цены за неделю и месяц на этот байк — по запросу: спросите нас, когда мы с вами свяжемся.',
    season: 'Высокий сезон, 4 дня (с 15 по 18 декабря 2026 г.): +30 % от 4 800 бат = +1 440 бат',
  },
}

describe.each(Object.entries(inEveryLanguage) as Array<[Locale, (typeof inEveryLanguage)[Locale]]>)('PriceEstimate in %s', (locale, text) => {
  it('a month at the month price', async () => {
    await shows({ ...bmw, rentalPeriod: '1-month', startDate: '2027-03-01', endDate: '2027-03-31' }, locale, [text.month, text.total])
  })

  it('days in the high season: the season line in this language', async () => {
    await shows({ ...bmw, startDate: '2026-12-13', endDate: '2026-12-19' }, locale, [text.season])
  })

  it('two weeks at the week price', async () => {
    await shows({ ...bmw, startDate: '2026-12-01', endDate: '2026-12-15' }, locale, [text.weeks])
  })

  it('a week without a week price: "up to" and on request', async () => {
    await shows({ ...suzuki, rentalPeriod: '7-days' }, locale, [text.upTo, text.onRequest])
  })
})

it('in Thai: Buddhist-era dates', async () => {
  await shows({ ...bmw, startDate: '2026-12-01', endDate: '2026-12-31' }, 'th', ['30 วัน: 1–31 ธ.ค. 2569 (ไม่นับวันคืนรถ)'])
})

describe('PriceEstimate: delivery and deposit', () => {
  const pcx = initialValues('honda-pcx')

  it('nothing chosen: says so, and the deposit is outside the total', async () => {
    await shows({ ...pcx, rentalPeriod: '1-day' }, 'en', [
      'Estimated total: 250 baht',
      'Delivery or pickup: not chosen yet (pickup at our shop is free)',
      'Deposit 3,000 baht, paid at pickup and returned with the bike: not part of the total',
      'We never keep your passport: we take a photo of it and hand it straight back.',
    ])
  })

  it('a paid area: its fee in the one total; the deposit is not added', async () => {
    await shows({ ...pcx, rentalPeriod: '1-day', delivery: 'airport' }, 'en', [
      'Delivery to Phuket Airport: 500 baht',
      'Estimated total: 750 baht',
    ])
    expect(screen.queryByText(/3,750|3,250|Estimated total: 250/)).not.toBeInTheDocument()
  })

  it('an area free from 3 days, for 3 days', async () => {
    await shows({ ...pcx, rentalPeriod: '3-days', delivery: 'kata-karon' }, 'en', ['Delivery to Kata & Karon: free for a rental of 3 days or more', 'Estimated total: 750 baht'])
  })

  it('in Russian, with the plural of days after «от»', async () => {
    await shows({ ...pcx, rentalPeriod: '3-days', delivery: 'kata-karon' }, 'ru', ['Доставка (Ката и Карон): бесплатно при аренде от 3 дней'])
  })
})
