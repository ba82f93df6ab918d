// The chat links of the hand-off: the summary (visitorSummary.ts) typed into WhatsApp or LINE.
/** wa.me opens a chat with the shop's number, the text typed in and ready to send. */
export function whatsappUrl(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}

/** LINE's share URL: opens LINE with the text, the visitor picks the shop's chat (any Line id works). */
export function lineShareUrl(text: string): string {
  return `https://line.me/R/msg/text/?${encodeURIComponent(text)}`
}
