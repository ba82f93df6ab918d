// Both e-mails in the shop's words: no field of either, as rendered by the templates the shop
// pastes into EmailJS, shows an internal id (a bike's, an area's, a period's, a season's) or a
// parameter's name, and the phone and chat links are written the way a phone dials them.
import { describe, expect, it } from 'vitest'
import shopTemplate from '../../../tools/outbox/template.html?raw'
import replyTemplate from '../../../tools/outbox/autoreply-template.html?raw'
import { renderTemplate } from '../../../tools/outbox/render'
import { bikes, settings } from '../../content'
import { delivery } from '../../content/delivery'
import { extrasContent } from '../../content/extras'
import { seasons } from '../../content/seasons'
import { locales } from '../../i18n/locales'
import { buildReplyParams } from './confirmation'
import { initialValues, type BookingValues } from './model'
import { TEMPLATE_PARAM_KEYS, buildTemplateParams, type BookingTemplateParams } from './templateParams'
import { visitorLanguage } from './visitorLanguage.testing'

const REFERENCE = 'PMR-1512-7KQ2'
// Only in a link's address, never read: the Studio link's payload and the numbers after tel: and wa.me/.
const ADDRESS_ONLY: readonly string[] = ['rental_payload', 'customer_phone_dial', 'reply_phone_dial', 'reply_whatsapp', 'reply_language', 'reply_to']

const internalIds = [
  ...bikes.map((bike) => bike.id),
  ...delivery.areas.map((area) => area.id),
  ...settings.rentalPeriods.map((period) => period.id),
  ...seasons.map((season) => season.id),
  // An extra's or a cover level's web id that is not a plain word ("helmet", "full" are).
  ...[...extrasContent.extras, ...extrasContent.coverLevels].map((item) => item.id).filter((id) => id.includes('-')),
  // The parameters' names that are not plain words (delivery, deposit and message are).
  ...TEMPLATE_PARAM_KEYS.filter((key) => key.includes('_')),
]

// Every bike, every delivery choice, every period, dates across a season, both checks, both revisions.
const base: BookingValues = {
  ...initialValues('honda-pcx'), name: 'Ann Smith', phone: '+49 151 2345 6789', email: 'ann@example.com',
  startDate: '2026-12-10', endDate: '2026-12-24', pickupTime: '10:00', hotel: 'Karon Palm, room 12',
}
const bookings: Array<[BookingValues, { doubtful?: boolean; correction?: boolean }]> = [
  ...bikes.map((bike) => [{ ...base, bike: bike.id }, {}] as [BookingValues, object]),
  ...['', 'pickup', ...delivery.areas.map((area) => area.id)].map((choice) => [{ ...base, delivery: choice }, {}] as [BookingValues, object]),
  ...settings.rentalPeriods.map((period) => [{ ...base, rentalPeriod: period.id, startDate: '', endDate: '' }, {}] as [BookingValues, object]),
  // Every extra and the paid cover, for a scooter the top box fits.
  [{ ...base, extras: extrasContent.extras.map((extra) => `${extra.id}:1`).join(','), cover: 'full' }, {}],
  [{ ...base, bike: '', rentalPeriod: '', startDate: '', endDate: '', pickupTime: '', hotel: '', email: '' }, { doubtful: true, correction: true }],
]

/** What a reader sees: the text of the rendered e-mail, without tags, comments or link addresses. */
const visibleText = (html: string) => html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, ' ').replace(/&amp;/g, '&')

function expectNoInternalWords(params: BookingTemplateParams, html: string) {
  const readable = Object.entries(params).filter(([key]) => !ADDRESS_ONLY.includes(key))
  for (const text of [...readable.map(([, value]) => value), visibleText(html)]) {
    for (const id of internalIds) expect(text, `"${id}" in ${text}`).not.toMatch(new RegExp(`(^|[^\\w-])${id}([^\\w-]|$)`))
  }
}

describe('the e-mails carry no internal id or field name', () => {
  it.each(locales)('the shop\'s e-mail and the %s confirmation, for every bike, delivery choice, period and check', async (locale) => {
    const language = await visitorLanguage(locale)
    for (const [values, extras] of bookings) {
      const params = buildTemplateParams(values, { reference: REFERENCE, ...extras }, undefined, buildReplyParams(values, REFERENCE, language))
      expectNoInternalWords(params, renderTemplate(shopTemplate, params))
      if (params.reply_to) expectNoInternalWords(params, renderTemplate(replyTemplate, params))
    }
  })

  it('links the phones as a phone dials them and WhatsApp by name, with the readable number beside', async () => {
    const params = buildTemplateParams(base, { reference: REFERENCE }, undefined, buildReplyParams(base, REFERENCE, await visitorLanguage('en')))
    const shop = renderTemplate(shopTemplate, params)
    expect(shop).toContain('<a href="tel:+4915123456789" style="color:#0b5cad;">+49 151 2345 6789</a>')
    const reply = renderTemplate(replyTemplate, params)
    expect(reply).toMatch(/<a href="tel:\+66812345678"[^>]*>\+66 81 234 5678<\/a>/)
    expect(reply).toMatch(/<a href="https:\/\/wa\.me\/66812345678"[^>]*>WhatsApp<\/a>/)
    expect(visibleText(reply)).not.toContain('wa.me')
  })

  it('says the booking once: the table, not the table and a summary of it', () => {
    const params = buildTemplateParams(base, { reference: REFERENCE })
    const text = visibleText(renderTemplate(shopTemplate, params))
    for (const label of ['Rental period', 'First day', 'Last day', 'Pickup time']) expect(text.split(label).length - 1).toBe(1)
    expect(text).not.toContain('Rental period:')
  })
})
