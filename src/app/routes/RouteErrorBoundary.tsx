// What a visitor sees when a page throws while rendering: the spec's default error screen
// ('Unexpected Application Error!' and the error's message), laid out like React Router's own.
// The app uses the declarative router (BrowserRouter + useRoutes: ~20 KB gzip less than the data
// router), which has no built-in error screen, so this boundary provides it around the routes and
// around the home page, which runs without a router (src/app/home/HomeApp.tsx).
// The title is the website text `error.unexpected`, so a visitor reading Thai is not met by English
// at the worst moment (docs/decisions/crash-screen-in-the-visitors-language.md); the spec's English
// stays the English text, and the fallback when the texts themselves cannot be read.
import { Component, type ContextType, type ReactNode } from 'react'
import { IntlContext } from 'react-intl'

export const CRASH_TITLE = 'Unexpected Application Error!'
const TITLE_KEY = 'error.unexpected'

/** resetKey: the error is cleared when it changes (a new path), without remounting the page around it. */
type Props = { children: ReactNode; resetKey: string }
type State = { error: unknown; resetKey: string }

const preStyles = { padding: '0.5rem', backgroundColor: 'rgba(200,200,200, 0.5)', whiteSpace: 'pre-wrap' } as const

export class RouteErrorBoundary extends Component<Props, State> {
  static contextType = IntlContext
  declare context: ContextType<typeof IntlContext>
  state: State = { error: undefined, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey }
  }

  componentDidCatch(error: unknown): void {
    console.error(CRASH_TITLE, error)
  }

  /** The title in the page's language; the spec's English when no text can be had (no provider, a missing or broken text). */
  private title(): string {
    try {
      const text = this.context?.formatMessage({ id: TITLE_KEY })
      return text && text !== TITLE_KEY ? text : CRASH_TITLE
    } catch {
      return CRASH_TITLE
    }
  }

  render() {
    const { error } = this.state
    if (error === undefined) return this.props.children
    const message = error instanceof Error ? error.message : String(error)
    return (
      <>
        <h2>{this.title()}</h2>
        <h3 style={{ fontStyle: 'italic' }}>{message}</h3>
        {import.meta.env.DEV && error instanceof Error && error.stack ? <pre style={preStyles}>{error.stack}</pre> : null}
      </>
    )
  }
}
