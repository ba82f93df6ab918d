// The booking e-mail's "Add to the rental book" link lands on this page, outside the Studio:
//   <studio>/static/add-rental.html#<code>
// The code is the request's one code (rules/bookingCode.ts in the site's repository), the same the
// e-mail's "Check this request" link opens on the website's check page, so the rental filled in is
// the request checked. Anyone can post any code to the e-mail service, so the code is a stranger's
// text. It sits after "#", where no "../" moves the page and nothing reaches a server, and this page
// never loads the Studio with it: the Studio signs in with a token or session found anywhere in its
// address's "#" part. The page accepts one code of the URL-safe base64 alphabet, at most 600
// characters, that decodes to the short text values a booking sends, and builds the Studio's
// address itself: the rental template that checks them (rules/content/rentalLink.ts), a new private
// id (rental.<uuid>) and what a rental takes (bike, first and last day, reference, and the
// customer's language when the code has it: e-mails sent before it travelled have none) encoded
// again. Anything else opens the same empty rental, saying the link was not readable. Nothing of
// the address this page was opened with is carried on.
const CODE = /^[A-Za-z0-9_-]{1,600}$/
/** What a rental takes; the request's other values (dates as typed, period, time, delivery, extras, cover) are the check page's. */
const KEYS = ['bike', 'from', 'to', 'reference', 'lang']
const REQUEST_KEYS = [...KEYS, 'start', 'end', 'period', 'time', 'delivery', 'extras', 'cover']
const TEMPLATE = 'rental-from-email'

/** base64url (no padding) → the object it encodes, or null. */
function decode(code) {
  if (!CODE.test(code)) return null
  try {
    const binary = atob(code.replace(/-/g, '+').replace(/_/g, '/'))
    const text = new TextDecoder('utf-8', {fatal: true}).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
    const value = JSON.parse(text)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
    const entries = Object.entries(value)
    if (entries.some(([key, field]) => !REQUEST_KEYS.includes(key) || typeof field !== 'string' || field.length > 100)) return null
    return Object.fromEntries(KEYS.filter((key) => key in value).map((key) => [key, value[key]]))
  } catch {
    return null
  }
}

/** The object → base64url without padding, as the Studio's router reads an intent's payload. */
function encode(value) {
  const bytes = new TextEncoder().encode(JSON.stringify(value))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

const values = decode(window.location.hash.slice(1)) ?? {link: 'unreadable'}
const id = `rental.${crypto.randomUUID()}`
// The Studio is one folder up from /static/, wherever it is served.
const studio = new URL('../', window.location.href)
const target = new URL(`intent/create/template=${TEMPLATE};type=rental;id=${id}/${encode(values)}`, studio)
window.location.replace(target.href)
