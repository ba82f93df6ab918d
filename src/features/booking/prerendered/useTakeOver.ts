// The last step of taking the prerendered form's place (takeOver.ts), in the commit that shows the
// app's form: anything typed since its render began, the prerendered form closed and gone, the
// focus, caret and scroll where the visitor left them, the hidden anti-bot field as a bot left it,
// and the answer to a Send tapped there.
import { useLayoutEffect, useRef } from 'react'
import type { BookingValues } from '../model'
import { fillHoneypot, honeypotValue } from '../Honeypot'
import { readPrerenderedForm, restoreCaret, restoreScroll, retirePrerenderedForm, type Caret, type PrerenderedState } from './takeOver'

/** How the app's form answers a Send (useBookingSubmit.ts). */
export type SendAnswers = {
  /** Its Send, with the time the visitor asked for it. */
  send: (honeypot: string, askedAt: number) => unknown
  /** Its required-fields toast; `inPlace`: already on the screen. */
  sayRequired: (inPlace?: boolean) => void
  /** Its toast for a delivery with no place; `inPlace`: already on the screen. */
  sayPlace: (inPlace?: boolean) => void
}

export function useTakeOver(open: boolean, takenOver: PrerenderedState | null, adopt: (values: BookingValues) => void, answers: SendAnswers) {
  const content = useRef<HTMLDivElement>(null)
  // Where the dialog puts the focus as it opens (Chakra's initialFocusEl): the visitor's field.
  const focusTarget = useRef<HTMLElement | null>(null)
  const pendingCaret = useRef<{ caret: Caret | null; scrollTop: number } | null>(null)
  // The latest render's: the answer comes after the re-render that adopts the values.
  const latestAnswers = useRef(answers)
  useLayoutEffect(() => {
    latestAnswers.current = answers
  })

  useLayoutEffect(() => {
    if (!open) return
    // Read in the same task as the render that took the values: nothing typed in between is lost.
    const now = readPrerenderedForm(document)
    // Closed before the caret is placed: closing a modal <dialog> gives the focus back to the Book tapped.
    retirePrerenderedForm(document)
    // A bot's entry stays with the booking, open or closed, to be marked doubtful as in this form.
    if (now?.honeypot && content.current) fillHoneypot(content.current, now.honeypot)
    if (!takenOver || !now?.open) return
    adopt(now.values) // a re-render before paint when anything changed
    pendingCaret.current = { caret: now.caret, scrollTop: now.scrollTop }
    const { sendAskedAt, requiredShown, placeShown } = now
    if (sendAskedAt === null && !requiredShown && !placeShown) return
    // A Send tapped there is answered by this form's own send and checks, the too-fast guard timed
    // to the tap (not to now); the required-fields toast it showed stays on the screen. In a
    // microtask, still before the frame: the toaster mounted in this commit subscribes to its
    // store in a microtask its own layout effect queued (zag's useMachine), earlier than this one
    // (a child's layout effects run first), and a toast made before that never shows.
    const form = content.current?.querySelector('form')
    queueMicrotask(() => {
      if (sendAskedAt !== null) void latestAnswers.current.send(form ? honeypotValue(form) : '', sendAskedAt)
      else if (placeShown) latestAnswers.current.sayPlace(true)
      else latestAnswers.current.sayRequired(true)
    })
  }, [open, takenOver, adopt])

  // After the values are in the fields (setting a field's value moves its caret to the end).
  useLayoutEffect(() => {
    const pending = pendingCaret.current
    if (!pending || !content.current) return
    pendingCaret.current = null
    if (pending.caret) focusTarget.current = restoreCaret(content.current, pending.caret)
    restoreScroll(content.current, pending.scrollTop) // after the focus, which may scroll the field into view
  })

  useLayoutEffect(() => {
    if (!open) focusTarget.current = null
  }, [open])

  return { content, focusTarget }
}
