// The visitor's confirmation (EmailJS auto-reply): in the language they booked in, with the same
// reference as the shop's e-mail, addressed to the e-mail they typed, and none without one.
import { describe, expect, it } from 'vitest'
import { settings } from '../../content'
import { buildReplyParams, NO_REPLY, REPLY_TEMPLATE_KEYS } from './confirmation'
import { initialValues, type BookingValues } from './model'
import { SPEC_TEMPLATE_KEYS, TEMPLATE_PARAM_KEYS, buildTemplateParams } from './templateParams'
import { visitorLanguage } from './visitorLanguage.testing'

const values: BookingValues = {
  ...initialValues('yamaha-nmax'), name: ' 王小明 ', phone: '+86 138 0000 0000', email: ' ming@example.com ',
  rentalPeriod: '7-days', startDate: '2026-12-01', endDate: '2026-12-08', pickupTime: '09:00', hotel: 'Kata Beach Resort 204', delivery: 'kata-karon',
}
const REFERENCE = 'PMR-0112-7KQ2'

describe('buildReplyParams', () => {
  it('zh: subject, greeting, summary, next steps and contact in Chinese, to the typed address', async () => {
    const reply = buildReplyParams(values, REFERENCE, await visitorLanguage('zh'))
    expect(reply.reply_to).toBe('ming@example.com')
    expect(reply.reply_language).toBe('zh-Hans')
    expect(reply.reply_subject).toBe(`您在 ${settings.shopName} 的预订申请 ${REFERENCE}`)
    expect(reply.reply_greeting).toMatch(/^王小明，您好！/)
    expect(reply.reply_summary.split('\n')).toEqual([
      `预订编号：${REFERENCE}`, '车型：Yamaha NMAX 155', '租期：1 周', '日期：2026年12月1日至8日', '取车时间：9:00',
      '酒店/房间：Kata Beach Resort 204', '· 1 周 × 1,700 泰铢 = 1,700 泰铢',
      // The cover every bike comes with, and its excess; the delivery; then the one total.
      '· 基础保障：已包含（免赔额 5,000 泰铢）', '· 送车至卡塔和卡伦：租满 3 天免费', '预计总价：1,700 泰铢',
      '押金 3,000 泰铢，取车时支付，还车时退还，不计入总价', '我们绝不扣留您的护照：只拍照留存，当场归还。',
      '按整个租期最划算的整月、整周（7 天）和按天组合计价；一个月指到下个月的同一日期（29–31 日起租的，到较短月份的最后一天），且至少按 30 天计。总价绝不超过每天按日租价计算的金额（1,960 泰铢）。',
      '请于 2026年12月8日 9:00（普吉岛时间）前还车。', '如晚于此时间还车：第一个小时免费，之后每小时 100 泰铢，从第四个小时起按一整天收费。提前告诉我们，即可续租。',
    ])
    expect(reply.reply_next_steps).toContain(`${settings.responseMinutes} 分钟内`)
    // WhatsApp as people read the number (the seed's is the shop's phone); the template links both.
    expect(reply.reply_contact).toBe(`有疑问？电话 ${settings.phone} · LINE @${settings.lineId} · WhatsApp ${settings.phone}`)
    expect(reply).toMatchObject({ reply_phone: settings.phone, reply_phone_dial: '+66812345678', reply_whatsapp: '66812345678' })
    // The seed asks the first day in advance: the NMAX's 280 baht on 1 December, out of the high season.
    expect(reply.reply_prepayment).toBe(`如需保留车辆，请通过 PromptPay 向 081 234 5678 预付 280 泰铢，并在转账备注中填写 ${REFERENCE}，然后通过 LINE 或 WhatsApp 发送转账凭证。我们收到转账后，会向您确认预订。`)
  })

  it('th and en: the same parts in Thai and English', async () => {
    const th = buildReplyParams(values, REFERENCE, await visitorLanguage('th'))
    expect(th.reply_subject).toBe(`คำขอจอง ${REFERENCE} ของคุณที่ ${settings.shopName}`)
    expect(th.reply_summary).toContain('· 1 สัปดาห์ × 1,700 บาท = 1,700 บาท')
    expect(th.reply_summary).toContain('ราคารวมโดยประมาณ: 1,700 บาท')
    expect(th.reply_summary).toContain('วันที่: 1–8 ธ.ค. 2569')
    const en = buildReplyParams(values, REFERENCE, await visitorLanguage('en'))
    expect(en.reply_greeting).toBe('Hello 王小明, thank you for your booking request. This is what you sent:')
    expect(en.reply_summary).toContain('· 1 week × 1,700 baht = 1,700 baht\n· Basic cover: included (excess 5,000 baht)\n· Delivery to Kata & Karon: free for a rental of 3 days or more\nEstimated total: 1,700 baht\nDeposit 3,000 baht')
    expect(en.reply_summary).toContain('Priced as the cheapest mix')
    expect(en.reply_summary).toContain('Due back by December 8, 2026, 9:00 AM (Phuket time).\nLater than that: the first hour is free')
  })

  it('a bike without week or month prices, for a month: "up to" and prices on request, as the form said', async () => {
    const month = { ...values, bike: 'suzuki-gsxr600', rentalPeriod: '1-month', startDate: '', endDate: '', delivery: 'airport' }
    expect(buildReplyParams(month, REFERENCE, await visitorLanguage('en')).reply_summary.split('\n').slice(-8)).toEqual([
      '· 30 days × 750 baht = 22,500 baht',
      '· Basic cover: included (excess 5,000 baht)',
      '· Delivery to Phuket Airport: 500 baht',
      // One total, with the delivery fee, "up to" as the bike's part is.
      'Estimated total: up to 23,000 baht',
      'Deposit 5,000 baht, paid at pickup and returned with the bike: not part of the total',
      'We never keep your passport: we take a photo of it and hand it straight back.',
      'Weekly and monthly prices for this bike are given on request: ask us when we contact you.',
      // A period without dates: the seed's seasons may change the price.
      'Season prices may apply: choose your pickup date to see the exact estimate.',
    ])
  })

  it('without an e-mail address: every reply parameter empty, so no confirmation goes out', async () => {
    expect(buildReplyParams({ ...values, email: '  ' }, REFERENCE, await visitorLanguage('th'))).toEqual(NO_REPLY)
    expect(Object.values(NO_REPLY).every((value) => value === '')).toBe(true)
  })

  it('travels in the same call: allow-listed beside the spec twelve, which keep their English values', async () => {
    expect(TEMPLATE_PARAM_KEYS).toEqual(expect.arrayContaining([...SPEC_TEMPLATE_KEYS, ...REPLY_TEMPLATE_KEYS]))
    const reply = buildReplyParams(values, REFERENCE, await visitorLanguage('zh'))
    const params = buildTemplateParams(values, { reference: REFERENCE }, undefined, reply)
    expect(params).toMatchObject({ ...reply, rental_period: '1 Week', pickup_time: '9:00 AM', booking_reference: REFERENCE })
    expect(params.customer_email).toBe('ming@example.com')
  })
})
