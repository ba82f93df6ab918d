// The booking form's prerendered twin: a native <dialog> after #root in each language's document,
// opened by the inline loader on a Book tap made before the app runs, and taken over by the app's
// form once it opens (docs/decisions/form-answers-before-the-app.md). The names both sides share.

/** The id of the prerendered <dialog>. */
export const PRERENDERED_FORM_ID = 'booking-form-ready'

/** On the <dialog> once the visitor has typed or chosen anything in it. */
export const FORM_TOUCHED_ATTRIBUTE = 'data-touched'

/**
 * On the <dialog> once the visitor has asked to send it with the required fields filled: when they
 * did (Date.now()). The app's form sends as it takes over, timing the too-fast guard to that tap.
 */
export const FORM_SEND_ASKED_ATTRIBUTE = 'data-send-asked'

/** On the <dialog>: the booking reference of its values (the draft's, or a new one). */
export const FORM_REFERENCE_ATTRIBUTE = 'data-reference'

/** On the <dialog>: when it was opened last (Date.now()), for the too-fast-to-be-a-person guard. */
export const FORM_OPENED_AT_ATTRIBUTE = 'data-opened-at'

/** Marks the prerendered form's required-fields toast (hidden until a Send finds a field missing). */
export const FORM_TOAST_ATTRIBUTE = 'data-form-toast'

/**
 * Marks a required field's message in the prerendered form, by the field's name: hidden until a
 * Send finds the field blank, as the app's form shows its own.
 */
export const FORM_REQUIRED_MESSAGE_ATTRIBUTE = 'data-required-message'

/**
 * On the hotel field's box in the prerendered form: the delivery choices (area ids, space-separated)
 * that need a place to deliver to (rules/delivery/needsPlace.ts), so the loader answers a Send
 * without the content.
 */
export const FORM_DELIVERY_AREAS_ATTRIBUTE = 'data-delivery-areas'

/** On each of the toast's two texts: `required` (the spec's required fields) or `place` (a delivery's place). */
export const FORM_TOAST_SAYS_ATTRIBUTE = 'data-says'

/** Marks the <dialog>'s close button. */
export const FORM_CLOSE_ATTRIBUTE = 'data-form-close'

/** Marks the scrolling part of both forms (the fields and notes). */
export const FORM_BODY_ATTRIBUTE = 'data-form-body'

/**
 * A field of either form brought a third of the way down its scrolling body (below the toasts at
 * the top) and focused: the first required field a Send found blank. The body alone scrolls:
 * scrollIntoView would also move the page behind.
 */
export function focusInFormBody(field: HTMLElement): void {
  const body = field.closest<HTMLElement>(`[${FORM_BODY_ATTRIBUTE}]`)
  if (body) {
    const offset = field.getBoundingClientRect().top - body.getBoundingClientRect().top
    body.scrollTo?.({ top: body.scrollTop + offset - body.clientHeight / 3 })
  }
  field.focus({ preventScroll: true })
}

/** The attribute that greys out an empty select or date field, as in the app's form. */
export const EMPTY_ATTRIBUTE = 'data-empty'

/** The prerendered form, while it is in the page. */
export function prerenderedForm(doc: Document): HTMLDialogElement | null {
  return doc.getElementById(PRERENDERED_FORM_ID) as HTMLDialogElement | null
}
