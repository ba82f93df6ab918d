// The preview renders the site anew for every draft the owner types (PreviewRoot's key), which
// would close the booking form each time. So the form open before a draft is opened again after
// it, with what was typed (the site's own sessionStorage draft, bike included): the owner sees
// the estimate follow the prices as they are typed.
import { useEffect } from 'react'
import { loadDraft } from '../../src/features/booking/draft.ts'
import { useBookingDialog } from '../../src/shared/BookingDialogContext.ts'

/** Whether the site's booking form is open now (read before a new render replaces the page). */
export function bookingFormIsOpen(root: ParentNode = document): boolean {
  return root.querySelector('[role="dialog"][data-state="open"]') !== null
}

/** Opens the form again, with the bike the visitor had chosen, when it was open before the update. */
export function KeepBookingOpen({ wasOpen }: { wasOpen: boolean }) {
  const booking = useBookingDialog()
  useEffect(() => {
    if (wasOpen) booking.open(loadDraft()?.values.bike || undefined)
  }, [booking, wasOpen])
  return null
}
