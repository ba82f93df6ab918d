// The form's own texts (src/content/bookingMessages.ts) added to the page's, in the language the
// page shows now. Everything inside the booking chunk reads its texts through this provider.
import { useDeferredValue, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { bookingFormMessages } from '../../content/bookingMessages'
import { ExtraMessages } from '../../shared/ExtraMessages'

export function BookingMessages({ open, children }: { open: boolean; children: ReactNode }) {
  const page = useIntl()
  // The form is rendered while closed (BookingDialogProvider): a language switch then reaches it in
  // a later, interruptible render, so the page reads in the new language without waiting for the
  // form's texts. An open form follows at once, in the same render as the page.
  const deferred = useDeferredValue(page)
  return (
    <ExtraMessages messages={bookingFormMessages} page={open ? page : deferred}>
      {children}
    </ExtraMessages>
  )
}
