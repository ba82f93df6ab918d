// A failure inside the booking form's chunk as it renders must not take the whole page down to the
// router's error screen: log it, close the modal, and let the next click try again. (A failed
// download of the chunk never reaches here: BookingDialogProvider awaits it and handles that.)
import { Component, type ReactNode } from 'react'

type Props = { children: ReactNode; onError: () => void }

export class LoadErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error('The booking form could not be loaded', error)
    this.props.onError()
  }

  render() {
    return this.state.failed ? null : this.props.children
  }
}
