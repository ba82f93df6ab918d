// The booking modal (docs/spec.md §2, §4). The app renders it closed ahead of the first open (see
// BookingDialogProvider) and keeps it mounted; `open` only shows or hides it, so the typed values
// and the toaster survive a close and an open re-renders only what changed.
import { memo, useCallback, useEffect, useRef, type RefObject } from 'react'
import { Box, Button, CloseButton, Dialog, Portal, chakra } from '@chakra-ui/react'
import { settings } from '../../content'
import { useT } from '../../shared/locale/useT'
import { BookingFields } from './BookingFields'
import { Honeypot, honeypotValue } from './Honeypot'
import { preloadEmailJS } from './send'
import { PriceEstimate } from './estimate/PriceEstimate'
import { ExtrasPicker } from './extras/ExtrasPicker'
import { HandoffPanel } from './handoff/HandoffPanel'
import { CancellationNotice } from './prepay/CancellationNotice'
import { FormNotes } from './FormNotes'
import { SentView } from './SentView'
import type { BookingField } from './model'
import { BookingToaster } from './toaster'
import { contentLayout, dialogVariant, footerLayout, headerLayout, positionerLayout, sendButtonLook } from './dialogLayout'
import { useBookingForm } from './useBookingForm'
import { useBookingSubmit } from './useBookingSubmit'
import { useTakeOver } from './prerendered/useTakeOver'
import { FORM_BODY_ATTRIBUTE, focusInFormBody } from '../../shared/prerenderedForm'
import { bookButtonsOf } from '../../shared/bookButton'
import { useAvailability, type Availability } from './availability/useAvailability'
import { AvailabilityNotice } from './availability/AvailabilityNotice'
import { useAvailabilityGuard } from './availability/useAvailabilityGuard'

export type BookingDialogProps = {
  open: boolean
  /** The bike preselected by a card's Book button; null from Book Now. */
  bikeId: string | null
  onClose: () => void
}

const noAnimation = { animationName: 'none' }


/**
 * The Book that opened a form taken over from the prerendered one: the focus goes back to it on
 * close, as after any open (it had moved into the prerendered form, which is gone).
 */
const bookButtonOf = (bikeId: string | null) => document.querySelector<HTMLElement>(bookButtonsOf(bikeId))

type FormContentProps = Pick<ReturnType<typeof useBookingForm>, 'values' | 'setField'> &
  Pick<ReturnType<typeof useBookingSubmit>, 'sending' | 'fieldErrors' | 'handoff' | 'dismissHandoff'> & {
    availability: Availability
    submit: (honeypot: string) => unknown
    /** The scrolling body: a Send with a required field blank brings that field into it. */
    bodyRef: RefObject<HTMLDivElement | null>
  }

/**
 * Everything inside the dialog's frame, memoized: showing or hiding the form re-renders only the
 * frame (Chakra's Dialog parts), not the header, fields and notes, unless what they show changed.
 */
const FormContent = memo(function FormContent({ values, setField, fieldErrors, availability, submit, sending, handoff, dismissHandoff, bodyRef }: FormContentProps) {
  const t = useT()
  const sent = handoff?.complete ? handoff : null
  return (
    <>
      <chakra.form
        display="contents"
        onSubmit={(event) => {
          event.preventDefault()
          void submit(honeypotValue(event.currentTarget))
        }}
      >
        <Dialog.Header {...headerLayout}>
          {/* After a send the title says what happened; the form's invitation would read as a second form. */}
          <Dialog.Title>{sent ? t('booking.success') : t('booking.title')}</Dialog.Title>
          {!sent && <Dialog.Description color="fg.muted">{t('booking.subtitle', { minutes: settings.responseMinutes })}</Dialog.Description>}
        </Dialog.Header>
        <Dialog.Body ref={bodyRef} overscrollBehavior="contain" {...{ [FORM_BODY_ATTRIBUTE]: '' }}>
          {sent && (
            <SentView key={sent.reference} values={sent.values} reference={sent.reference} kept={sent.kept !== false} />
          )}
          {/* Kept mounted under the sent booking, already reset: "Book another bike" only shows it. */}
          <Box hidden={Boolean(sent)}>
            <BookingForm values={values} setField={setField} fieldErrors={fieldErrors} availability={availability} handoff={sent ? null : handoff} dismissHandoff={dismissHandoff} />
          </Box>
        </Dialog.Body>
        <Dialog.Footer {...footerLayout}>
          {sent ? (
            <>
              <Dialog.ActionTrigger asChild>
                <Button type="button" variant="outline">{t('booking.close')}</Button>
              </Dialog.ActionTrigger>
              {/* The rest of the row on a phone: at the send button's full width it pushed Close off the screen. */}
              <Button type="button" {...sendButtonLook} flex={{ base: '1', md: 'none' }} onClick={dismissHandoff}>{t('booking.sentAnother')}</Button>
            </>
          ) : (
            <Button type="submit" {...sendButtonLook} disabled={sending} aria-busy={sending}>
              {sending ? t('booking.sending') : t('booking.submit')}
            </Button>
          )}
        </Dialog.Footer>
      </chakra.form>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('booking.close')} />
      </Dialog.CloseTrigger>
    </>
  )
})

type BookingFormProps = Pick<FormContentProps, 'values' | 'setField' | 'fieldErrors' | 'availability' | 'handoff' | 'dismissHandoff'>

/** The form's fields, notes and estimate, with the chat hand-off above them after a failed send. */
function BookingForm({ values, setField, fieldErrors, availability, handoff, dismissHandoff }: BookingFormProps) {
  return (
    <>
      {handoff && (
        // After a failure the values are kept and may be edited: hand off what the form holds now.
        // After a success edited during the send: the booking as sent (the edits wait for a correction).
        <HandoffPanel outcome={handoff.outcome} onDismiss={dismissHandoff} reference={handoff.reference}
          values={handoff.outcome === 'failed' ? values : handoff.values} />
      )}
      <BookingFields values={values} setField={setField} errors={fieldErrors} booked={availability.booked}
        afterDates={<AvailabilityNotice bike={values.bike} availability={availability} setField={setField} />} />
      <Honeypot />
      <ExtrasPicker values={values} setField={setField} />
      <PriceEstimate values={values} />
      <CancellationNotice values={values} />
      <FormNotes />
    </>
  )
}

export default function BookingDialog({ open, bikeId, onClose }: BookingDialogProps) {
  const { values, reference, setField, adopt, reset, takenOver } = useBookingForm(bikeId, open)
  const body = useRef<HTMLDivElement>(null)
  const focusField = useCallback((field: BookingField) => {
    const element = body.current?.querySelector<HTMLElement>(`[name="${field}"]`)
    if (element) focusInFormBody(element)
  }, [])
  const { sending, submit, sayRequired, sayPlace, fieldErrors, handoff, dismissHandoff } = useBookingSubmit({ values, reference, open, onSent: reset, openedSince: takenOver?.openedAt, focusField })
  // The rental book and the booking rules: booked bikes cannot be chosen, and a send they stop is
  // explained, whether Send was tapped here or in the prerendered form this one took over.
  const availability = useAvailability(values)
  const guardedSubmit = useAvailabilityGuard(values, availability, submit)
  const { content, focusTarget } = useTakeOver(open, takenOver, adopt, { send: guardedSubmit, sayRequired, sayPlace })

  useEffect(() => {
    if (open) preloadEmailJS()
  }, [open])

  return (
    <>
      <BookingToaster />
      {/* Rendered while closed and kept after a close (Chakra mounts lazily and unmounts on exit by
          default): opening only shows the form, and a second open costs no render of it. */}
      <Dialog.Root lazyMount={false} unmountOnExit={false} open={open} onOpenChange={(details) => !details.open && onClose()} {...dialogVariant}
        initialFocusEl={() => focusTarget.current} finalFocusEl={takenOver ? () => bookButtonOf(bikeId) : undefined}
        // The answer to a sent booking stays until the visitor closes the dialog: the next open is the form.
        onExitComplete={() => handoff?.complete && dismissHandoff()}>
        <Portal>
          {/* In place of the prerendered form, shown already: no fade or scale in. */}
          <Dialog.Backdrop _open={takenOver ? noAnimation : undefined} />
          <Dialog.Positioner {...positionerLayout}>
            <Dialog.Content ref={content} css={contentLayout} _open={takenOver ? noAnimation : undefined}>
              <FormContent
                values={values} setField={setField} fieldErrors={fieldErrors}
                availability={availability} submit={guardedSubmit} sending={sending} handoff={handoff} dismissHandoff={dismissHandoff} bodyRef={body}
              />
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  )
}
