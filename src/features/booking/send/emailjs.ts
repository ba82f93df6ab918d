// The transport: one real @emailjs/browser send(). The SDK is a separate chunk, fetched when the
// dialog opens (preloadEmailJS) or at the latest here, so it never weighs on the first page load.
import type { BookingTemplateParams } from '../templateParams'
import type { EmailConfig } from './config'

const loadSdk = () => import('@emailjs/browser')

export function preloadEmailJS(): void {
  loadSdk().catch(() => undefined) // a failed preload is retried by the send itself
}

/** Resolves on HTTP ok; rejects with the SDK's EmailJSResponseStatus, a TypeError or a string. */
export async function sendViaEmailJS(params: BookingTemplateParams, config: EmailConfig): Promise<void> {
  const emailjs = await loadSdk()
  // In 4.4.1 the API origin is only read from init()'s store; send()'s options ignore `origin`.
  emailjs.init({ publicKey: config.publicKey, origin: config.origin })
  await emailjs.send(config.serviceId, config.templateId, params, { publicKey: config.publicKey })
}
