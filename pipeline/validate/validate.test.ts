// Each content rule fails with a message naming the document (bike slug, message key,
// siteSettings, rental term) and the field; all problems are reported together.
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureSeed, makeRoot, problemsAfterEdit, removeRoot, SYNC_DAY } from '../fixtures.ts'
import { fetchContent } from '../run.ts'
import { createSeedSource } from '../sources/seed-source.ts'
import { validateContent, type Content } from './validate.ts'
import { defaultLocale, locales } from '../../src/i18n/locales.ts'

type Row = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
type Edit = (c: { bikes: Row[]; settings: Row; messages: Row[]; terms: Row[]; visit: Row }) => void

let base: Content
let root: string
beforeAll(async () => {
  root = await makeRoot()
  base = await fetchContent(await createSeedSource(path.join(root, 'studio', 'seed')), SYNC_DAY)
})
afterAll(() => removeRoot(root))

const problems = (edit: Edit) => problemsAfterEdit(base, edit as (content: Content) => void)

const pcx = (c: { bikes: Row[] }) => c.bikes[0]
const msg = (c: { messages: Row[] }, key: string) => c.messages.find((m) => m.key === key)!

const otherLocales = locales.filter((locale) => locale !== defaultLocale)

describe('validation', () => {
  it('accepts the fixture', () => expect(problems(() => {})).toEqual([]))

  it.each<[string, Edit, string]>([
    ['no rental terms', (c) => (c.terms = []), 'rental terms: no published rental term documents (the Rental terms section needs at least one)'],
    ['a term without its Thai answer', (c) => (c.terms[0].answer.th = ''), 'rental term #1 ("Deposit?"): answer is missing th'],
    ['markup in a question', (c) => (c.terms[1].question.zh = '<img src=x>'), 'rental term #2 ("Fuel?"): question.zh must be plain text, without markup such as <b> or </title> (got "<img src=x>")'],
    ['an answer pasted at length', (c) => (c.terms[1].answer.en = 'x'.repeat(1300)), 'rental term #2 ("Fuel?"): answer.en must be at most 1200 characters (got 1300)'],
    ['a term without a position', (c) => (c.terms[0].order = 0), 'rental term #1 ("Deposit?"): order must be a whole number of at least 1 (got 0)'],
    ['negative price', (c) => (pcx(c).price = -5), 'bike "honda-pcx": price must be a positive whole number of baht per day (got -5)'],
    ['missing price', (c) => (pcx(c).price = null), 'bike "honda-pcx": price must be a positive whole number of baht per day (got nothing)'],
    ['fractional price', (c) => (pcx(c).price = 250.5), 'bike "honda-pcx": price must be a positive whole number of baht per day (got 250.5)'],
    ['duplicate id', (c) => (c.bikes[1].id = 'honda-pcx'), 'bike "honda-pcx": id is used by 2 bikes (ids must be unique)'],
    ['bad slug', (c) => (pcx(c).id = 'Honda PCX'), 'bike "Honda PCX": id (slug) must be lowercase letters, digits and hyphens (got "Honda PCX")'],
    ['missing slug', (c) => (c.bikes[1].id = null), 'bike #2 ("YAMAHA-NMAX"): id (slug) is required (got nothing)'],
    ['rating too high', (c) => (pcx(c).rating = 5), 'bike "honda-pcx": rating must be a number from 4.6 to 4.9 with one decimal (got 5)'],
    ['rating two decimals', (c) => (pcx(c).rating = 4.75), 'bike "honda-pcx": rating must be a number from 4.6 to 4.9 with one decimal (got 4.75)'],
    ['transmission', (c) => (pcx(c).transmission = 'CVT'), 'bike "honda-pcx": transmission must be "Automatic" or "6-Speed Manual" (got "CVT")'],
    ['passengers', (c) => (pcx(c).passengers = 2.5), 'bike "honda-pcx": passengers must be a whole number from 1 to 2 (got 2.5)'],
    ['feature language', (c) => (pcx(c).features[1].zh = ''), 'bike "honda-pcx": features[1] is missing zh'],
    ['too few features', (c) => (pcx(c).features = [pcx(c).features[0]]), 'bike "honda-pcx": features must list 2 to 4 items (got 1)'],
    ['no image', (c) => (pcx(c).image = { url: null }), 'bike "honda-pcx": image is required (no image asset found)'],
    ['no alt', (c) => (pcx(c).image.alt = null), 'bike "honda-pcx": image.alt is required (got nothing)'],
    ['week price', (c) => (pcx(c).weekPrice = -1500), 'bike "honda-pcx": weekPrice: The week price must be a whole number of baht above 0, e.g. 1500, or empty for no week price (got -1500)'],
    ['month price fraction', (c) => (pcx(c).monthPrice = 5500.5), 'bike "honda-pcx": monthPrice: The month price must be a whole number of baht above 0, e.g. 5500, or empty for no month price (got 5500.5)'],
    ['month price as text', (c) => (pcx(c).monthPrice = '5500'), 'bike "honda-pcx": monthPrice: The month price must be a whole number'],
    ['order', (c) => (pcx(c).order = 0), 'bike "honda-pcx": order must be a whole number of at least 1 (got 0)'],
    ['name', (c) => (pcx(c).name = ' '), 'bike "honda-pcx": name is required (got " ")'],
    ['no bikes', (c) => (c.bikes = []), 'bikes: no published bike documents (the gallery needs at least one)'],
    ['missing th', (c) => (msg(c, 'booking.error').th = null), 'message "booking.error": missing th text'],
    ['missing all but the default language', (c) => otherLocales.forEach((locale, i) => (msg(c, 'booking.error')[locale] = i ? null : '')), `message "booking.error": missing ${otherLocales.join(', ')} text`],
    ['placeholders', (c) => (msg(c, 'hero.description1').th = 'เริ่มต้น {prise} บาท'), `message "hero.description1": placeholders must be the same in every language (${locales.map((locale) => `${locale} {${locale === 'th' ? 'prise' : 'price'}}`).join(', ')})`],
    ['ICU syntax', (c) => (msg(c, 'hero.description1').zh = '每天 {price 泰铢起'), 'message "hero.description1": zh text is not a valid ICU message'],
    ['duplicate key', (c) => c.messages.push({ ...msg(c, 'booking.error') }), 'message "booking.error": key is used by 2 documents (keys must be unique)'],
    ['no settings', (c) => (c.settings = null as unknown as Row), 'siteSettings: no published document with _id "siteSettings"'],
    ['settings required', (c) => (c.settings.phone = null), 'siteSettings: phone is required (got nothing)'],
    ['pickup slot', (c) => (c.settings.pickupSlots = ['09:00', '9am']), 'siteSettings: pickupSlots[1] must be a time as HH:MM (got "9am")'],
    ['opening time', (c) => (c.settings.opensAt = '25:00'), 'siteSettings: opensAt: Write the time as 24-hour HH:MM, e.g. 08:00 or 20:00 (got "25:00")'],
    ['period id', (c) => (c.settings.rentalPeriods[0].id = '2-weeks'), 'siteSettings: rentalPeriods[0].id "2-weeks" has no message "booking.period.2-weeks"'],
    ['period days', (c) => (c.settings.rentalPeriods[1].days = 0), 'siteSettings: rentalPeriods[1]: Days must be a whole number from 1 to 366 (got {"days":0,"months":null})'],
    ['period in days and months', (c) => (c.settings.rentalPeriods[3].days = 30), 'siteSettings: rentalPeriods[3]: Give the length in days (e.g. 7) or in months (e.g. 1), one of the two (got {"days":30,"months":1})'],
    ['period months', (c) => (c.settings.rentalPeriods[4].months = 1.5), 'siteSettings: rentalPeriods[4]: Months must be a whole number from 1 to 24 (got {"days":null,"months":1.5})'],
    ['site url', (c) => (c.settings.siteUrl = 'phuketmoto.com'), 'siteSettings: siteUrl: Write the full address starting with https://, e.g. https://www.phuketmoto.com (no spaces, nothing after ? or #) (got "phuketmoto.com")'],
    ['site url missing', (c) => (c.settings.siteUrl = null), 'siteSettings: siteUrl: Write the full address starting with https://'],
    ['payment method', (c) => c.settings.paymentMethods.push('card'), 'siteSettings: paymentMethods[2] "card" has no message "booking.payment.card"'],
    ['starting price', (c) => (c.settings.startingPrice = -1), 'siteSettings: startingPrice must be a positive whole number of baht (got -1)'],
    ['address line', (c) => (c.settings.addressLine = { en: 'Phuket' }), 'siteSettings: addressLine is missing zh, th'],
    ['whatsapp', (c) => (c.settings.whatsappNumber = '+66 81'), 'siteSettings: whatsappNumber: Use digits only, starting with the country code (66 for Thailand), e.g. 66812345678 (got "+66 81")'],
    ['logo', (c) => (c.settings.logo = { url: null }), 'siteSettings: logo is required (no image asset found)'],
    ['markup in a text, even ICU-quoted', (c) => (msg(c, 'booking.error').en = "Error '</title><script>x()</script>'"), 'message "booking.error": en text must be plain text, without markup such as <b> or </title>'],
    ['markup in a bike name', (c) => (pcx(c).name = 'PCX "><img src=x onerror=alert(1)>'), 'bike "honda-pcx": name must be plain text, without markup'],
    ['markup in a feature', (c) => (pcx(c).features[0].th = 'ดี <b>มาก</b>'), 'bike "honda-pcx": features[0].th must be plain text, without markup'],
    ['control character', (c) => (c.settings.streetAddress = '12 Road\u0007'), 'siteSettings: streetAddress must not contain control characters'],
    ['bidi override', (c) => (c.settings.phone = '+66 \u202E8765 432 18'), 'siteSettings: phone must not contain bidirectional override characters'],
    ['bidi isolate in a localized line', (c) => (c.settings.addressLine.zh = '普吉\u2066岛'), 'siteSettings: addressLine.zh must not contain bidirectional override characters'],
    ['image from elsewhere', (c) => (pcx(c).image.url = 'https://evil.example/x.jpg'), 'bike "honda-pcx": image must be an image of this site'],
    ['protocol-relative image', (c) => (pcx(c).image.url = '//evil.example/x.jpg'), 'bike "honda-pcx": image must be an image of this site'],
    ['logo from elsewhere', (c) => (c.settings.logo.url = 'javascript:alert(1)'), 'siteSettings: logo must be an image of this site'],
    // The URL parser deletes tabs and line breaks: "/\t/evil.example/x.jpg" is read as //evil.example/x.jpg.
    ['a tab that makes an image another site\'s', (c) => (pcx(c).image.url = '/\t/evil.example/x.jpg'), 'bike "honda-pcx": image must be an image of this site'],
    ['a line feed that makes the logo another site\'s', (c) => (c.settings.logo.url = '/\n/evil.example/logo.png'), 'siteSettings: logo must be an image of this site'],
    ['a second srcset candidate in an image address', (c) => (pcx(c).image.url = '/x.jpg, https://evil.example/y.jpg 4000w'), 'bike "honda-pcx": image must be an image of this site'],
    ['a backslash the parser reads as a slash', (c) => (pcx(c).image.url = '/\\evil.example/x.jpg'), 'bike "honda-pcx": image must be an image of this site'],
    ['encoded dots in an image path', (c) => (pcx(c).image.url = '/%2e%2e/x.jpg'), 'bike "honda-pcx": image must be an image of this site'],
    ['a look-alike of the Sanity CDN', (c) => (pcx(c).image.url = 'https://cdn.sanity.io.evil.example/images/a/b/c.jpg'), 'bike "honda-pcx": image must be an image of this site'],
    ['the site address with a tab', (c) => (c.settings.siteUrl = 'https://phuket-moto\t.example'), 'siteSettings: siteUrl: Write the full address starting with https://'],
  ])('%s', (_name, edit, expected) => {
    const found = problems(edit)
    expect(found.some((p) => p.startsWith(expected)), `expected "${expected}" in:\n${found.join('\n')}`).toBe(true)
  })

  it('accepts plain text with "<" and ">", line breaks, Thai and Chinese, and Sanity CDN images', () => {
    expect(problems((c) => {
      msg(c, 'booking.error').en = 'Distance < 5 km > free\nline two'
      pcx(c).image.url = 'https://cdn.sanity.io/images/abc123/production/f00-1200x800.jpg'
      c.settings.addressLine.th = 'ภูเก็ต\tประเทศไทย'
    })).toEqual([])
  })

  it('accepts week and month prices on some bikes and none on others, and a dear week (a warning only)', () => {
    expect(problems((c) => {
      pcx(c).weekPrice = null
      pcx(c).monthPrice = 9000
      c.bikes[1].weekPrice = 99_999
    })).toEqual([])
  })

  it('reports every problem at once, not only the first', () => {
    const found = problems((c) => {
      pcx(c).price = -5
      c.bikes[1].rating = 3
      msg(c, 'booking.error').th = ''
      msg(c, 'booking.payment.cash').zh = ''
      c.settings.closesAt = 'late'
    })
    expect(found).toHaveLength(5)
  })

  it('fails with a heading that counts the problems', () => {
    const content = structuredClone(base) as { bikes: Row[] }
    content.bikes[0].price = -5
    expect(() => validateContent(content as Content, 'the seed dataset (studio/seed)')).toThrow(
      /Content from the seed dataset \(studio\/seed\) is invalid \(1 problem\):\n {2}- bike "honda-pcx": price/,
    )
  })
})

// Keeps the fixture honest: the draft documents in it must differ from the published ones.
it('fixture drafts differ from what is published', () => {
  const seed = fixtureSeed()
  expect(seed.bikes.find((b) => b._id === 'drafts.bike.honda-pcx')?.price).not.toBe(250)
})
