// Component-test rendering: the real providers and a memory router, so tests query what users see.
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { MemoryRouter, type RouteObject } from 'react-router-dom'
import { AppProviders } from '../AppProviders'
import { englishContent, englishMessages } from '../../content/englishMessages'
import { AppRoutes } from '../routes/AppRoutes'
import { BookingDialogContext, type BookingDialogControls } from '../../shared/BookingDialogContext'

function renderRouter(routes: RouteObject[], path: string) {
  const user = userEvent.setup()
  const result = render(
    <AppProviders initial={{ locale: 'en', messages: englishMessages, content: englishContent }}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </AppProviders>,
  )
  return { ...result, user }
}

/** Renders one component at `path` inside the app's providers. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return renderRouter([{ path: '*', element: ui }], path)
}

/** Renders a route table (the app's own, usually) at `path`. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  return renderRouter(routes, path)
}

/** Stands in for the booking modal's controls so a test can see what a Book button asked for. */
export function withBookingSpy(ui: ReactElement) {
  const calls: Array<string | undefined> = []
  const controls: BookingDialogControls = { open: (bikeId) => void calls.push(bikeId), preload: () => {} }
  return { calls, ui: <BookingDialogContext.Provider value={controls}>{ui}</BookingDialogContext.Provider> }
}
