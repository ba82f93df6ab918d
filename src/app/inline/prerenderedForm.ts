// The booking form before the app runs (src/shared/prerenderedForm.ts): the inline loader opens the
// prerendered <dialog> on a Book tap, so the form shows in the frame after the tap with fields that
// take input at once, however long the app still takes to start. What the visitor types is kept in
// the form's sessionStorage draft as they type (the same draft the app's form reads), so a reload
// into a new release or the way out loses nothing; the app's form takes the values over, with the
// focus and a Send already asked for, when it opens (features/booking/prerendered/takeOver.ts).
import { decodeDraft, DRAFT_KEY, encodeDraft, isBlankDraft } from '../../features/booking/draft'
import type { BookingValues } from '../../features/booking/model'
import { formFields, formValues, type FormField } from '../../features/booking/prerendered/formFields'
import { makeBookingReference } from '../../features/booking/reference'
import {
  EMPTY_ATTRIBUTE,
  FORM_CLOSE_ATTRIBUTE,
  FORM_OPENED_AT_ATTRIBUTE,
  FORM_REFERENCE_ATTRIBUTE,
  FORM_SEND_ASKED_ATTRIBUTE,
  FORM_TOUCHED_ATTRIBUTE,
  prerenderedForm,
} from '../../shared/prerenderedForm'
import { clearPendingControl, markPending } from '../../lib/pendingControl'

/** A select or a date field with no value looks like a placeholder, as in the app's form. */
function markEmpty(field: FormField): void {
  if (field.type === 'date' || field.tagName === 'SELECT') field.toggleAttribute(EMPTY_ATTRIBUTE, field.value === '')
}

function storage(win: typeof window): Storage | null {
  try {
    return win.sessionStorage
  } catch {
    return null // blocked: the form works without a draft
  }
}

function saveDraft(win: typeof window, dialog: HTMLDialogElement, form: HTMLFormElement): void {
  const values = formValues(form)
  const reference = dialog.getAttribute(FORM_REFERENCE_ATTRIBUTE)!
  try {
    if (isBlankDraft(values)) storage(win)?.removeItem(DRAFT_KEY)
    else storage(win)?.setItem(DRAFT_KEY, encodeDraft({ values, reference }, Date.now()))
  } catch {
    // full: the values stay in the form
  }
}

/** The draft a reload or an earlier open left in this tab, into the form; a new reference otherwise. */
function fillFromDraft(win: typeof window, dialog: HTMLDialogElement, form: HTMLFormElement): void {
  let draft = null
  try {
    draft = decodeDraft(storage(win)?.getItem(DRAFT_KEY) ?? null, Date.now())
  } catch {
    // unreadable: a fresh form
  }
  dialog.setAttribute(FORM_REFERENCE_ATTRIBUTE, draft?.reference ?? makeBookingReference())
  if (draft) for (const field of formFields(form)) field.value = draft.values[field.name as keyof BookingValues]
}

/**
 * Wired once: typing keeps the draft; Send is remembered (the app's form sends on taking over) and
 * looks busy; the close button, a tap beside the form, Escape or a phone's back gesture close it,
 * as they close the app's, and the open's `onClosedByVisitor` runs, so nothing opens the form again
 * by itself.
 */
function wire(win: typeof window, dialog: HTMLDialogElement, form: HTMLFormElement): void {
  fillFromDraft(win, dialog, form)
  const edited = (event: Event) => {
    markEmpty(event.target as FormField)
    dialog.setAttribute(FORM_TOUCHED_ATTRIBUTE, '')
    saveDraft(win, dialog, form)
  }
  form.addEventListener('input', edited)
  form.addEventListener('change', edited)
  const send = form.querySelector('[type=submit]')!
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    dialog.setAttribute(FORM_SEND_ASKED_ATTRIBUTE, '')
    markPending(send)
  })
  const closedByVisitor = () => {
    dialog.removeAttribute(FORM_SEND_ASKED_ATTRIBUTE)
    clearPendingControl(send)
    closeHandlers.get(dialog)?.()
  }
  const close = () => {
    dialog.close()
    closedByVisitor()
  }
  dialog.addEventListener('cancel', closedByVisitor) // Escape, or a phone's back gesture
  dialog.querySelector(`[${FORM_CLOSE_ATTRIBUTE}]`)?.addEventListener('click', close)
  // The form's box is the form's parent (the form itself has no box); around it, the backdrop.
  const box = form.parentElement!
  dialog.addEventListener('click', (event) => {
    if (!box.contains(event.target as Node)) close()
  })
}

// Per dialog, not per page: a test's documents come and go in one module.
const closeHandlers = new WeakMap<HTMLDialogElement, () => void>()

/**
 * Opens the prerendered form with `bikeId` chosen (none: Book Now), as the app's form opens.
 * False where the page has none (404.html, or the app took it over) or the browser has no modal
 * <dialog>: the app's form then answers the tap when it can.
 */
export function openPrerenderedForm(win: typeof window, bikeId: string | null, onClosedByVisitor: () => void): boolean {
  const dialog = prerenderedForm(win.document)
  const form = dialog?.querySelector('form')
  if (!dialog || !form || typeof dialog.showModal !== 'function') return false
  if (!closeHandlers.has(dialog)) wire(win, dialog, form)
  closeHandlers.set(dialog, onClosedByVisitor)
  const bike = form.elements.namedItem('bike') as HTMLSelectElement
  // Each open chooses the bike of the Book tapped (Book Now: none), as the app's form does; a bike
  // that cannot be booked (rented) is left unchosen.
  bike.value = bikeId ?? ''
  if (bike.selectedIndex < 0 || bike.selectedOptions[0]?.disabled) bike.value = ''
  formFields(form).forEach(markEmpty)
  if (!dialog.open) {
    dialog.setAttribute(FORM_OPENED_AT_ATTRIBUTE, String(Date.now()))
    dialog.showModal()
    // The first field, as the app's dialog does: the browser's own choice is the fields' scrolling
    // box (Chromium counts a scroller as focusable), outlined with no field in it.
    bike.focus({ preventScroll: true })
  }
  saveDraft(win, dialog, form)
  return true
}

/** Closes the prerendered form for the way out (values stay in it and in the draft). */
export function closePrerenderedForm(doc: Document): void {
  const dialog = prerenderedForm(doc)
  if (dialog?.open) dialog.close()
}
