// Owns the booking modal's open state. The form is a separate chunk, kept out of the home page's
// first load: it is fetched at the visitor's first sign of intent (or a Book button's hover, focus
// or click), then rendered closed at an idle moment, so a later tap on Book only shows it.
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useT } from '../../i18n/useT'
import { sectionIds } from '../../shared/sections'
import { sharedImport } from '../../lib/sharedImport'
import { BookingDialogContext } from '../../shared/BookingDialogContext'
import { reloadForBooking, takeBookingIntent } from './chunkRecovery'
import { LoadErrorBoundary } from './LoadErrorBoundary'
import { onFirstIntent, whenIdle } from './onFirstIntent'

// One download shared by preload and lazy(); forgotten after a failure so the next click retries.
const loadDialog = sharedImport(() => import('../../features/booking/BookingDialogChunk'))

type State = { open: boolean; bikeId: string | null; attempt: number; mounted: boolean }
const lazyDialog = () => lazy(loadDialog)

export function BookingDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ open: false, bikeId: null, attempt: 0, mounted: false })

  // A rejected lazy() stays rejected; a new attempt after a failure needs a fresh one.
  const [BookingDialog, setBookingDialog] = useState(lazyDialog)

  const chosenBike = useRef<string | null>(null)
  const open = useCallback((bikeId?: string) => {
    chosenBike.current = bikeId ?? null
    setState((s) => ({ ...s, open: true, bikeId: bikeId ?? null, mounted: true }))
  }, [])
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), [])
  const t = useT()
  const failed = useCallback(() => {
    // A new release removed the old chunk: reload once with the visitor's choice. If the form still
    // cannot load, say so plainly and take the visitor to the contact section (phone, LINE,
    // WhatsApp). A native alert: this path must not cost every visitor's first load a component.
    if (!reloadForBooking(chosenBike.current)) {
      window.alert(t('booking.loadFailed'))
      window.location.hash = sectionIds.contact
    }
    setState((s) => ({ ...s, open: false, mounted: false, attempt: s.attempt + 1 }))
    setBookingDialog(lazyDialog)
  }, [t])
  // After that reload: open what the visitor asked for. In an effect, not in the initial state:
  // the address is not known to the prerender, and the first render must match its HTML.
  useEffect(() => {
    const intent = takeBookingIntent()
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, after hydration (see above)
    if (intent) open(intent.bikeId ?? undefined)
  }, [open])
  const preload = useCallback(() => void loadDialog().catch(() => undefined), [])
  // Rendered closed ahead of the first open, in a transition (in slices, yielding to any tap).
  useEffect(
    () =>
      onFirstIntent(() =>
        loadDialog().then(
          () => whenIdle(() => startTransition(() => setState((s) => (s.mounted ? s : { ...s, mounted: true })))),
          () => undefined, // the first open tries again and handles the failure
        ),
      ),
    [],
  )
  const controls = useMemo(() => ({ open, preload }), [open, preload])

  return (
    <BookingDialogContext.Provider value={controls}>
      {children}
      {/* Mounted from the first intent or open on; closing only hides it (animated), keeping its values. */}
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
