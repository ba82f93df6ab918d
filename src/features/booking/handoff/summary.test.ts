// The hand-off summary speaks the visitor's language and carries every detail; the chat links
// carry it whole, correctly encoded.
import { beforeAll, describe, expect, it } from 'vitest'
import { initialValues, type BookingValues } from '../model'
import { composeHandoffSummary } from '../visitorSummary'
import { visitorLanguage } from '../visitorLanguage.testing'
import { lineShareUrl, whatsappUrl } from './summary'
import { buildReplyParams } from '../confirmation'
import { locales } from '../../../i18n/locales'

const values: BookingValues = {
  ...initialValues('honda-pcx'), name: 'สมชาย ใจดี', phone: '+66 81 000 0000', rentalPeriod: '3-days', startDate: '2026-12-01',
  endDate: '2026-12-04', pickupTime: '10:00', hotel: 'Patong Beach Hotel & Spa, room 12', notes: 'Two helmets', delivery: 'kata-karon',
}
const at = new Date('2026-11-30T17:30:00Z')
let english = ''
beforeAll(async () => {
  english = composeHandoffSummary(values, 'PMR-0112-7KQ2', at, await visitorLanguage('en'))
})

describe('composeHandoffSummary', () => {
  it('in English: the reference first, then who, what, where, the estimate and the notes', () => {
    expect(english.split('\n')).toEqual([
      'Booking request to Phuket Moto Rental',
      'Booking reference: PMR-0112-7KQ2',
      'Sent: Dec 1, 2026, 00:30 (Phuket time)',
      'Name: สมชาย ใจดี',
      'Phone: +66 81 000 0000',
      'E-mail: not given',
      'Bike: Honda PCX 150',
      'Rental period: 3 Days',
      'Dates: Dec 1 – 4, 2026',
      'Pickup time: 10:00 AM',
      'Hotel / room: Patong Beach Hotel & Spa, room 12',
      // The receipt: each part of the price, the one total, the deposit outside it, then the details.
      '· 3 days × 250 baht = 750 baht',
      '· Basic cover: included (excess 5,000 baht)',
      '· Delivery to Kata & Karon: free for a rental of 3 days or more',
      'Estimated total: 750 baht',
      'Deposit 3,000 baht, paid at pickup and returned with the bike: not part of the total',
      'We never keep your passport: we take a photo of it and hand it straight back.',
      'Due back by December 4, 2026, 10:00 AM (Phuket time).',
      'Later than that: the first hour is free, then 100 baht an hour, and a full day\'s price from the fourth hour on. Tell us before and we can extend your rental.',
      'Notes: Two helmets',
    ])
  })

  it('in Chinese and Thai: the same lines in that language, the typed values and the reference unchanged', async () => {
    const zh = composeHandoffSummary(values, 'PMR-0112-7KQ2', at, await visitorLanguage('zh'))
    const th = composeHandoffSummary(values, 'PMR-0112-7KQ2', at, await visitorLanguage('th'))
    expect(zh.split('\n').slice(0, 7)).toEqual([
      '发给 Phuket Moto Rental 的预订申请', '预订编号：PMR-0112-7KQ2', expect.stringMatching(/^发送时间：2026年12月1日 00:30（普吉岛时间）$/),
      '姓名：สมชาย ใจดี', '电话：+66 81 000 0000', '邮箱：未填写', '车型：Honda PCX 150',
    ])
    expect(zh).toContain('· 3 天 × 250 泰铢 = 750 泰铢')
    expect(zh).toContain('· 送车至卡塔和卡伦：租满 3 天免费\n预计总价：750 泰铢\n押金 3,000 泰铢，取车时支付，还车时退还，不计入总价')
    expect(th).toContain('คำขอจองถึง Phuket Moto Rental')
    expect(th).toContain('· 3 วัน × 250 บาท = 750 บาท')
    expect(th).toContain('ราคารวมโดยประมาณ: 750 บาท')
    expect(th).toContain('โรงแรม/ห้อง: Patong Beach Hotel & Spa, room 12')
    expect(th).toContain('ส่งรถถึงกะตะและกะรน: ฟรีเมื่อเช่า 3 วันขึ้นไป')
    // Thai dates in the Buddhist era, as the form showed them; each language's own time of day.
    expect(th).toContain('ส่งเมื่อ: 1 ธ.ค. 2569 00:30 (เวลาภูเก็ต)')
    expect(th).toContain('วันที่: 1–4 ธ.ค. 2569')
    expect(th).toContain('เวลารับรถ: 10:00 น.')
    expect(zh).toContain('取车时间：10:00')
    for (const summary of [zh, th]) expect(summary).not.toMatch(/Booking|Name:|Phone:|Estimated total|\b[AP]M\b/)
  })
})

it('a month of a bike with a month price: the month line and the rule, as in the form', async () => {
  const month = composeHandoffSummary({ ...values, startDate: '', endDate: '', rentalPeriod: '1-month' }, 'PMR-0112-7KQ2', at, await visitorLanguage('en'))
  expect(month).toContain([
    '· 1 month × 5,500 baht = 5,500 baht',
    '· Basic cover: included (excess 5,000 baht)',
    '· Delivery to Kata & Karon: free for a rental of 3 days or more',
    'Estimated total: 5,500 baht',
    'Deposit 3,000 baht, paid at pickup and returned with the bike: not part of the total',
    'We never keep your passport: we take a photo of it and hand it straight back.',
    'Season prices may apply: choose your pickup date to see the exact estimate.',
    'Priced as the cheapest mix of months, weeks (7 days) and days for your whole rental; a month runs to the same date of the next month (from the 29th–31st, to the last day of a shorter month) and counts at least 30 days. Never more than every day at its day price (7,500 baht).',
    'Notes: Two helmets',
  ].join('\n'))
})

it('dates across the start of the high season: the season line with its share and the rule, as in the form', async () => {
  // 12 to 17 December 2026: 3 days before the seed's high season (from 15 December), 2 in it (return day not counted).
  const across = composeHandoffSummary({ ...values, startDate: '2026-12-12', endDate: '2026-12-17' }, 'PMR-0112-7KQ2', at, await visitorLanguage('en'))
  expect(across).toContain([
    '· 5 days × 250 baht = 1,250 baht',
    '· High season, 2 days (Dec 15 – 16, 2026): +30% of 500 baht = +150 baht',
    '· Basic cover: included (excess 5,000 baht)',
    '· Delivery to Kata & Karon: free for a rental of 3 days or more',
    'Estimated total: 1,400 baht',
  ].join('\n'))
  const ru = composeHandoffSummary({ ...values, startDate: '2026-12-12', endDate: '2026-12-17' }, 'PMR-0112-7KQ2', at, await visitorLanguage('ru'))
  expect(across).toContain([
    'A season adds (or, when cheaper, takes off) its percentage of what its days cost by their own length.',
    'Due back by December 17, 2026, 10:00 AM (Phuket time).',
  ].join('\n'))
  expect(ru).toContain('· Высокий сезон, 2 дня (с 15 по 16 декабря 2026 г.): +30\u00a0% от 500 бат = +150 бат')
})

describe('chat links', () => {
  it('WhatsApp: wa.me with digits only and the whole text encoded', () => {
    const url = new URL(whatsappUrl('+66 81-234 5678', english))
    expect(url.origin + url.pathname).toBe('https://wa.me/66812345678')
    expect(url.searchParams.get('text')).toBe(english)
  })

  it('LINE: the share URL with the whole text (& and newlines survive)', () => {
    const url = lineShareUrl(english)
    expect(url.startsWith('https://line.me/R/msg/text/?')).toBe(true)
    expect(decodeURIComponent(url.slice('https://line.me/R/msg/text/?'.length))).toBe(english)
    expect(url).not.toMatch(/[\s&]/)
  })
})

describe('a period chosen and no dates', () => {
  const periodOnly = { ...values, rentalPeriod: '1-month', startDate: '', endDate: '' }

  it.each(locales)('%s: no dates line ("not given to not given"); the period says what was chosen', async (locale) => {
    const language = await visitorLanguage(locale)
    const none = language.t('booking.summary.none')
    const datesLabel = language.t('booking.summary.dates', { dates: '\u0000' }).split('\u0000')[0]
    const summary = composeHandoffSummary(periodOnly, 'PMR-0112-7KQ2', at, language).split('\n')
    expect(summary.filter((line) => line.startsWith(datesLabel))).toEqual([])
    expect(summary.join('\n')).not.toContain(`${none} `)
    expect(summary).toContain(language.t('booking.summary.period', { value: language.t('booking.period.1-month') }))
    // The confirmation e-mail reads the same lines.
    const reply = buildReplyParams({ ...periodOnly, email: 'ann@example.com' }, 'PMR-0112-7KQ2', language).reply_summary.split('\n')
    expect(reply.filter((line) => line.startsWith(datesLabel))).toEqual([])
  })

  it("a pickup date and a period: the line ends on the period's return day", async () => {
    const english = composeHandoffSummary({ ...values, endDate: '' }, 'PMR-0112-7KQ2', at, await visitorLanguage('en'))
    expect(english).toContain('Dates: Dec 1 – 4, 2026')
  })

  it('one date given and no period: the line, with the other not given', async () => {
    const english = composeHandoffSummary({ ...values, endDate: '', rentalPeriod: '' }, 'PMR-0112-7KQ2', at, await visitorLanguage('en'))
    expect(english).toContain('Dates: Dec 1, 2026 – not given')
  })
})
