// A rental opened filled in (the booking e-mail's link, a free day of the fleet view) is saved as a
// draft at once. The Studio otherwise keeps a new document's filled-in values on screen only, and
// Publish stays off ("no changes") until the owner types something: the owner would check the
// rental and find nothing to click. A rental started from "Create" has no bike yet and waits, as
// any new document does. An unwanted draft is deleted like any other (the fleet view shows drafts
// dashed, so none is forgotten).
import {useEffect, useRef} from 'react'
import {set, useEditState, type ObjectInputProps} from 'sanity'

type RentalValue = {_id?: string; bike?: {_type: 'reference'; _ref?: string}}

export function SaveFilledRental(props: ObjectInputProps) {
  const value = props.value as RentalValue | undefined
  const id = (value?._id ?? '').replace(/^drafts\./, '')
  const state = useEditState(id, 'rental')
  const saved = useRef(false)
  const {onChange, readOnly} = props
  const bike = value?.bike
  useEffect(() => {
    // Not before the form takes edits (it is read-only while the document and permissions load).
    if (saved.current || readOnly || !id || !state.ready || state.draft || state.published || !bike?._ref) return
    saved.current = true
    // Writing the bike it already shows: the Studio creates the draft with every filled-in value.
    onChange(set(bike, ['bike']))
  }, [id, readOnly, state.ready, state.draft, state.published, bike, onChange])
  return props.renderDefault(props)
}
