// Every way a send can fail, as one tagged value. @emailjs/browser rejects with whatever happened
// underneath (an EmailJSResponseStatus for an HTTP answer, a raw TypeError when fetch fails, a
// plain string for a bad id), so the form would otherwise have to guess; here it is decided once.
import { EmailConfigError } from './config'

export type SendFailure =
  | { kind: 'http'; status: number; text: string }
  | { kind: 'offline' }
  | { kind: 'network' }
  | { kind: 'config'; detail: string }
  | { kind: 'busy' }
  | { kind: 'unknown' }

/** Another tab is sending a booking right now; ours waits rather than risk a second e-mail. */
export class SendBusyError extends Error {
  constructor() {
    super('Another tab is sending a booking')
    this.name = 'SendBusyError'
  }
}

/** The browser says it has no network; nothing was sent. */
export class OfflineError extends Error {
  constructor() {
    super('The browser is offline')
    this.name = 'OfflineError'
  }
}

function isResponseStatus(error: unknown): error is { status: number; text: string } {
  if (typeof error !== 'object' || error === null) return false
  const { status, text } = error as { status?: unknown; text?: unknown }
  return typeof status === 'number' && typeof text === 'string'
}

export function classifySendError(error: unknown, online = typeof navigator === 'undefined' || navigator.onLine): SendFailure {
  if (error instanceof OfflineError) return { kind: 'offline' }
  if (error instanceof SendBusyError) return { kind: 'busy' }
  if (error instanceof EmailConfigError) return { kind: 'config', detail: error.message }
  // The SDK's own checks (a missing public key, service or template id) reject with a string.
  if (typeof error === 'string') return { kind: 'config', detail: error }
  // EmailJSResponseStatus with status 0 is the SDK's "Network Error" placeholder, not an answer.
  if (isResponseStatus(error) && error.status > 0) return { kind: 'http', status: error.status, text: error.text }
  if (error instanceof TypeError || isResponseStatus(error)) return online ? { kind: 'network' } : { kind: 'offline' }
  return online ? { kind: 'unknown' } : { kind: 'offline' }
}
