// Submit per SPEC §4/§5: check the required fields, send once, then reset or keep the values, and
// say what happened in a toast. Every failure is caught here: a booking error never crashes the page.
import { useCallback, useRef, useState } from 'react'
import { settings } from '../../content'
import { useT } from '../../i18n/useT'
import { hasRequiredFields, type BookingValues } from './model'
import { EmailConfigError, sendBooking } from './send'
import { buildTemplateParams } from './templateParams'
import { bookingToaster } from './toaster'

export function useBookingSubmit(values: BookingValues, reference: string, onSent: () => void) {
  const t = useT()
  const [sending, setSending] = useState(false)
  // State updates are async; the ref stops a second submit (Enter twice) in the same tick.
  const inFlight = useRef(false)

  const submit = useCallback(async () => {
    if (inFlight.current) return
    // One answer on screen at a time: a stale 'required' error next to a success would confuse.
    bookingToaster.dismiss()
    const closeLabel = t('booking.close')
    if (!hasRequiredFields(values)) {
      bookingToaster.create({ type: 'error', title: t('booking.error'), description: t('booking.errorRequired'), meta: { closeLabel } })
      return
    }
    inFlight.current = true
    setSending(true)
    try {
      await sendBooking(buildTemplateParams(values, { reference }))
      onSent()
      const description = t('booking.successDescription', { minutes: settings.responseMinutes })
      bookingToaster.create({ type: 'success', title: t('booking.success'), description, meta: { closeLabel } })
    } catch (error) {
      console.error('Booking request failed:', error)
      // A missing id is the developer's to fix: say which one, in development only.
      const config = import.meta.env.DEV && error instanceof EmailConfigError
      const description = config ? error.message : t('booking.errorSend')
      bookingToaster.create({ type: 'error', title: t('booking.error'), description, meta: { closeLabel } })
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }, [values, reference, onSent, t])

  return { sending, submit }
}
