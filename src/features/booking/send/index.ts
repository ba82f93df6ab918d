// The one send path of a booking. Everything that decides *whether* and *how* to send (a timeout,
// error classification, one request in flight: issue 8) wraps `sendBooking` here, not the form.
import type { BookingTemplateParams } from '../templateParams'
import { readEmailConfig } from './config'
import { sendViaEmailJS } from './emailjs'

export type SendBooking = (params: BookingTemplateParams) => Promise<void>

export const sendBooking: SendBooking = async (params) => {
  await sendViaEmailJS(params, readEmailConfig())
}

export { EmailConfigError } from './config'
export { preloadEmailJS } from './emailjs'
