// What a visitor sees when a page throws while rendering: the spec's default error screen
// ('Unexpected Application Error!' and the error's message), laid out like React Router's own.
// The app uses the declarative router (BrowserRouter + useRoutes: ~20 KB gzip less than the data
// router), which has no built-in error screen, so this boundary provides it around the routes.
import { Component, type ReactNode } from 'react'

/** resetKey: the error is cleared when it changes (a new path), without remounting the page around it. */
type Props = { children: ReactNode; resetKey: string }
type State = { error: unknown; resetKey: string }

const preStyles = { padding: '0.5rem', backgroundColor: 'rgba(200,200,200, 0.5)', whiteSpace: 'pre-wrap' } as const

export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey }
  }

  componentDidCatch(error: unknown): void {
    console.error('Unexpected Application Error!', error)
  }

  render() {
    const { error } = this.state
    if (error === undefined) return this.props.children
    const message = error instanceof Error ? error.message : String(error)
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{message}</h3>
        {import.meta.env.DEV && error instanceof Error && error.stack ? <pre style={preStyles}>{error.stack}</pre> : null}
      </>
    )
  }
}
