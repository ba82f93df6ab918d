// A failed download of the lazy booking chunk (hotel Wi-Fi drops) must not take the whole page
// down to the router's error screen: log it, close the modal, and let the next click try again.
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
