// What the visitor reads for each SendFailure: the spec's 'Unable to send booking request. Please
// try again' stays the toast's description (docs/spec.md §8); this is the line under it that says why and
// what to do. The spec leaves 451 (headless browser) unhandled: it reads like any refusal here.
import type { MessageKey } from '../../content'
import type { MessageValues } from '../../shared/locale/useT'
import type { SendFailure } from './send'

export type FailureMessage = { key: MessageKey; values?: MessageValues }

export function failureMessage(failure: SendFailure): FailureMessage | null {
  switch (failure.kind) {
    case 'http':
      if (failure.status === 429) return { key: 'booking.errorRateLimited' }
      if (failure.status >= 500) return { key: 'booking.errorServer', values: { status: failure.status } }
      return { key: 'booking.errorRejected', values: { status: failure.status } }
    case 'offline':
      return { key: 'booking.errorOffline' }
    case 'network':
      return { key: 'booking.errorNetwork' }
    case 'config':
      return { key: 'booking.errorConfig' }
    case 'busy':
      return { key: 'booking.errorBusy' }
    case 'unknown':
      return null
  }
}
