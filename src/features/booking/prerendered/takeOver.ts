// The app's form takes the place of the prerendered one (src/shared/prerenderedForm.ts) when it
// opens: with every value typed there (the hidden anti-bot field's too), the focus and caret where
// they were, a Send already asked for and the required-fields toast if it is up; then the
// prerendered form leaves the page, so each field exists once.
import { FIELDS } from '../draft'
import { HONEYPOT_NAME } from '../Honeypot'
import type { BookingField, BookingValues } from '../model'
import { formField, formValues, type FormField } from './formFields'
import {
  FORM_BODY_ATTRIBUTE,
  FORM_OPENED_AT_ATTRIBUTE,
  FORM_REFERENCE_ATTRIBUTE,
  FORM_SEND_ASKED_ATTRIBUTE,
  FORM_TOAST_ATTRIBUTE,
  FORM_TOAST_SAYS_ATTRIBUTE,
  FORM_TOUCHED_ATTRIBUTE,
  prerenderedForm,
} from '../../../shared/prerenderedForm'

export type Caret = { field: BookingField; start: number | null; end: number | null }

export type PrerenderedState = {
  /** Open now: the app's form takes its place as it is, bike included. */
  open: boolean
  values: BookingValues
  reference: string | null
  /** The field the visitor is in, with the caret or selection in it. */
  caret: Caret | null
  /** When the visitor tapped Send there (Date.now()), if they did and it is open. */
  sendAskedAt: number | null
  /** The spec's required-fields toast is up there (a Send found a field missing). */
  requiredShown: boolean
  /** Its toast is up saying a delivery needs the place to deliver to. */
  placeShown: boolean
  /** What the hidden anti-bot field holds ('' from a person). */
  honeypot: string
  /** When the visitor opened it (Date.now()): the form has been open since then. */
  openedAt: number | null
  /** How far the visitor scrolled the form's fields. */
  scrollTop: number
}

function selectionOf(field: FormField): Pick<Caret, 'start' | 'end'> {
  try {
    // Selects and date fields have no caret (and throw or answer null).
    return 'selectionStart' in field && field.type !== 'date' ? { start: field.selectionStart, end: field.selectionEnd } : { start: null, end: null }
  } catch {
    return { start: null, end: null }
  }
}

/** Which text the prerendered form's toast shows (`required` or `place`), or null when it is not up. */
function toastSays(dialog: HTMLDialogElement): string | null {
  const toast = dialog.querySelector<HTMLElement>(`[${FORM_TOAST_ATTRIBUTE}]`)
  if (!dialog.open || !toast || toast.hidden) return null
  return toast.querySelector(`[${FORM_TOAST_SAYS_ATTRIBUTE}]:not([hidden])`)?.getAttribute(FORM_TOAST_SAYS_ATTRIBUTE) ?? null
}

/** What the prerendered form holds, when the visitor used it (it is open, or was typed in); null otherwise. */
export function readPrerenderedForm(doc: Document): PrerenderedState | null {
  const dialog = prerenderedForm(doc)
  const form = dialog?.querySelector('form')
  if (!dialog || !form || !(dialog.open || dialog.hasAttribute(FORM_TOUCHED_ATTRIBUTE))) return null
  const values = formValues(form)
  const active = doc.activeElement
  const focused = FIELDS.find((name) => formField(form, name) === active)
  return {
    open: dialog.open,
    values,
    reference: dialog.getAttribute(FORM_REFERENCE_ATTRIBUTE),
    caret: focused ? { field: focused, ...selectionOf(active as FormField) } : null,
    sendAskedAt: (dialog.open && Number(dialog.getAttribute(FORM_SEND_ASKED_ATTRIBUTE))) || null,
    requiredShown: toastSays(dialog) === 'required',
    placeShown: toastSays(dialog) === 'place',
    honeypot: (form.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null)?.value ?? '',
    openedAt: Number(dialog.getAttribute(FORM_OPENED_AT_ATTRIBUTE)) || null,
    scrollTop: dialog.querySelector(`[${FORM_BODY_ATTRIBUTE}]`)?.scrollTop ?? 0,
  }
}

/** The fields scrolled as far as in the prerendered form (within `content`). */
export function restoreScroll(content: HTMLElement, scrollTop: number): void {
  const body = content.querySelector(`[${FORM_BODY_ATTRIBUTE}]`)
  if (body) body.scrollTop = scrollTop
}

/** Puts the focus and caret into the app's field of the same name (within `content`). */
export function restoreCaret(content: HTMLElement, caret: Caret): HTMLElement | null {
  const field = content.querySelector<FormField>(`[name="${caret.field}"]`)
  if (!field) return null
  field.focus({ preventScroll: true })
  if (caret.start !== null && 'setSelectionRange' in field) {
    try {
      field.setSelectionRange(caret.start, caret.end ?? caret.start)
    } catch {
      // a field type without a caret
    }
  }
  return field
}

/** The prerendered form leaves the page: the app's form is the form from now on. */
export function retirePrerenderedForm(doc: Document): void {
  const dialog = prerenderedForm(doc)
  if (!dialog) return
  if (dialog.open) dialog.close()
  dialog.remove()
}
