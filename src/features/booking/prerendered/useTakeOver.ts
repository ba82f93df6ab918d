// The last step of taking the prerendered form's place (takeOver.ts), in the commit that shows the
// app's form: anything typed since its render began, the prerendered form closed and gone, the
// focus, caret and scroll where the visitor left them, and a Send they asked for.
import { useEffect, useLayoutEffect, useRef } from 'react'
import type { BookingValues } from '../model'
import { readPrerenderedForm, restoreCaret, restoreScroll, retirePrerenderedForm, type Caret, type PrerenderedState } from './takeOver'

export function useTakeOver(open: boolean, takenOver: PrerenderedState | null, adopt: (values: BookingValues) => void) {
  const content = useRef<HTMLDivElement>(null)
  // Where the dialog puts the focus as it opens (Chakra's initialFocusEl): the visitor's field.
  const focusTarget = useRef<HTMLElement | null>(null)
  const pendingCaret = useRef<{ caret: Caret | null; scrollTop: number } | null>(null)
  const sendAsked = useRef(false)

  useLayoutEffect(() => {
    if (!open) return
    // Read in the same task as the render that took the values: nothing typed in between is lost.
    const now = takenOver ? readPrerenderedForm(document) : null
    // Closed before the caret is placed: closing a modal <dialog> gives the focus back to the Book tapped.
    retirePrerenderedForm(document)
    if (!now?.open) return
    adopt(now.values) // a re-render before paint when anything changed
    pendingCaret.current = { caret: now.caret, scrollTop: now.scrollTop }
    sendAsked.current = now.sendAsked
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

  // Send, tapped in the prerendered form, answered by this form's own send and checks, once the
  // form shows the values.
  useEffect(() => {
    if (!sendAsked.current) return
    sendAsked.current = false
    content.current?.querySelector('form')?.requestSubmit()
  })

  return { content, focusTarget }
}
