// The form's values and the booking reference. They live in the dialog shell, not in the dialog
// content, so nothing the dialog does with its content can throw away what was typed, and they are
// mirrored to the sessionStorage draft, so a reload or a failed send loses nothing either.
import { useCallback, useEffect, useState } from 'react'
import { clearDraft, FIELDS, isBlankDraft, loadDraft, saveDraft, type Draft } from './draft'
import { settings } from '../../content'
import { withSuggestedReturn } from './estimate/suggestReturn'
import { initialValues, type BookingField, type BookingValues } from './model'
import { readPrerenderedForm, type PrerenderedState } from './prerendered/takeOver'
import { makeBookingReference } from './reference'
import { bookableBike } from './bookable'

function freshDraft(bikeId: string | null): Draft {
  return { values: initialValues(bookableBike(bikeId)), reference: makeBookingReference() }
}

/** The draft with its bike only if it can be booked (bookable.ts). */
function withBookableBike(draft: Draft): Draft {
  const bike = bookableBike(draft.values.bike)
  return bike === draft.values.bike ? draft : { ...draft, values: { ...draft.values, bike } }
}

export function useBookingForm(bikeId: string | null, open: boolean) {
  // The reference is kept across failed sends and retries (and reloads, via the draft): it names
  // this booking. A new one only for the next booking, after a success.
  const [draft, setDraft] = useState<Draft>(() => withBookableBike(loadDraft() ?? freshDraft(bikeId)))
  const [seenOpen, setSeenOpen] = useState(false)
  // The prerendered form this open took over, if any (BookingDialog finishes the take-over).
  const [takenOver, setTakenOver] = useState<PrerenderedState | null>(null)

  // Every open sets the bike from how it was opened (a card's Book or Book Now, docs/spec.md §4); adjusting
  // state during render (not in an effect) avoids a frame showing the previous bike.
  if (open !== seenOpen) {
    setSeenOpen(open)
    const bike = bookableBike(bikeId)
    // What the visitor typed in the prerendered form before the app ran is the form's now; open,
    // it chose its bike already (the visitor may have changed it since the tap).
    const prerendered = open && typeof document !== 'undefined' ? readPrerenderedForm(document) : null
    // Kept through the close: the focus goes back to the Book as the form closes (BookingDialog).
    if (open) setTakenOver(prerendered?.open ? prerendered : null)
    if (prerendered) {
      const values = prerendered.open ? prerendered.values : { ...prerendered.values, bike }
      setDraft((current) => withBookableBike({ values, reference: prerendered.reference ?? current.reference }))
    }
    // The same draft when the bike is unchanged: nothing in the form re-renders for it.
    else if (open) setDraft((current) => (current.values.bike === bike ? current : { ...current, values: { ...current.values, bike } }))
  }

  useEffect(() => {
    if (isBlankDraft(draft.values)) clearDraft()
    else saveDraft(draft)
  }, [draft])

  const setField = useCallback((field: BookingField, value: string) => {
    // A start date or period may fill in the suggested return date; nothing else changes.
    setDraft((current) => ({ ...current, values: withSuggestedReturn(current.values, field, value, settings.rentalPeriods) }))
  }, [])

  /** Every value at once, as typed elsewhere (the prerendered form); the reference stays. */
  const adopt = useCallback((values: BookingValues) => {
    setDraft((current) => (FIELDS.every((field) => current.values[field] === values[field]) ? current : { ...current, values }))
  }, [])

  /** Back to the initial state after a sent booking: empty, with the preselected bike (or none). */
  const reset = useCallback(() => {
    clearDraft()
    setDraft(freshDraft(bikeId))
  }, [bikeId])

  return { values: draft.values, reference: draft.reference, setField, adopt, reset, takenOver }
}
