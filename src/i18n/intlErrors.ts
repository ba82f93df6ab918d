// react-intl reports every missing message on every render; a production console would drown.
// Report each distinct problem once. The visible fallback (the key itself) is react-intl's own.
import type { IntlConfig } from 'react-intl'

const seen = new Set<string>()

export const handleIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (seen.has(error.message)) return
  seen.add(error.message)
  if (error.code === 'MISSING_TRANSLATION') console.warn(error.message)
  else console.error(error)
}

/** Tests only: forget what was reported so each test sees its own first report. */
export function resetIntlErrorsForTests(): void {
  seen.clear()
}
