// Owns the booking modal's open state. The form is a separate chunk, fetched on the first
// hover, focus or click of a Book button, so the home page's first load stays small.
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import { sharedImport } from '../../lib/sharedImport'
import { BookingDialogContext } from '../../shared/BookingDialogContext'
import { LoadErrorBoundary } from './LoadErrorBoundary'

// One download shared by preload and lazy(); forgotten after a failure so the next click retries.
const loadDialog = sharedImport(() => import('../../features/booking/BookingDialog'))

type State = { open: boolean; bikeId: string | null; attempt: number; mounted: boolean }
const lazyDialog = () => lazy(loadDialog)

export function BookingDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ open: false, bikeId: null, attempt: 0, mounted: false })

  // A rejected lazy() stays rejected; a new attempt after a failure needs a fresh one.
  const [BookingDialog, setBookingDialog] = useState(lazyDialog)

  const open = useCallback((bikeId?: string) => {
    setState((s) => ({ ...s, open: true, bikeId: bikeId ?? null, mounted: true }))
  }, [])
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), [])
  const failed = useCallback(() => {
    setState((s) => ({ ...s, open: false, mounted: false, attempt: s.attempt + 1 }))
    setBookingDialog(lazyDialog)
  }, [])
  const preload = useCallback(() => void loadDialog().catch(() => undefined), [])
  const controls = useMemo(() => ({ open, preload }), [open, preload])

  return (
    <BookingDialogContext.Provider value={controls}>
      {children}
      {/* Mounted from the first open on, so closing can animate out instead of vanishing. */}
      {state.mounted && (
        <LoadErrorBoundary key={state.attempt} onError={failed}>
          <Suspense fallback={null}>
            <BookingDialog open={state.open} bikeId={state.bikeId} onClose={close} />
          </Suspense>
        </LoadErrorBoundary>
      )}
    </BookingDialogContext.Provider>
  )
}
