// The form's values. They live in the dialog shell, not in the dialog content, so closing the modal
// (which unmounts the content) never throws away what the visitor typed.
import { useCallback, useState } from 'react'
import { initialValues, type BookingField } from './model'
import { makeBookingReference } from './reference'

export function useBookingForm(bikeId: string | null, open: boolean) {
  const [values, setValues] = useState(() => initialValues(bikeId))
  // Kept across failed sends and retries; a new one only for the next booking (after a success).
  const [reference, setReference] = useState(() => makeBookingReference())
  const [seenOpen, setSeenOpen] = useState(false)

  // Every open sets the bike from how it was opened (a card's Book or Book Now, SPEC §4); adjusting
  // state during render (not in an effect) avoids a frame showing the previous bike.
  if (open !== seenOpen) {
    setSeenOpen(open)
    if (open) setValues((current) => ({ ...current, bike: bikeId ?? '' }))
  }

  const setField = useCallback((field: BookingField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
  }, [])

  /** Back to the initial state after a sent booking: empty, with the preselected bike (or none). */
  const reset = useCallback(() => {
    setValues(initialValues(bikeId))
    setReference(makeBookingReference())
  }, [bikeId])

  return { values, reference, setField, reset }
}
