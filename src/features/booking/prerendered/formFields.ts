// The prerendered form's fields by the booking's field names: read by the inline loader as the
// visitor types (the draft) and by the app's form as it takes over.
import { FIELDS } from '../draft'
import type { BookingField, BookingValues } from '../model'

export type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export function formField(form: HTMLFormElement, name: BookingField): FormField | null {
  return form.elements.namedItem(name) as FormField | null
}

/** Every field the form has. */
export function formFields(form: HTMLFormElement): FormField[] {
  return FIELDS.map((name) => formField(form, name)).filter((field): field is FormField => field !== null)
}

/** The form's values, '' for a field it lacks. */
export function formValues(form: HTMLFormElement): BookingValues {
  return Object.fromEntries(FIELDS.map((name) => [name, formField(form, name)?.value ?? ''])) as BookingValues
}
