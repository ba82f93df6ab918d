// The confirmation e-mail a visitor gets, in their language, by the same single send: EmailJS's
// auto-reply (a second template linked to the shop's in the dashboard) is addressed to
// {{reply_to}} and renders these parameters (tools/outbox/autoreply-template.html). With no
// e-mail address typed, reply_to is empty and no confirmation goes out.
import { settings } from '../../content'
import { htmlLang } from '../../i18n/locales'
import { describeBooking, type VisitorLanguage } from './visitorSummary'
import { telHref, type BookingValues } from './model'
import { REPLY_TEMPLATE_KEYS } from './templateParamKeys'
import { prepaymentFor } from './prepay/prepayment'

export { REPLY_TEMPLATE_KEYS }

export type ReplyParams = Record<(typeof REPLY_TEMPLATE_KEYS)[number], string>

/** For a send without a confirmation (nothing to address it to): every reply parameter empty. */
export const NO_REPLY: ReplyParams = Object.fromEntries(REPLY_TEMPLATE_KEYS.map((key) => [key, ''])) as ReplyParams

/** The WhatsApp number as people read it: the shop's phone as written when it is the same number. */
function whatsappText(): string {
  const digits = settings.whatsappNumber.replace(/\D/g, '')
  return settings.phone.replace(/\D/g, '') === digits ? settings.phone : `+${digits}`
}

export function buildReplyParams(values: BookingValues, reference: string, language: VisitorLanguage): ReplyParams {
  const email = values.email.trim()
  if (!email) return NO_REPLY
  const { t, formatNumber } = language
  const prepayment = prepaymentFor(values)
  return {
    reply_to: email,
    reply_language: htmlLang[language.locale],
    reply_subject: t('booking.reply.subject', { reference, shop: settings.shopName }),
    reply_greeting: t('booking.reply.greeting', { name: values.name.trim() }),
    reply_summary: [t('booking.handoff.reference', { reference }), ...describeBooking(values, language)].join('\n'),
    reply_next_steps: t('booking.reply.nextSteps', { minutes: settings.responseMinutes }),
    reply_contact: t('booking.reply.contact', { phone: settings.phone, line: settings.lineId, whatsapp: whatsappText() }),
    // The template links them (tel: and wa.me written in it), so the e-mail shows no raw address.
    reply_phone: settings.phone,
    reply_phone_dial: telHref(settings.phone).slice('tel:'.length),
    reply_whatsapp: settings.whatsappNumber.replace(/\D/g, ''),
    reply_prepayment: prepayment
      ? t('booking.reply.prepayment', { amount: formatNumber(prepayment.amount), id: prepayment.typedId, reference })
      : '',
  }
}
