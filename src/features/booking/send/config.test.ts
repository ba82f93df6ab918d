// Reading the EmailJS ids: every missing one is named, a blank one counts as missing.
import { describe, expect, it } from 'vitest'
import { EmailConfigError, readEmailConfig } from './config'

const env = {
  VITE_EMAILJS_PUBLIC_KEY: 'pk',
  VITE_EMAILJS_SERVICE_ID: 'service_x',
  VITE_EMAILJS_TEMPLATE_ID: 'template_x',
}

describe('readEmailConfig', () => {
  it('reads the three ids, without an origin by default', () => {
    expect(readEmailConfig(env)).toEqual({ publicKey: 'pk', serviceId: 'service_x', templateId: 'template_x' })
  })

  it('takes an optional origin without a trailing slash', () => {
    expect(readEmailConfig({ ...env, VITE_EMAILJS_ORIGIN: 'http://127.0.0.1:4300/' }).origin).toBe('http://127.0.0.1:4300')
    expect(readEmailConfig({ ...env, VITE_EMAILJS_ORIGIN: '' }).origin).toBeUndefined()
  })

  it('names every missing or blank variable', () => {
    const read = () => readEmailConfig({ VITE_EMAILJS_PUBLIC_KEY: ' ', VITE_EMAILJS_TEMPLATE_ID: 'template_x' })
    expect(read).toThrow(EmailConfigError)
    expect(read).toThrow('EmailJS is not configured: set VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID (see .env.example)')
  })
})
