// The booking reference: made in the browser, sent with the e-mail (template parameter
// `booking_reference`) and shown to the visitor, so a phone call or a chat can name the booking.
// One reference per booking draft: a retry after a failure sends the same one, so the shop can tell
// a repeat from a new booking.
// Shape: PMR-DDMM-XXXX, the day and month of the request in Phuket time plus four random
// characters from an alphabet without look-alikes (no 0/O, 1/I/L), easy to read out on the phone.

export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const REFERENCE_PATTERN = /^PMR-\d{4}-[2-9A-HJKMNP-Z]{4}$/

// Thailand keeps UTC+7 all year (no daylight saving), so a fixed offset is exact.
const PHUKET_OFFSET_MS = 7 * 60 * 60 * 1000

/** A uniform number in [0, 1) from the browser's CSPRNG; Math.random where there is none. */
function secureRandom(): number {
  const cryptoApi = globalThis.crypto
  if (!cryptoApi?.getRandomValues) return Math.random()
  return cryptoApi.getRandomValues(new Uint32Array(1))[0] / 2 ** 32
}

export function makeBookingReference(now: Date = new Date(), random: () => number = secureRandom): string {
  const phuket = new Date(now.getTime() + PHUKET_OFFSET_MS)
  const day = String(phuket.getUTCDate()).padStart(2, '0')
  const month = String(phuket.getUTCMonth() + 1).padStart(2, '0')
  let code = ''
  for (let i = 0; i < 4; i++) {
    // Clamped: a random() that returns exactly 1 (a careless test double) still picks a character.
    const index = Math.min(REFERENCE_ALPHABET.length - 1, Math.floor(random() * REFERENCE_ALPHABET.length))
    code += REFERENCE_ALPHABET[index]
  }
  return `PMR-${day}${month}-${code}`
}
