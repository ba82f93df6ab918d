// The form's fixed texts under its fields: the licence and helmet notice, how to pay and reach the
// shop, and what is done with the visitor's data.
import { memo } from 'react'
import { BookingInfo } from './BookingInfo'
import { PrivacyNotice } from './PrivacyNotice'
import { RiderNotice } from './RiderNotice'

/**
 * Memoized: showing or hiding the form does not re-render them. `termsLink`: the rental terms'
 * button, which needs the app (left out of the prerendered form, where it could not answer).
 */
export const FormNotes = memo(function FormNotes({ termsLink = true }: { termsLink?: boolean }) {
  return (
    <>
      <RiderNotice termsLink={termsLink} />
      <BookingInfo />
      <PrivacyNotice />
    </>
  )
})
