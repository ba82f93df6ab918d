// Body checks of the outbox, mirroring the EmailJS API's 400 answers.
import { describe, expect, it } from 'vitest'
import { validateSendBody } from './validate.ts'

const accounts = { publicKey: 'pk', serviceId: 'service_x', templateId: 'template_x' }
const good = { lib_version: '4.4.1', user_id: 'pk', service_id: 'service_x', template_id: 'template_x', template_params: { a: 'b' } }
const check = (body: unknown) => validateSendBody(typeof body === 'string' ? body : JSON.stringify(body), accounts)

describe('validateSendBody', () => {
  it('accepts the SDK body', () => {
    expect(check(good)).toEqual({ ok: true, request: good })
  })

  it.each([
    ['malformed JSON', '{"user_id":', 400, /not valid JSON/],
    ['a JSON array', [], 400, /JSON object/],
    ['no user_id', { ...good, user_id: undefined }, 400, /Public Key is required/],
    ['an unknown public key', { ...good, user_id: 'nope' }, 400, /Public Key is invalid/],
    ['an unknown service', { ...good, service_id: 'service_y' }, 400, /service ID is invalid/],
    ['an unknown template', { ...good, template_id: 'template_y' }, 400, /template ID is invalid/],
    ['no template_params', { ...good, template_params: undefined }, 400, /template_params/],
    ['template_params as a string', { ...good, template_params: 'x' }, 400, /template_params/],
    ['over 50 KB of variables', { ...good, template_params: { a: 'x'.repeat(51 * 1024) } }, 413, /50 KB/],
  ])('rejects %s', (_name, body, status, reason) => {
    const verdict = check(body)
    expect(verdict.ok).toBe(false)
    if (!verdict.ok) {
      expect(verdict.status).toBe(status)
      expect(verdict.reason).toMatch(reason)
    }
  })
})
