// What the app's lazy import loads: the booking form with its own texts around it.
import BookingDialog, { type BookingDialogProps } from './BookingDialog'
import { BookingMessages } from './BookingMessages'

export default function BookingDialogChunk(props: BookingDialogProps) {
  return (
    <BookingMessages open={props.open}>
      <BookingDialog {...props} />
    </BookingMessages>
  )
}
