// The messages to the customer (rules/content/customerMessages.ts): the seed's texts filled in from
// a rental in Russian, Chinese and Thai (days and amounts as each language writes them), the links
// that open them ready to send, and the placeholder checks the Studio and the sync share.
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { contactLinks, CUSTOMER_MESSAGE_KEYS, customerMessageProblem, messageForRental, PICKER_MESSAGE_KEYS } from '../../rules/content/customerMessages.ts'
import { composeMessage, customerLanguage, type MessageTexts } from '../../studio/components/rentals/customerMessage.ts'
import { fetchContent } from '../../pipeline/run.ts'
import { locales } from '../../src/i18n/locales.ts'
import { SYNC_DAY } from '../../pipeline/fixtures.ts'
import { createSeedSource } from '../../pipeline/sources/seed-source.ts'
import { validateContent, type Content } from '../../pipeline/validate/validate.ts'

const SEED = path.join(process.cwd(), 'studio', 'seed')
let content: Content
let texts: MessageTexts
beforeAll(async () => {
  content = await fetchContent(await createSeedSource(SEED), SYNC_DAY)
  texts = content.customerMessages as MessageTexts
})

const rental = { customer: 'Anna', bike: 'Honda PCX 150', from: '2030-12-10', to: '2030-12-20', pickupTime: '09:30', place: 'Hotel Patong Beach, room 214', prepaid: 250, deposit: 3000, refund: 0, shop: 'Phuket Moto Rental' }

describe("the seed's messages filled in from a rental", () => {
  it('in Russian, Chinese and Thai, with the days, times and amounts as each writes them, and the English beside', () => {
    expect(composeMessage(texts, 'confirmed', 'ru', rental)).toBe(
      'Здравствуйте, Anna! Ваша бронь подтверждена: Honda PCX 150 будет ждать вас 10 декабря в 9:30. Место получения: Hotel Patong Beach, room 214. Возьмите с собой паспорт и водительские права, а также 3\u00a0000 бат наличными — это залог, мы вернём его, когда вы сдадите байк.\nPhuket Moto Rental',
    )
    expect(composeMessage(texts, 'held', 'zh', rental)).toBe('Anna，您好！我们已收到您的预付款 250 泰铢，Honda PCX 150 已为您保留（取车日 12月10日，还车日 12月20日）。期待与您见面！\nPhuket Moto Rental')
    expect(composeMessage(texts, 'returnReminder', 'th', rental)).toContain('ขอเตือนว่าพรุ่งนี้ วันที่ 20 ธันวาคม เป็นวันคืนรถ Honda PCX 150 กรุณาคืนรถภายในเวลา 9:30 น.')
    // The time as the website's booking summary writes it in each language (no 09:30 before น.).
    expect(composeMessage(texts, 'confirmed', 'en', rental)).toContain('on December 10 at 9:30 AM. Where: Hotel Patong Beach, room 214.')
    expect(composeMessage(texts, 'cancelled', 'en', rental)).toBe(
      'Hello Anna, your rental of the Honda PCX 150 from December 10 is cancelled. Under our cancellation policy, we will refund 0 baht of your prepayment. We hope to see you another time!\nPhuket Moto Rental',
    )
  })

  it("a rental with no handover place is handed over at the shop: the message gives the shop's address, in every language", () => {
    for (const locale of locales) {
      const sent = composeMessage(texts, 'confirmed', locale, { ...rental, place: '  ', shopAddress: '123 Thawewong Road, Patong' }) as string
      expect(sent).toContain('123 Thawewong Road, Patong')
      expect(sent).not.toContain('…')
    }
  })

  it('a value the rental lacks reads "…", never a raw placeholder', () => {
    const sent = composeMessage(texts, 'confirmed', 'en', { ...rental, customer: '', place: undefined }) as string
    expect(sent).toMatch(/^Hello …! .* Where: …\./)
    expect(sent).not.toMatch(/[{}]/)
  })

  it('pass the sync, and a language that drops or invents a placeholder is named by message and language', () => {
    expect(() => validateContent(content, 'seed')).not.toThrow()
    const broken = structuredClone(content) as Content & { customerMessages: Record<string, Record<string, string>> }
    broken.customerMessages.held.ru = broken.customerMessages.held.ru.replace('{prepaid}', '{amount}')
    broken.customerMessages.confirmed.th = broken.customerMessages.confirmed.th.replace('{deposit}', '3,000')
    expect(() => validateContent(broken, 'seed')).toThrow(
      /siteSettings: customerMessages\.held\.ru: Unknown placeholder \{amount\}: this message may use \{name\}, \{bike\}, \{from\}, \{to\}, \{prepaid\}, \{shop\}/,
    )
    expect(() => validateContent(broken, 'seed')).toThrow(/siteSettings: customerMessages\.confirmed\.th: Use the same placeholders as the English \(.*\): missing \{deposit\}/)
  })
})

describe('the extension message', () => {
  // The rental moved from 20 to 22 December; the two added days cost 1,050 baht.
  const extended = { ...rental, to: '2030-12-22', addedDaysPrice: 1050 }

  it('names the new last day and the added days\' price as each language writes dates and baht', () => {
    expect(composeMessage(texts, 'extended', 'ru', extended)).toBe(
      'Здравствуйте, Anna! Да, Honda PCX 150 можно оставить у себя подольше: новая дата возврата — 22 декабря. Доплата за дополнительные дни — 1\u00a0050 бат. Если всё подходит, просто ответьте на это сообщение, и мы продлим аренду.\nPhuket Moto Rental',
    )
    expect(composeMessage(texts, 'extended', 'zh', extended)).toBe('Anna，您好！Honda PCX 150 可以续租到 12月22日，续租费用共 1,050 泰铢。回复此消息确认后，我们就为您办理续租。\nPhuket Moto Rental')
    expect(composeMessage(texts, 'extended', 'th', extended)).toContain('ต่อเวลาเช่ารถ Honda PCX 150 ถึงวันที่ 22 ธันวาคมได้เลย ค่าเช่าช่วงที่ต่อเพิ่มรวม 1,050 บาท')
    expect(composeMessage(texts, 'extended', 'en', extended)).toBe(
      'Hello Anna! Yes, you can keep the Honda PCX 150 until December 22. The extra days come to 1,050 baht. Reply to confirm, and we will extend your rental.\nPhuket Moto Rental',
    )
  })

  it('writes the date and the amount as the held message does in every language, never the rental\'s own price', () => {
    // The form holds the rental's whole price as `price`: it must not reach {price}.
    const form = { ...extended, price: 9999 }
    for (const locale of locales) {
      const held = composeMessage(texts, 'held', locale, { ...extended, prepaid: 1050 }) as string
      const sent = composeMessage(texts, 'extended', locale, form) as string
      const [prepaid] = new RegExp(`1\\D?050`).exec(held) ?? ['']
      expect(prepaid, locale).not.toBe('')
      expect(sent, locale).toContain(prepaid)
      expect(held, locale).toContain(composeMessage({ extended: { [locale]: '{to}' } }, 'extended', locale, extended) as string)
      expect(sent, locale).toContain(composeMessage({ extended: { [locale]: '{to}' } }, 'extended', locale, extended) as string)
      expect(sent, locale).not.toMatch(/9\D?999|…/)
    }
  })

  it('goes out in English when the rental has no language, or one the site does not offer', () => {
    expect(customerLanguage(undefined)).toBe('en')
    expect(customerLanguage('de')).toBe('en')
    expect(customerLanguage('th')).toBe('th')
    expect(composeMessage(texts, 'extended', customerLanguage(undefined), extended)).toContain('The extra days come to 1,050 baht.')
  })

  it('is offered by the extension card alone: the picker offers every other message', () => {
    expect(PICKER_MESSAGE_KEYS).not.toContain('extended')
    expect([...PICKER_MESSAGE_KEYS, 'extended'].sort()).toEqual([...CUSTOMER_MESSAGE_KEYS].sort())
  })

  it('the Studio and the sync refuse a placeholder it may not hold, or one a language drops', () => {
    expect(customerMessageProblem('extended', 'Hi {name}, {from} to {to}: {price} baht. {shop}')).toBe('Unknown placeholder {from}: this message may use {name}, {bike}, {to}, {price}, {shop}')
    expect(customerMessageProblem('held', 'Hi {name}: {price} baht')).toMatch(/^Unknown placeholder \{price\}/)
    const broken = structuredClone(content) as Content & { customerMessages: Record<string, Record<string, string>> }
    broken.customerMessages.extended.ru = broken.customerMessages.extended.ru.replace('{price}', '{total}')
    broken.customerMessages.extended.zh = broken.customerMessages.extended.zh.replace('{to}', '12月22日')
    expect(() => validateContent(broken, 'seed')).toThrow(
      /siteSettings: customerMessages\.extended\.ru: Unknown placeholder \{total\}: this message may use \{name\}, \{bike\}, \{to\}, \{price\}, \{shop\}/,
    )
    expect(() => validateContent(broken, 'seed')).toThrow(/siteSettings: customerMessages\.extended\.zh: Use the same placeholders as the English \(.*\): missing \{to\}/)
  })
})

describe('the placeholder rule', () => {
  it('refuses an empty language and a placeholder English does not use', () => {
    expect(customerMessageProblem('held', ' ')).toBe('Write the message in this language')
    expect(customerMessageProblem('held', 'Hi {name} {shop}', 'Hello {name}')).toBe('Use the same placeholders as the English ({name}): not in the English {shop}')
    expect(customerMessageProblem('held', 'Hi {name}', 'Hello {name}')).toBeNull()
  })
})

describe('the links that open the message', () => {
  it('WhatsApp and SMS to the number, LINE to pick a chat, e-mail to the address, the text encoded', () => {
    const links = contactLinks({ phone: '+7 912 345-67-89', email: 'anna@example.com' }, 'Привет & до встречи', 'Phuket Moto Rental')
    const body = encodeURIComponent('Привет & до встречи')
    expect(links).toEqual([
      { app: 'WhatsApp', href: `https://wa.me/79123456789?text=${body}` },
      { app: 'LINE', href: `https://line.me/R/msg/text/?${body}` },
      { app: 'SMS', href: `sms:+79123456789?body=${body}` },
      { app: 'E-mail', href: `mailto:anna%40example.com?subject=Phuket%20Moto%20Rental&body=${body}` },
    ])
    expect(contactLinks({}, 'x', 's').map((l) => l.app)).toEqual(['LINE'])
  })
})

describe('a cancelled rental', () => {
  it('offers the message with the refund when there is one, and without any refund when it is 0 or not written', () => {
    expect(messageForRental('cancelled', 250)).toBe('cancelled')
    expect(messageForRental('cancelled', 0)).toBe('cancelledNoRefund')
    expect(messageForRental('cancelled', undefined)).toBe('cancelledNoRefund')
    expect(messageForRental('held', 0)).toBe('held')
    for (const locale of locales) {
      const sent = composeMessage(texts, messageForRental('cancelled', 0), locale, rental) as string
      expect(sent).toContain('Honda PCX 150')
      expect(sent).not.toMatch(/\b0\b|…/)
    }
  })
})
