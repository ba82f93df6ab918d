// The shop's e-mail's "Check this request" link, as the template writes it:
//   https://<the site>/check#{{rental_payload}}%1F{{booking_reference}}%1F{{selected_bike}}…
// the request's code (rules/bookingCode.ts), then each line the e-mail shows, in CHECKED_LINES'
// order, after the percent-escaped unit separator. The lines are the very parameters the e-mail
// shows, so the check page compares what the owner read. No line of a genuine e-mail holds the
// separator; a stranger's line that does changes the count, and then no line is read at all.
// Free of the content, so the template's test and the outbox read it in Node.

/** The e-mail's lines the check page compares, in the template's order, with the template's labels. */
export const CHECKED_LINES = [
  { key: 'booking_reference', label: 'Reference' },
  { key: 'selected_bike', label: 'Bike' },
  { key: 'rental_period', label: 'Rental period' },
  { key: 'start_date', label: 'First day' },
  { key: 'end_date', label: 'Last day' },
  { key: 'pickup_time', label: 'Pickup time' },
  { key: 'delivery', label: 'Delivery' },
  { key: 'deposit', label: 'Deposit' },
  { key: 'extras', label: 'Extras' },
  { key: 'cover', label: 'Cover' },
  { key: 'prepayment', label: 'Prepayment' },
  { key: 'price_estimate', label: 'Price estimate' },
  { key: 'price_breakdown', label: 'Price breakdown' },
] as const

export type CheckedKey = (typeof CHECKED_LINES)[number]['key']

/** Between the code and each line: the unit separator, percent-escaped as a browser writes it. */
export const LINE_SEPARATOR = '%1F'
/** The site's address as the template is written; the owner puts their site's there once. */
export const SITE_PLACEHOLDER = 'https://your-site.example'
export const CHECK_PATH = '/check'

/** The link's address after the site's: the path, the code and each line's template variable. */
export const CHECK_LINK_TEMPLATE = `${CHECK_PATH}#{{rental_payload}}${CHECKED_LINES.map(({ key }) => `${LINE_SEPARATOR}{{${key}}}`).join('')}`

/**
 * A fragment's text as it was written: percent escapes back to UTF-8, anything else as it stands
 * (a browser leaves a "%" that starts no escape, as in "30% of", unescaped).
 */
export function decodeFragment(text: string): string {
  const bytes: number[] = []
  const encoder = new TextEncoder()
  for (let at = 0; at < text.length; ) {
    if (text[at] === '%' && /^[0-9A-Fa-f]{2}$/.test(text.slice(at + 1, at + 3))) {
      bytes.push(Number.parseInt(text.slice(at + 1, at + 3), 16))
      at += 3
    } else {
      const char = String.fromCodePoint(text.codePointAt(at) as number)
      bytes.push(...encoder.encode(char))
      at += char.length
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes))
}

export type CheckLink = {
  code: string
  /** The e-mail's lines, or null when the link carries none (or they cannot be told apart: `linesProblem`). */
  stated: Record<CheckedKey, string> | null
  linesProblem?: string
}

/** The link's fragment (location.hash, with or without its "#") → the code and the e-mail's lines. */
export function readCheckLink(hash: string): CheckLink {
  const parts = hash.replace(/^#/, '').split(new RegExp(LINE_SEPARATOR, 'i'))
  const code = parts[0] ?? ''
  if (parts.length === 1) return { code, stated: null }
  if (parts.length !== CHECKED_LINES.length + 1) {
    return {
      code,
      stated: null,
      linesProblem: `The link holds ${parts.length - 1} lines where the e-mail writes ${CHECKED_LINES.length}: a line of this e-mail holds a separator no e-mail from the website holds, so none of its lines can be told apart. Treat every line of it as the sender's words.`,
    }
  }
  const stated = Object.fromEntries(CHECKED_LINES.map(({ key }, index) => [key, decodeFragment(parts[index + 1] as string)])) as Record<CheckedKey, string>
  return { code, stated }
}

/**
 * A line as a link carries it: an address loses its line breaks and tabs (the URL standard removes
 * them) and the spaces at its end. Both sides of a comparison are read this way.
 */
export const asLinked = (line: string): string => line.replace(/[\t\n\r]/g, '').trim()

/** Whether the e-mail's line is what the site computes, read as the link carries it. */
export const lineMatches = (stated: string, computed: string): boolean => asLinked(stated) === asLinked(computed)
