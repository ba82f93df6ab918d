// The three ways a shop can set up EmailJS's Auto-Reply, as the outbox plays them (--auto-reply,
// or PUT /api/outbox/auto-reply) and as its page and docs/booking-and-security.md describe them:
//   off   - no second e-mail: nothing ever goes to an address a caller chooses;
//   fixed - the receipt of autoreply-fixed-template.html, with no variable: a caller chooses the
//           recipient, never a word;
//   full  - the confirmation of autoreply-template.html in the visitor's language with their
//           booking: a caller chooses the recipient and every word.

export const AUTO_REPLY_MODES = ['off', 'fixed', 'full'] as const
export type AutoReplyMode = (typeof AUTO_REPLY_MODES)[number]

export const isAutoReplyMode = (value: unknown): value is AutoReplyMode => AUTO_REPLY_MODES.includes(value as AutoReplyMode)

/** The template each mode sends to {{reply_to}}, or null for none. */
export const AUTO_REPLY_TEMPLATES: Record<AutoReplyMode, URL | null> = {
  off: null,
  fixed: new URL('./autoreply-fixed-template.html', import.meta.url),
  full: new URL('./autoreply-template.html', import.meta.url),
}

/** What to type in the EmailJS dashboard for each mode, row by row (the outbox's page shows it). */
export const DASHBOARD_SETTINGS: Array<{ where: string; setting: string; value: Record<AutoReplyMode, string> }> = [
  { where: "Shop's template", setting: 'To Email', value: { off: "the shop's address, typed in", fixed: "the shop's address, typed in", full: "the shop's address, typed in" } },
  { where: "Shop's template", setting: 'Subject', value: { off: 'as in template.html: New booking request: … ({{booking_reference}})', fixed: 'as in template.html: New booking request: … ({{booking_reference}})', full: 'as in template.html: New booking request: … ({{booking_reference}})' } },
  { where: "Shop's template", setting: 'Content', value: { off: 'tools/outbox/template.html', fixed: 'tools/outbox/template.html', full: 'tools/outbox/template.html' } },
  { where: "Shop's template", setting: 'Auto-Reply', value: { off: 'off (no template chosen)', fixed: 'the receipt template below', full: 'the confirmation template below' } },
  { where: "Shop's template", setting: 'reCAPTCHA', value: { off: 'off: the site sends no token', fixed: 'off: the site sends no token', full: 'off: the site sends no token' } },
  { where: 'Auto-reply template', setting: 'Content', value: { off: '(none)', fixed: 'tools/outbox/autoreply-fixed-template.html', full: 'tools/outbox/autoreply-template.html' } },
  { where: 'Auto-reply template', setting: 'Subject', value: { off: '(none)', fixed: 'typed in: Booking request received · 已收到预订申请 · …', full: '{{reply_subject}}' } },
  { where: 'Auto-reply template', setting: 'To Email', value: { off: '(none)', fixed: '{{reply_to}}', full: '{{reply_to}}' } },
  { where: 'Auto-reply template', setting: 'From Name, Reply To', value: { off: '(none)', fixed: "the shop's name and address, typed in", full: "the shop's name and address, typed in" } },
  { where: 'Account > Security', setting: 'Allowed origins', value: { off: "the site's address only", fixed: "the site's address only", full: "the site's address only" } },
  { where: 'Account > Security', setting: 'API for non-browser applications', value: { off: 'off', fixed: 'off', full: 'off' } },
  { where: 'Account > Security', setting: 'Use Private Key', value: { off: 'off', fixed: 'off', full: 'off' } },
  { where: 'What a caller with the public key chooses', setting: '', value: { off: 'the words of an e-mail to the shop only', fixed: 'also the address a fixed receipt goes to', full: 'also the address and every word of an e-mail in the shop\'s name' } },
]
