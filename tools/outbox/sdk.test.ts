// The real @emailjs/browser 4.4.1 SDK against the outbox: what the site sends is what gets stored.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TEST_ACCOUNTS, setupOutbox } from './testOutbox.ts'

const outbox = setupOutbox()
const params = { to_name: 'Shop', customer_name: 'สมชาย 王', message: 'Bike: Honda PCX 150\nNotes: None' }

// send() reads location.pathname for its rate limiter even when no limit is set; Node has no location.
beforeAll(() => void vi.stubGlobal('location', { pathname: '/' }))
afterAll(() => void vi.unstubAllGlobals())

describe('@emailjs/browser send() against the outbox', () => {
  it('posts the SDK body (lib_version 4.4.1) and the outbox stores exactly the params', async () => {
    const emailjs = await import('@emailjs/browser')
    emailjs.init({ publicKey: TEST_ACCOUNTS.publicKey, origin: outbox.url })
    const result = await emailjs.send(TEST_ACCOUNTS.serviceId, TEST_ACCOUNTS.templateId, params)
    expect(result).toMatchObject({ status: 200, text: 'OK' })

    const emails = await outbox.mailbox.list()
    expect(emails).toHaveLength(1)
    expect(emails[0].request).toEqual({
      lib_version: '4.4.1',
      user_id: TEST_ACCOUNTS.publicKey,
      service_id: TEST_ACCOUNTS.serviceId,
      template_id: TEST_ACCOUNTS.templateId,
      template_params: params,
    })
  })

  it('rejects with the status and the reason text for an unknown service', async () => {
    const emailjs = await import('@emailjs/browser')
    emailjs.init({ publicKey: TEST_ACCOUNTS.publicKey, origin: outbox.url })
    await expect(emailjs.send('service_nope', TEST_ACCOUNTS.templateId, params)).rejects.toMatchObject({
      status: 400,
      text: expect.stringContaining('The service ID is invalid'),
    })
    expect(await outbox.mailbox.list()).toEqual([])
  })
})
