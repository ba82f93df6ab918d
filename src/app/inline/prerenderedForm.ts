// The booking form before the app runs (src/shared/prerenderedForm.ts): the inline loader opens the
// prerendered <dialog> on a Book tap, so the form shows in the frame after the tap with fields that
// take input at once, however long the app still takes to start. What the visitor types is kept in
// the form's sessionStorage draft as they type (the same draft the app's form reads), so a reload
// into a new release or the way out loses nothing. A Send answers as the app's form would: with a
// required field empty (or a delivery area and no place), the spec's toast at once; otherwise it is remembered, looking busy, and the
// app's form sends it (with its own checks) as it takes the values over, with the focus, when it
// opens (features/booking/prerendered/takeOver.ts).
import { decodeDraft, DRAFT_KEY, encodeDraft, isBlankDraft } from '../../features/booking/draft'
import { missingRequiredFields, REQUIRED_FIELDS, type BookingField, type BookingValues } from '../../features/booking/model'
import { formField, formFields, formValues, type FormField } from '../../features/booking/prerendered/formFields'
import { makeBookingReference } from '../../features/booking/reference'
import {
  EMPTY_ATTRIBUTE,
  FORM_CLOSE_ATTRIBUTE,
  FORM_DELIVERY_AREAS_ATTRIBUTE,
  FORM_OPENED_AT_ATTRIBUTE,
  FORM_REFERENCE_ATTRIBUTE,
  FORM_REQUIRED_MESSAGE_ATTRIBUTE,
  FORM_SEND_ASKED_ATTRIBUTE,
  FORM_TOAST_ATTRIBUTE,
  FORM_TOAST_SAYS_ATTRIBUTE,
  FORM_TOUCHED_ATTRIBUTE,
  focusInFormBody,
  prerenderedForm,
} from '../../shared/prerenderedForm'
import { clearPendingControl, markPending } from '../../lib/pendingControl'
import { deliversTo, needsPlace } from '../../../rules/delivery/needsPlace'

/** A select or a date field with no value looks like a placeholder, as in the app's form. */
function markEmpty(field: FormField): void {
  if (field.type === 'date' || field.tagName === 'SELECT') field.toggleAttribute(EMPTY_ATTRIBUTE, field.value === '')
}

/**
 * A required field marked blank (invalid, its message shown and named as its error) or not, as
 * Chakra's Field marks the app's form's after a Send (useBookingSubmit.ts).
 */
function markBlank(form: HTMLFormElement, name: BookingField, blank: boolean): void {
  const field = formField(form, name)
  const message = form.querySelector<HTMLElement>(`[${FORM_REQUIRED_MESSAGE_ATTRIBUTE}="${name}"]`)
  if (!field || !message) return
  message.hidden = !blank
  for (const [attribute, value] of [['aria-invalid', 'true'], ['aria-errormessage', message.id]]) {
    if (blank) field.setAttribute(attribute, value)
    else field.removeAttribute(attribute)
  }
}

/** The delivery areas as the prerender wrote them (ids only: needsPlace asks no more of them). */
function areasOf(form: HTMLFormElement) {
  const ids = form.querySelector(`[${FORM_DELIVERY_AREAS_ATTRIBUTE}]`)?.getAttribute(FORM_DELIVERY_AREAS_ATTRIBUTE) ?? ''
  return ids.split(' ').filter(Boolean).map((id) => ({ id, fee: 0, freeFromDays: null }))
}

/** The hotel field required exactly while a delivery area is chosen, as in the app's form. */
function markPlaceRequired(form: HTMLFormElement, areas: ReturnType<typeof areasOf>): void {
  const hotel = formField(form, 'hotel')
  if (deliversTo(formValues(form).delivery, areas)) hotel?.setAttribute('aria-required', 'true')
  else hotel?.removeAttribute('aria-required')
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

/** As long as the app's toaster shows an error toast (zag's default for the type). */
const TOAST_MS = 5000

/** What each open and the way out reach of a wired form. */
type Wired = {
  /** The open's: runs when the visitor closes the form. */
  onClosedByVisitor: () => void
  /** Forgets a Send asked for, and hides the toast. */
  forget: () => void
}

// Per dialog, not per page: a test's documents come and go in one module.
const wired = new WeakMap<HTMLDialogElement, Wired>()

/**
 * Wired once: typing keeps the draft; a Send with a required field empty shows the spec's toast
 * (anew at each Send, as the app's form dismisses its toast and makes another) for TOAST_MS;
 * otherwise it is remembered (the app's form sends on taking over) and looks busy. The close
 * button, a tap beside the form, Escape or a phone's back gesture close it, as they close the
 * app's, and the open's `onClosedByVisitor` runs, so nothing opens the form again by itself.
 */
function wire(win: typeof window, dialog: HTMLDialogElement, form: HTMLFormElement): Wired {
  fillFromDraft(win, dialog, form)
  const areas = areasOf(form)
  markPlaceRequired(form, areas)
  // After a Send with a required field blank (or a delivery with no place): those fields say so, live, as in the app's form.
  let requiredShown = false
  let placeShown = false
  const edited = (event: Event) => {
    markEmpty(event.target as FormField)
    const name = (event.target as FormField).name as BookingField
    if (requiredShown && (REQUIRED_FIELDS as readonly string[]).includes(name)) markBlank(form, name, missingRequiredFields(formValues(form)).includes(name))
    if (name === 'delivery') markPlaceRequired(form, areas)
    if (placeShown && (name === 'delivery' || name === 'hotel')) markBlank(form, 'hotel', needsPlace(formValues(form), areas))
    dialog.setAttribute(FORM_TOUCHED_ATTRIBUTE, '')
    saveDraft(win, dialog, form)
  }
  form.addEventListener('input', edited)
  form.addEventListener('change', edited)
  const send = form.querySelector('[type=submit]')!
  const toast = dialog.querySelector<HTMLElement>(`[${FORM_TOAST_ATTRIBUTE}]`)!
  let toastTimer = 0
  const texts = toast.querySelectorAll<HTMLElement>(`[${FORM_TOAST_SAYS_ATTRIBUTE}]`)
  const showToast = (show: boolean, says = 'required') => {
    win.clearTimeout(toastTimer)
    toast.hidden = true
    if (!show) return
    for (const text of texts) text.hidden = text.getAttribute(FORM_TOAST_SAYS_ATTRIBUTE) !== says
    void toast.offsetWidth // seen hidden: its slide in runs again
    toast.hidden = false
    toastTimer = win.setTimeout(showToast, TOAST_MS, false)
  }
  toast.querySelector('button')!.addEventListener('click', () => showToast(false))
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    // docs/spec.md §5, the app's form's first check; one answer on screen at a time.
    const missing = missingRequiredFields(formValues(form))
    // Then, as the app's form: a delivery needs the place to deliver to (rules/delivery/needsPlace.ts).
    const place = missing.length === 0 && needsPlace(formValues(form), areas)
    showToast(missing.length > 0 || place, place ? 'place' : 'required')
    requiredShown ||= missing.length > 0
    placeShown ||= place
    if (requiredShown) for (const name of REQUIRED_FIELDS) markBlank(form, name, missing.includes(name))
    if (placeShown) markBlank(form, 'hotel', place)
    const first = missing.length > 0 ? formField(form, missing[0]) : place ? formField(form, 'hotel') : null
    if (first) focusInFormBody(first)
    if (first) return
    dialog.setAttribute(FORM_SEND_ASKED_ATTRIBUTE, String(Date.now()))
    markPending(send)
  })
  const state: Wired = {
    onClosedByVisitor: () => undefined,
    // Closed, by the visitor or for the way out: the next open must not send what the visitor may
    // since have phoned in.
    forget: () => {
      dialog.removeAttribute(FORM_SEND_ASKED_ATTRIBUTE)
      clearPendingControl(send)
      showToast(false)
    },
  }
  const closedByVisitor = () => {
    state.forget()
    state.onClosedByVisitor()
  }
  const close = () => {
    dialog.close()
    closedByVisitor()
  }
  dialog.addEventListener('cancel', closedByVisitor) // Escape, or a phone's back gesture
  dialog.querySelector(`[${FORM_CLOSE_ATTRIBUTE}]`)?.addEventListener('click', close)
  // The form's box is the form's parent (the form itself has no box); around it, the backdrop
  // (and the toast, which is not beside the form).
  const box = form.parentElement!
  dialog.addEventListener('click', (event) => {
    const target = event.target as Node
    if (!box.contains(target) && !toast.contains(target)) close()
  })
  return state
}

/**
 * Opens the prerendered form with `bikeId` chosen (none: Book Now), as the app's form opens.
 * False where the page has none (404.html, or the app took it over) or the browser has no modal
 * <dialog>: the app's form then answers the tap when it can.
 */
export function openPrerenderedForm(win: typeof window, bikeId: string | null, onClosedByVisitor: () => void): boolean {
  const dialog = prerenderedForm(win.document)
  const form = dialog?.querySelector('form')
  if (!dialog || !form || typeof dialog.showModal !== 'function') return false
  if (!wired.has(dialog)) wired.set(dialog, wire(win, dialog, form))
  wired.get(dialog)!.onClosedByVisitor = onClosedByVisitor
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

/** Closes the prerendered form for the way out (values stay in it and in the draft; a Send asked for does not). */
export function closePrerenderedForm(doc: Document): void {
  const dialog = prerenderedForm(doc)
  if (!dialog?.open) return
  dialog.close()
  wired.get(dialog)?.forget()
}
