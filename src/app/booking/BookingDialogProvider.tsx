// Owns the booking modal's open state. The form is a separate chunk, kept out of the home page's
// first load: it is fetched at the visitor's first sign of intent (or a Book button's hover, focus
// or click), then rendered closed at an idle moment, so a later tap on Book only shows it.
//
// The chunk is awaited before the form is rendered, not suspended on (React.lazy): a lazy
// component that suspends is retried in an interruptible render, which spread the first open of a
// form tapped before it was ready over ~250 ms of slices at 4x CPU. Rendered after the chunk has
// arrived, the open is one render.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { useT } from '../../shared/locale/useT'
import { sectionIds } from '../../shared/sections'
import { sharedImport } from '../../lib/sharedImport'
import { BookingDialogContext } from '../../shared/BookingDialogContext'
import { bookButtonsOf, clearBookPending, markBookPending } from '../../shared/bookButton'
import type { BookingDialogProps } from '../../features/booking/BookingDialog'
import { RECOVER_BOOKING, type RecoverBooking } from '../documentScripts'
import { hideWayOut } from '../inline/wayOut'
import { takeBookingIntent } from './chunkRecovery'
import { LoadErrorBoundary } from './LoadErrorBoundary'
import { onFirstIntent, whenIdle } from './onFirstIntent'

// One download shared by the preloads and the opens; forgotten after a failure so the next click retries.
const loadDialog = sharedImport(() => import('../../features/booking/BookingDialogChunk'))

type State = { open: boolean; bikeId: string | null; attempt: number }
type Form = { Dialog: ComponentType<BookingDialogProps> }

export function BookingDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ open: false, bikeId: null, attempt: 0 })
  // The form's component once its chunk has arrived; rendered (closed or open) from then on.
  const [form, setForm] = useState<Form | null>(null)

  const t = useT()
  const chosenBike = useRef<string | null>(null)
  const failed = useCallback(
    (error?: unknown) => {
      if (error !== undefined) console.error('The booking form could not be loaded', error)
      // A new release removed the old chunk: reload once with the visitor's choice. The network
      // down, or the reload done already: the prerendered way out (phone, LINE, WhatsApp), and the
      // next click tries again. The inline loader does both (RECOVER_BOOKING). Where it cannot (no
      // loader in dev, no message in 404.html), a native alert and the contact section: this path
      // must not cost every visitor's first load a component.
      const recover = (window as unknown as Record<string, RecoverBooking | undefined>)[RECOVER_BOOKING]
      void (recover?.(chosenBike.current) ?? Promise.resolve(false)).then((handled) => {
        if (handled) return
        window.alert(t('booking.loadFailed'))
        window.location.hash = sectionIds.contact
      })
      setForm(null)
      setState((s) => ({ ...s, open: false, attempt: s.attempt + 1 }))
    },
    [t],
  )
  const failedRef = useRef(failed)
  useEffect(() => {
    failedRef.current = failed
  }, [failed])

  const open = useCallback((bikeId?: string) => {
    chosenBike.current = bikeId ?? null
    // The Book tapped looks busy until the form shows (the inline loader marks a tap made before
    // the app ran); with the chunk already here that is within this task, so nothing flickers.
    document.querySelectorAll(bookButtonsOf(bikeId)).forEach(markBookPending)
    loadDialog().then(
      ({ default: Dialog }) => {
        clearBookPending(document)
        hideWayOut(document) // shown after an earlier failure: the form is here now
        // Both updates in one render: the form appears already open.
        setForm((current) => current ?? { Dialog })
        setState((s) => ({ ...s, open: true, bikeId: bikeId ?? null }))
      },
      (error: unknown) => {
        clearBookPending(document)
        failedRef.current(error)
      },
    )
  }, [])
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), [])

  // After that reload: open what the visitor asked for. In an effect, not in the initial state:
  // the address is not known to the prerender, and the first render must match its HTML.
  useEffect(() => {
    const intent = takeBookingIntent()
    if (intent) open(intent.bikeId ?? undefined)
  }, [open])
  const preload = useCallback(() => void loadDialog().catch(() => undefined), [])
  // Rendered closed ahead of the first open, in a transition (in slices, yielding to any tap).
  useEffect(
    () =>
      onFirstIntent(() =>
        loadDialog().then(
          ({ default: Dialog }) => whenIdle(() => startTransition(() => setForm((current) => current ?? { Dialog }))),
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
      {form && (
        <LoadErrorBoundary key={state.attempt} onError={failed}>
          <form.Dialog open={state.open} bikeId={state.bikeId} onClose={close} />
        </LoadErrorBoundary>
      )}
    </BookingDialogContext.Provider>
  )
}
