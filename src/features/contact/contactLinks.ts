// Deep links from the shop's settings: dialable on phones, opening the chat apps directly.

/** tel: wants only digits and a leading +; the display form has spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** LINE's add-friend link for a LINE id (the ~ form is for personal ids, not @official accounts). */
export function lineHref(lineId: string): string {
  return `https://line.me/R/ti/p/~${encodeURIComponent(lineId.replace(/^@/, ''))}`
}

/** WhatsApp's click-to-chat link: international number, digits only. */
export function whatsappHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`
}
