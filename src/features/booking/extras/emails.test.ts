// Extras and cover in both e-mails: the shop's (English parameters `extras`, `cover`, the breakdown's
// lines and `message`) and the visitor's confirmation (their language), for a week out of and in
// the seed's high season (+30 % from 15 December 2026 to 28 February 2027), with the seed's content.
import { describe, expect, it } from 'vitest'
import { extrasContent } from '../../../content/extras'
import { buildReplyParams } from '../confirmation'
import { initialValues, type BookingValues } from '../model'
import { buildTemplateParams, contentSource, SPEC_TEMPLATE_KEYS } from '../templateParams'
import { visitorLanguage } from '../visitorLanguage.testing'

const REFERENCE = 'PMR-0112-7KQ2'
const booking: BookingValues = {
  ...initialValues('honda-pcx'), name: 'Ann', phone: '+44 7700 900123', email: 'ann@example.com', pickupTime: '10:00', delivery: 'pickup',
  extras: 'full-face-helmet:2,top-box:1,rain-poncho:1', cover: 'full',
}
const outOfSeason = { ...booking, startDate: '2026-12-01', endDate: '2026-12-08' }
const inSeason = { ...booking, startDate: '2027-01-10', endDate: '2027-01-17' }
const shop = (values: BookingValues, source = contentSource) => buildTemplateParams(values, { reference: REFERENCE }, source)

// 2 helmets 2 × 7 × 50 = 700; top box 7 × 30 = 210 (under its 300 cap); poncho 100 once; Full cover 7 × 150 = 1,050.
const EXTRAS = '2 x Full-face helmet: 7 days x 50 THB each = 700 THB; 1 x Top box: 7 days x 30 THB = 210 THB; 1 x Rain poncho: 100 THB per rental = 100 THB'
const COVER = 'Full cover: 7 days x 150 THB = 1,050 THB, excess 1,000 THB'

describe("the shop's e-mail", () => {
  it('a week before the high season: each extra and the cover on its own line, in the total', () => {
    const p = shop(outOfSeason)
    expect(p.extras).toBe(EXTRAS)
    expect(p.cover).toBe(COVER)
    // The bike's arithmetic, then the one total with the extras, cover and delivery.
    expect(p.price_estimate).toMatch(/= 1,500 THB for the bike; with extras, cover and delivery, estimated total 3,560 THB/)
    expect(p.price_breakdown).toContain(`Extra: 2 x Full-face helmet: 7 days x 50 THB each = 700 THB\nExtra: 1 x Top box: 7 days x 30 THB = 210 THB\nExtra: 1 x Rain poncho: 100 THB per rental = 100 THB\nCover: ${COVER}`)
    expect(p.price_breakdown).toContain('Delivery: pickup at the shop, free\nTotal: 3,560 THB for 7 days\nDeposit:')
    expect(p.price_breakdown).toContain('Deposit: 3,000 THB, paid at pickup and returned with the bike; not in the total')
    expect(p.message).toContain(`Notes: None\nExtras: ${EXTRAS}\nCover: ${COVER}`)
  })

  it('a week inside the high season: the bike costs 30 % more, the extras and cover the same (the owner did not ask)', () => {
    const p = shop(inSeason)
    expect(p.price_estimate).toMatch(/= 1,950 THB for the bike; with extras, cover and delivery, estimated total 4,010 THB/)
    expect(p.extras).toBe(EXTRAS)
    expect(p.cover).toBe(COVER)
    expect(p.price_breakdown).toContain('Total: 4,010 THB for 7 days')
  })

  it('the owner has seasons change them: 30 % more on each price per day, none on a price per rental', () => {
    const p = shop(inSeason, { ...contentSource, extras: { ...extrasContent, followSeasons: true } })
    expect(p.extras).toBe('2 x Full-face helmet: 7 days x 50 THB, with season prices each = 910 THB; 1 x Top box: 7 days x 30 THB, with season prices = 273 THB; 1 x Rain poncho: 100 THB per rental = 100 THB')
    expect(p.cover).toBe('Full cover: 7 days x 150 THB, with season prices = 1,365 THB, excess 1,000 THB')
    expect(p.price_breakdown).toContain(`Total: ${(1950 + 910 + 273 + 100 + 1365).toLocaleString('en-US')} THB for 7 days`)
  })

  it('two weeks: the top box stops at its cap', () => {
    expect(shop({ ...outOfSeason, endDate: '2026-12-15' }).extras).toContain('1 x Top box: 14 days x 30 THB = 420 THB, capped at 300 THB = 300 THB')
  })

  it('a top box asked for a bike it does not fit is not sent', () => {
    expect(shop({ ...outOfSeason, bike: 'kawasaki-ninja' }).extras).not.toContain('top-box')
  })

  it("the spec's parameters other than message read the same with or without extras", () => {
    const spec = (values: BookingValues) => Object.fromEntries(SPEC_TEMPLATE_KEYS.filter((key) => key !== 'message').map((key) => [key, shop(values)[key]]))
    expect(spec(outOfSeason)).toEqual(spec({ ...outOfSeason, extras: '', cover: '' }))
  })
})

describe("the visitor's confirmation", () => {
  it('en, a week before the high season: the same lines and total as the form', async () => {
    const summary = buildReplyParams(outOfSeason, REFERENCE, await visitorLanguage('en')).reply_summary
    expect(summary).toContain([
      '· 2 × Full-face helmet: 7 days × 50 baht = 700 baht',
      '· Top box: 7 days × 30 baht = 210 baht',
      '· Rain poncho: 100 baht for the whole rental',
      '· Full cover: 7 days × 150 baht = 1,050 baht (excess 1,000 baht)',
    ].join('\n'))
    expect(summary).toContain('· Pickup at our shop: free\nEstimated total: 3,560 baht\nDeposit 3,000 baht')
  })

  it('ru, a week inside the high season: the bike dearer, the extras and cover the same', async () => {
    const summary = buildReplyParams(inSeason, REFERENCE, await visitorLanguage('ru')).reply_summary
    expect(summary).toContain('· Полная страховка: 7 дней × 150 бат = 1\u00a0050 бат (франшиза 1\u00a0000 бат)')
    expect(summary).toContain('Итого примерно: 4\u00a0010 бат')
  })

  it('without dates: the choices named, the cover with its excess', async () => {
    const summary = buildReplyParams({ ...booking, rentalPeriod: '' }, REFERENCE, await visitorLanguage('zh')).reply_summary
    expect(summary).toContain('加购装备：全盔 × 2、尾箱和雨衣\n保障方案：全面保障，免赔额 1,000 泰铢')
  })
})
