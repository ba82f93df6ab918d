// The names of the EmailJS template parameters, apart from the code that fills them: the engines'
// scenarios and the outbox read them in Node, where the content modules (which Vite's glob imports
// key by language) cannot load.

/** docs/spec.md §3's parameters. Never rename or drop one: the shop's e-mail template uses them. */
export const SPEC_TEMPLATE_KEYS = [
  'to_name', 'from_name', 'customer_name', 'customer_phone', 'customer_email', 'selected_bike',
  'rental_period', 'start_date', 'end_date', 'pickup_time', 'additional_notes', 'message',
] as const

/** The visitor's confirmation (./confirmation.ts), in their language. */
export const REPLY_TEMPLATE_KEYS = [
  'reply_to', 'reply_language', 'reply_subject', 'reply_greeting', 'reply_summary', 'reply_next_steps', 'reply_contact',
  // The prepayment that holds the bike, with the amount and the reference (prepay/), or empty.
  'reply_prepayment',
  // The shop's phone as written and as dialled, and its WhatsApp number, for the e-mail's links.
  'reply_phone', 'reply_phone_dial', 'reply_whatsapp',
] as const

/** Extra parameters beyond the spec. Add a new key here: the send drops every key not listed. */
export const EXTRA_TEMPLATE_KEYS = [
  // The customer's phone as a phone dials it, for the e-mail's tel: link.
  'customer_phone_dial',
  'booking_reference', 'price_estimate', 'price_breakdown', 'hotel_room', 'booking_check', 'booking_revision', 'delivery', 'deposit', ...REPLY_TEMPLATE_KEYS,
  // The new rental for the Studio link in the shop's e-mail (rentalPayload.ts).
  'rental_payload',
  // What the customer was asked to prepay (prepay/shopText.ts).
  'prepayment',
  // The extras and the cover level chosen, priced (extras/shopText.ts).
  'extras', 'cover',
] as const

/** The allow-list: the only keys that ever leave the browser. */
export const TEMPLATE_PARAM_KEYS = [...SPEC_TEMPLATE_KEYS, ...EXTRA_TEMPLATE_KEYS] as const
