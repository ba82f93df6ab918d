// A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
// order, no autofill) that form-filling bots tend to complete. A booking with it filled gets the
// normal success screen and is never sent, so the bot learns nothing.
import { chakra } from '@chakra-ui/react'

export const HONEYPOT_NAME = 'website'

export function Honeypot() {
  return (
    <chakra.div aria-hidden="true" position="absolute" left="-10000px" top="auto" width="1px" height="1px" overflow="hidden">
      {/* Not a visitor-facing string: nobody but a bot reads this label, so it is not translated. */}
      <label>
        Website
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </chakra.div>
  )
}

/** The honeypot's value in a submitted form ('' when absent). */
export function honeypotValue(form: HTMLFormElement): string {
  const value = new FormData(form).get(HONEYPOT_NAME)
  return typeof value === 'string' ? value : ''
}
