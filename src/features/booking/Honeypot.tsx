// A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
// order) that form-filling bots tend to complete. Its name and label mean nothing to autofill and
// password managers (a field named like "website", "email" or "name" gets filled for real visitors),
// and a booking with it filled is still sent, marked doubtful for the shop (templateParams.ts): no
// signal a real browser can trigger ever drops a booking.
import { chakra } from '@chakra-ui/react'

export const HONEYPOT_NAME = 'pmr_leave_empty'

/** `id`: the prerendered form's copy has its own, as the app's form may be in the page beside it. */
export function Honeypot({ id = HONEYPOT_NAME }: { id?: string }) {
  return (
    // top 0, not its place in the flow: an absolute box far down the form would make the dialog's
    // fixed positioner scrollable, and a focused field could then scroll the whole dialog up,
    // its title off the screen and the toasts over its content.
    <chakra.div aria-hidden="true" position="absolute" left="-10000px" top="0" width="1px" height="1px" overflow="hidden">
      {/* Not a visitor-facing string: nobody but a bot reads this label, so it is not translated. */}
      <label>
        Leave empty
        <input type="text" name={HONEYPOT_NAME} id={id} tabIndex={-1} autoComplete="off" data-1p-ignore data-lpignore="true" defaultValue="" />
      </label>
    </chakra.div>
  )
}

/** The honeypot's value in a submitted form ('' when absent). */
export function honeypotValue(form: HTMLFormElement): string {
  const value = new FormData(form).get(HONEYPOT_NAME)
  return typeof value === 'string' ? value : ''
}

/** Puts `value` in the honeypot within `container`: what a bot typed into the prerendered form's. */
export function fillHoneypot(container: ParentNode, value: string): void {
  const input = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`)
  if (input) input.value = value
}
