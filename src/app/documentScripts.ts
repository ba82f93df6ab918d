// What the built HTML's inline code and the app agree on: the metas and attributes the inline
// scripts (src/app/inline/, compiled into the HTML by site-build/prerender/inlineCode.ts) read and
// write, and the style that hides a language swap.
import { LANGUAGE_SWAP_CLASS } from '../i18n/languageSwap.ts'

/** The meta tag naming the entry module (first) and the modules it imports (preloaded with it). */
export const MODULES_META = 'app-modules'

/** The meta tag naming modules fetched (not run) when the app starts: the booking form's chunks. */
export const START_MODULES_META = 'app-modules-on-start'

/** The attribute on <html> naming the language the document was prerendered in. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'

/** Hidden at most this long: if the app is slow or broken, the prerendered page shows anyway. */
export const MAX_HIDDEN_MS = 1500

/** Hides the page while the app swaps the prerendered language for the asked-for one. */
export const swapStyle =
  `html.${LANGUAGE_SWAP_CLASS} #root{visibility:hidden;animation:${LANGUAGE_SWAP_CLASS} 0s ${MAX_HIDDEN_MS}ms forwards}` +
  `@keyframes ${LANGUAGE_SWAP_CLASS}{to{visibility:visible}}`

/** The attribute the loader puts on <html> at the visitor's first sign of intent (inline/loader.ts). */
export const INTENT_ATTRIBUTE = 'data-intent'

/** What the loader takes as a first sign of intent: it starts the app and fetches the booking form. */
export const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel']

/**
 * Where the inline loader leaves its way out of a booking form whose files failed to load, for the
 * app to call with the chosen bike (null: none): it asks the host why, reloads once into a new
 * release or shows the prerendered phone, LINE and WhatsApp, and resolves false where the page has
 * no such message. The logic lives once, in the inline loader, which must have it before the app runs.
 */
export const RECOVER_BOOKING = '__phuketMotoRecoverBooking'

export type RecoverBooking = (bikeId: string | null) => Promise<boolean>
