// The booking modal (SPEC §2, §4). The app renders it closed ahead of the first open (see
// BookingDialogProvider) and keeps it mounted; `open` only shows or hides it, so the typed values
// and the toaster survive a close and an open re-renders only what changed.
import { memo, useEffect } from 'react'
import { Button, CloseButton, Dialog, Portal, chakra } from '@chakra-ui/react'
import { settings } from '../../content'
import { useT } from '../../i18n/useT'
import { BookingFields } from './BookingFields'
import { BookingInfo } from './BookingInfo'
import { Honeypot, honeypotValue } from './Honeypot'
import { preloadEmailJS } from './send'
import { PriceEstimate } from './estimate/PriceEstimate'
import { HandoffPanel } from './handoff/HandoffPanel'
import { PrivacyNotice } from './PrivacyNotice'
import { RiderNotice } from './RiderNotice'
import { BookingToaster } from './toaster'
import { useBookingForm } from './useBookingForm'
import { useBookingSubmit } from './useBookingSubmit'

export type BookingDialogProps = {
  open: boolean
  /** The bike preselected by a card's Book button; null from Book Now. */
  bikeId: string | null
  onClose: () => void
}

// At most 90% of the viewport (SPEC §9); dvh where supported, so iOS's toolbars never hide the
// submit button. On a phone the form sits at the bottom and leaves the top 8rem to the toasts
// (toaster.tsx), which would otherwise cover its title, its close button or the hand-off panel.
const maxHeight = {
  maxHeight: { base: 'calc(90vh - 8rem)', md: '90vh' },
  '@supports (height: 1dvh)': { maxHeight: { base: 'calc(90dvh - 8rem)', md: '90dvh' } },
}

/** The form's fixed texts, memoized: showing or hiding the form does not re-render them. */
const FormNotes = memo(function FormNotes() {
  return (
    <>
      <RiderNotice />
      <BookingInfo />
      <PrivacyNotice />
    </>
  )
})

type FormContentProps = Pick<ReturnType<typeof useBookingForm>, 'values' | 'setField'> &
  Pick<ReturnType<typeof useBookingSubmit>, 'submit' | 'sending' | 'fieldErrors' | 'handoff' | 'dismissHandoff'>

/**
 * Everything inside the dialog's frame, memoized: showing or hiding the form re-renders only the
 * frame (Chakra's Dialog parts), not the header, fields and notes, unless what they show changed.
 */
const FormContent = memo(function FormContent({ values, setField, fieldErrors, submit, sending, handoff, dismissHandoff }: FormContentProps) {
  const t = useT()
  return (
    <>
      <chakra.form
        display="contents"
        onSubmit={(event) => {
          event.preventDefault()
          void submit(honeypotValue(event.currentTarget))
        }}
      >
        <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="14">
          <Dialog.Title>{t('booking.title')}</Dialog.Title>
          <Dialog.Description color="fg.muted">{t('booking.subtitle', { minutes: settings.responseMinutes })}</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body overscrollBehavior="contain">
          {handoff && (
            // After a failure the values are kept and may be edited: hand off what the form holds now.
            // After a success the form is empty under a new reference: hand off the booking as sent.
            <HandoffPanel outcome={handoff.outcome} onDismiss={dismissHandoff} reference={handoff.reference}
              values={handoff.outcome === 'failed' ? values : handoff.values} />
          )}
          <BookingFields values={values} setField={setField} errors={fieldErrors} />
          <Honeypot />
          <PriceEstimate values={values} />
          <FormNotes />
        </Dialog.Body>
        <Dialog.Footer>
          {/* Hover darkens instead of Chakra's 90% opacity, which drops white text below 4.5:1. */}
          <Button type="submit" colorPalette="brand" _hover={{ bg: 'brand.700' }} width={{ base: 'full', md: 'auto' }} disabled={sending} aria-busy={sending}>
            {sending ? t('booking.sending') : t('booking.submit')}
          </Button>
        </Dialog.Footer>
      </chakra.form>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('booking.close')} />
      </Dialog.CloseTrigger>
    </>
  )
})

export default function BookingDialog({ open, bikeId, onClose }: BookingDialogProps) {
  const { values, reference, setField, reset } = useBookingForm(bikeId, open)
  const { sending, submit, fieldErrors, handoff, dismissHandoff } = useBookingSubmit({ values, reference, open, onSent: reset })

  useEffect(() => {
    if (open) preloadEmailJS()
  }, [open])

  return (
    <>
      <BookingToaster />
      {/* Rendered while closed and kept after a close (Chakra mounts lazily and unmounts on exit by
          default): opening only shows the form, and a second open costs no render of it. */}
      <Dialog.Root lazyMount={false} unmountOnExit={false} open={open} onOpenChange={(details) => !details.open && onClose()} scrollBehavior="inside" size="xl" placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px={{ base: '3', md: '6' }}>
            <Dialog.Content maxW="4xl" css={maxHeight} mt="auto" mb={{ base: '3', md: 'auto' }}>
              <FormContent
                values={values} setField={setField} fieldErrors={fieldErrors}
                submit={submit} sending={sending} handoff={handoff} dismissHandoff={dismissHandoff}
              />
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  )
}
