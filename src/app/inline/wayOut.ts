// The way out when the booking form cannot be had: a message with the shop's phone, LINE and
// WhatsApp, prerendered hidden in each language's document (app/booking/BookingWayOut.tsx) so the
// inline loader can show it with no framework code, at once, even offline.

/** The id of the prerendered message. */
export const WAY_OUT_ID = 'booking-way-out'

/** Marks the message's close button. */
export const WAY_OUT_CLOSE = 'data-way-out-close'

/** Shows the message and moves focus into it; `onClose` runs when the visitor closes it. False where the page has none (404.html). */
export function showWayOut(doc: Document, onClose?: () => void): boolean {
  const message = doc.getElementById(WAY_OUT_ID)
  if (!message) return false
  const close = () => {
    message.hidden = true
    onClose?.()
  }
  // Properties, not listeners: showing it again must not add a second handler.
  message.querySelector<HTMLElement>(`[${WAY_OUT_CLOSE}]`)!.onclick = close
  message.onkeydown = (event) => event.key === 'Escape' && close()
  message.hidden = false
  message.focus()
  return true
}

/** Hides the message: the app runs, so the form can be had again. */
export function hideWayOut(doc: Document): void {
  const message = doc.getElementById(WAY_OUT_ID)
  if (message) message.hidden = true
}
