// A send the shop could not take waits, with the reason in a toast: the chosen bike booked on the
// visitor's days, a pickup too soon or on a closed day, a rental too short. Every value stays. The
// required fields keep their own message first (docs/spec.md §5), so this runs after them. A Send asked
// for in the prerendered form reaches the same submit, so it meets the same guard.
import { useCallback } from 'react'
import { useT } from '../../../shared/locale/useT'
import { hasRequiredFields, type BookingValues } from '../model'
import { bookingToaster } from '../toaster'
import { useVisitorLanguage } from '../useVisitorLanguage'
import { refusalText } from './texts'
import type { Availability } from './useAvailability'

export function useAvailabilityGuard(values: BookingValues, availability: Availability, submit: (honeypot: string, askedAt?: number) => Promise<void>) {
  const t = useT()
  const language = useVisitorLanguage()
  return useCallback(
    async (honeypot: string, askedAt?: number) => {
      const refusal = hasRequiredFields(values) ? refusalText(values.bike, availability, language) : null
      if (!refusal) return submit(honeypot, askedAt)
      bookingToaster.dismiss()
      bookingToaster.create({ type: 'error', title: t('booking.error'), description: refusal, meta: { closeLabel: t('booking.close') } })
    },
    [values, availability, language, submit, t],
  )
}
