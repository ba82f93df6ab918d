// The preview renders the site anew for every draft the owner types (PreviewRoot's key), which
// would close the booking form each time. So the form open before a draft is opened again after
// it, with what was typed (the site's own sessionStorage draft, bike included): the owner sees
// the estimate follow the prices as they are typed.
import { useEffect } from 'react'
import { loadDraft } from '../../src/features/booking/draft.ts'
import { useBookingDialog } from '../../src/shared/BookingDialogContext.ts'

/** How long the reopened form is kept from taking the focus: its dialog focuses a field as it opens. */
const QUIET_MS = 1500

/** Whether the site's booking form is open now (read before a new render replaces the page). */
export function bookingFormIsOpen(root: ParentNode = document): boolean {
  return root.querySelector('[role="dialog"][data-state="open"]') !== null
}

/**
 * While the owner types in the Studio the preview has no focus, and the form opened again must not
 * take it: the preview was clicked before (the Book that opened the form), so the browser would let
 * it, and the owner's next keys would land in the preview's form instead of the Studio's field.
 */
function withoutFocusMoves(): () => void {
  const focus = HTMLElement.prototype.focus
  HTMLElement.prototype.focus = function keepTheStudiosFocus() {}
  const timer = setTimeout(() => (HTMLElement.prototype.focus = focus), QUIET_MS)
  return () => {
    clearTimeout(timer)
    HTMLElement.prototype.focus = focus
  }
}

/** Opens the form again, with the bike the visitor had chosen, when it was open before the update. */
export function KeepBookingOpen({ wasOpen }: { wasOpen: boolean }) {
  const booking = useBookingDialog()
  useEffect(() => {
    if (!wasOpen) return
    const restore = document.hasFocus() ? null : withoutFocusMoves()
    booking.open(loadDraft()?.values.bike || undefined)
    return () => restore?.()
  }, [booking, wasOpen])
  return null
}
