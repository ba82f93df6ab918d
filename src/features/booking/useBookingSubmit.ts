// Submit per docs/spec.md §4/§5 plus the guards against loss and abuse, in this order: required fields (a
// bike that cannot be booked counts as none), the place to deliver to when a delivery area is
// chosen, length limits, the minimum time from opening the form
// to the Send tap (asks to press again, drops nothing), the throttle, then one guarded send; a
// filled honeypot marks the booking doubtful for the shop and never drops it. Every failure is
// caught and explained here: a booking error never crashes the page and never clears what was typed.
import { useCallback, useEffect, useRef, useState } from 'react'
import { settings } from '../../content'
import { useT } from '../../shared/locale/useT'
import { recordSuccess, throttleSecondsLeft, tooFast } from './abuse'
import { failureMessage } from './failureMessage'
import { describeTooLong as tooLongText, tooLongFields, type TooLong } from './limits'
import { missingRequiredFields, type BookingField, type BookingValues } from './model'
import { bookableBike } from './bookable'
import { delivery as deliveryContent } from '../../content/delivery'
import { needsPlace } from '../../../rules/delivery/needsPlace'
import { EmailConfigError, classifySendError, sendBooking } from './send'
import type { HandoffOutcome } from './handoff/HandoffPanel'
import { buildTemplateParams } from './templateParams'
import { buildReplyParams } from './confirmation'
import { useVisitorLanguage } from './useVisitorLanguage'
import { bookingToaster } from './toaster'
import { keepSentRequest } from './kept/fromBooking'
import { deviceStorage } from './kept/store'

/** The required fields left blank; a bike that cannot be booked (unknown, or rented) counts as none chosen. */
const requiredBlank = (values: BookingValues) => missingRequiredFields({ ...values, bike: bookableBike(values.bike) })

type Options = {
  values: BookingValues
  reference: string
  open: boolean
  onSent: () => void
  /** When the form was opened, if before this open (the prerendered form it took over). */
  openedSince?: number | null
  /** Moves the focus to a field (the first required one left blank at a Send). */
  focusField?: (field: BookingField) => void
}

export function useBookingSubmit({ values, reference, open, onSent, openedSince, focusField }: Options) {
  const t = useT()
  const language = useVisitorLanguage()
  const [sending, setSending] = useState(false)
  // After a submit refused for length, the fields say so, live: fixing one clears its message.
  const [showLimits, setShowLimits] = useState(false)
  // After a Send with a required field blank, those fields say so, live: filling one clears its message.
  const [showRequired, setShowRequired] = useState(false)
  // After a Send of a delivery without the place, the hotel field says so, live.
  const [showPlace, setShowPlace] = useState(false)
  // What the chat hand-off offers: the booking just sent, or the one that failed.
  // The booking as sent, under its reference: after a success the form is emptied under a new one.
  // `complete`: sent and the form reset, so the dialog shows the booking as sent (SentView.tsx).
  // `kept`: the sent request is kept on this device (kept/store.ts); false where storage refused it.
  const [handoff, setHandoff] = useState<{ outcome: HandoffOutcome; values: BookingValues; reference: string; complete?: boolean; kept?: boolean } | null>(null)
  // State updates are async; the ref stops a second submit (Enter twice) in the same tick.
  const inFlight = useRef(false)
  // The form's values as they are now, read when a slow send settles: a booking edited while its
  // e-mail was on its way is kept, and its next send goes out as a correction of the same reference.
  const latest = useRef(values)
  useEffect(() => {
    latest.current = values
  }, [values])
  const [correction, setCorrection] = useState(false)
  const openedAt = useRef(0)
  const describeTooLong = useCallback(
    (item: TooLong) => tooLongText(item, t),
    [t],
  )

  useEffect(() => {
    if (open) openedAt.current = openedSince ?? Date.now()
  }, [open, openedSince])

  // While a booking is on its way, leaving the page asks first: the answer may still be coming.
  useEffect(() => {
    if (!sending) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [sending])

  const toast = useCallback(
    (type: 'error' | 'success' | 'warning' | 'loading', title: string | undefined, description: string, detail?: string, inPlace?: boolean) =>
      bookingToaster.create({ type, title, description, meta: { closeLabel: t('booking.close'), detail, inPlace } }),
    [t],
  )
  /** docs/spec.md §5's answer to a Send with the name, phone or bike missing; `inPlace`: it is on the screen already (toaster.tsx). */
  const sayRequired = useCallback(
    (inPlace?: boolean) => {
      setShowRequired(true)
      void toast('error', t('booking.error'), t('booking.errorRequired'), undefined, inPlace)
    },
    [toast, t],
  )

  const sayPlace = useCallback(
    (inPlace?: boolean) => {
      setShowPlace(true)
      void toast('error', t('booking.error'), t('booking.hotelRequired'), undefined, inPlace)
    },
    [toast, t],
  )

  /** `askedAt`: when the visitor tapped Send (earlier than now for one tapped in the prerendered form). */
  const submit = useCallback(async (honeypot: string, askedAt = Date.now()) => {
    if (inFlight.current) return
    // One answer on screen at a time: a stale 'required' error next to a success would confuse.
    bookingToaster.dismiss()
    setHandoff(null)
    const succeeded = (detail?: string) => {
      onSent()
      toast('success', t('booking.success'), t('booking.successDescription', { minutes: settings.responseMinutes }), detail)
    }

    const missing = requiredBlank(values)
    if (missing.length > 0) {
      sayRequired()
      return focusField?.(missing[0])
    }
    if (needsPlace(values, deliveryContent.areas)) {
      sayPlace()
      return focusField?.('hotel')
    }
    const over = tooLongFields(values)
    if (over.length > 0) {
      setShowLimits(true)
      return void toast('error', t('booking.error'), over.map(describeTooLong).join('\n'))
    }
    if (tooFast(openedAt.current, askedAt)) return void toast('warning', undefined, t('booking.pressAgain'))
    // A correction of the booking just sent is not a new booking: the throttle does not apply.
    const wait = correction ? 0 : throttleSecondsLeft()
    if (wait > 0) return void toast('warning', undefined, t('booking.throttled', { seconds: wait }))

    inFlight.current = true
    setSending(true)
    // The visitor's confirmation (EmailJS auto-reply) travels in the same call, in their language.
    const reply = buildReplyParams(values, reference, language)
    const params = buildTemplateParams(values, { reference, doubtful: honeypot.trim() !== '', correction, language: language.locale }, undefined, reply)
    try {
      // A slow answer is not a failure: say so, keep waiting, and show whatever comes.
      // Its toast (a spinner, no time limit) gives way to the answer's.
      const outcome = await sendBooking(params, () => toast('loading', undefined, t('booking.stillSending')))
      bookingToaster.dismiss()
      // Only now, with the shop's answer in: a failed, retried or unanswered send keeps nothing.
      const kept = keepSentRequest(deviceStorage(), values, reference)
      setHandoff({ outcome: 'sent', values, reference, kept })
      if (outcome === 'sent') recordSuccess()
      if (JSON.stringify(latest.current) !== JSON.stringify(values)) {
        // Edited during the send: the shop has the earlier details (the hand-off panel shows them);
        // keep the new ones, unsent, for a correction.
        setCorrection(true)
        toast('success', t('booking.success'), t('booking.correctionPending'), t('booking.handoff.reference', { reference }))
        return
      }
      setCorrection(false)
      setHandoff({ outcome: 'sent', values, reference, complete: true, kept })
      succeeded(t('booking.handoff.reference', { reference }))
    } catch (error) {
      console.error('Booking request failed:', error)
      bookingToaster.dismiss()
      const failure = classifySendError(error)
      const explained = failureMessage(failure)
      // A missing id is the developer's to fix: say which one, in development only.
      const config = import.meta.env.DEV && error instanceof EmailConfigError
      const description = config ? error.message : t('booking.errorSend')
      toast('error', t('booking.error'), description, explained ? t(explained.key, explained.values) : undefined)
      setHandoff({ outcome: 'failed', values, reference })
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }, [values, reference, onSent, t, toast, sayRequired, sayPlace, describeTooLong, correction, language, focusField])

  const over = showLimits ? tooLongFields(values) : []
  const blank = showRequired ? requiredBlank(values) : []
  const fieldErrors: Partial<Record<BookingField, string>> = {
    ...Object.fromEntries(blank.map((field) => [field, t('booking.fieldRequired')])),
    ...(showPlace && needsPlace(values, deliveryContent.areas) ? { hotel: t('booking.hotelRequired') } : {}),
    ...Object.fromEntries(over.map((item) => [item.field, describeTooLong(item)])),
  }
  const dismissHandoff = useCallback(() => setHandoff(null), [])
  return { sending, submit, sayRequired, sayPlace, fieldErrors, handoff, dismissHandoff }
}
