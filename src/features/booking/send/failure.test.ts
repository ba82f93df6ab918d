// Classifying what @emailjs/browser rejects with: an answer's status, offline, network, timeout, config.
import { describe, expect, it } from 'vitest'
import { EmailConfigError } from './config'
import { OfflineError, SendBusyError, classifySendError } from './failure'

class EmailJSResponseStatus {
  constructor(readonly status: number, readonly text: string) {}
}

describe('classifySendError', () => {
  it.each([400, 403, 413, 429, 451, 500, 503])('an answer with status %i is http with that status', (status) => {
    expect(classifySendError(new EmailJSResponseStatus(status, 'reason'), true)).toEqual({ kind: 'http', status, text: 'reason' })
  })

  it('a fetch TypeError is a network failure online and offline when the browser says so', () => {
    expect(classifySendError(new TypeError('Failed to fetch'), true)).toEqual({ kind: 'network' })
    expect(classifySendError(new TypeError('Failed to fetch'), false)).toEqual({ kind: 'offline' })
  })

  it("the SDK's status-0 'Network Error' placeholder is not an answer", () => {
    expect(classifySendError(new EmailJSResponseStatus(0, 'Network Error'), true)).toEqual({ kind: 'network' })
  })

  it("the SDK's string rejection and a missing VITE_EMAILJS_* are configuration", () => {
    expect(classifySendError('The public key is required. Visit https://dashboard.emailjs.com/admin/account', true))
      .toEqual({ kind: 'config', detail: expect.stringContaining('public key') })
    expect(classifySendError(new EmailConfigError(['VITE_EMAILJS_SERVICE_ID']), true)).toMatchObject({ kind: 'config' })
  })

  it('our own errors keep their kind', () => {
    expect(classifySendError(new SendBusyError(), true)).toEqual({ kind: 'busy' })
    expect(classifySendError(new OfflineError(), true)).toEqual({ kind: 'offline' })
  })

  it('anything else is unknown, or offline when the browser is', () => {
    expect(classifySendError(new Error('boom'), true)).toEqual({ kind: 'unknown' })
    expect(classifySendError(undefined, false)).toEqual({ kind: 'offline' })
  })
})
