// How any section opens the booking modal, without knowing how or when the form is loaded.
import { createContext, useContext } from 'react'

export type BookingDialogControls = {
  /** Opens the modal; with a bike id that bike is preselected (a card's Book), without none (Book Now). */
  open: (bikeId?: string) => void
  /** Starts downloading the form early (hover, focus) so the modal opens at once on click. */
  preload: () => void
}

export const BookingDialogContext = createContext<BookingDialogControls | null>(null)

export function useBookingDialog(): BookingDialogControls {
  const value = useContext(BookingDialogContext)
  if (!value) throw new Error('useBookingDialog must be used inside <BookingDialogProvider>')
  return value
}
