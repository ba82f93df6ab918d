// PLACEHOLDER until the booking feature lands: the contract the rest of the app renders against.
export type BookingDialogProps = {
  open: boolean
  /** The bike preselected by a card's Book button; null from Book Now. */
  bikeId: string | null
  onClose: () => void
}

export default function BookingDialog({ open }: BookingDialogProps) {
  return open ? null : null
}
