// The booking summary a visitor sends by chat or copies: the reference first, so the shop
// can match a chat to the e-mail, then who, then the spec's own summary (`message`) and the extras.
// English like the e-mail: the same staff read both, whatever language the visitor chose.
import { formatShopTime } from '../dates'
import type { BookingTemplateParams } from '../templateParams'

/** `at`: when the visitor sent (or tried to send) it, shown in Phuket time for the shop. */
export function composeHandoffSummary(params: BookingTemplateParams, shopName: string, at: Date): string {
  return [
    `Booking request to ${shopName}`,
    `Booking reference: ${params.booking_reference}`,
    `Requested: ${formatShopTime(at)} (Phuket time)`,
    `Name: ${params.customer_name}`,
    `Phone: ${params.customer_phone}`,
    `Email: ${params.customer_email}`,
    params.message,
    `Hotel / room: ${params.hotel_room}`,
    `Price estimate: ${params.price_estimate}`,
  ].join('\n')
}

/** wa.me opens a chat with the shop's number, the text typed in and ready to send. */
export function whatsappUrl(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}

/** LINE's share URL: opens LINE with the text, the visitor picks the shop's chat (any Line id works). */
export function lineShareUrl(text: string): string {
  return `https://line.me/R/msg/text/?${encodeURIComponent(text)}`
}
