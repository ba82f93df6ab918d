// The outbox over real HTTP on 127.0.0.1: EmailJS's endpoint, CORS, checks, storage and the index page.
import { readdir } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { SEND_PATH } from './app.ts'
import { TEST_ACCOUNTS, setupOutbox } from './testOutbox.ts'

const outbox = setupOutbox()
const body = (params: Record<string, unknown> = { customer_name: 'Ann <b>', selected_bike: 'Honda PCX 150', booking_reference: 'PMR-2611-7KQ2' }) => ({
  lib_version: '4.4.1',
  user_id: TEST_ACCOUNTS.publicKey,
  service_id: TEST_ACCOUNTS.serviceId,
  template_id: TEST_ACCOUNTS.templateId,
  template_params: params,
})
const post = (payload: unknown) =>
  fetch(outbox.url + SEND_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:5173' },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })

describe('outbox server', () => {
  it('lets no other web page read or delete the stored bookings, nor post to it', async () => {
    await post(body())
    const foreign = { Origin: 'https://evil.example' }
    const read = await fetch(`${outbox.url}/api/outbox`, { headers: foreign })
    expect(read.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await fetch(`${outbox.url}/api/outbox`, { method: 'OPTIONS', headers: { ...foreign, 'Access-Control-Request-Method': 'DELETE' } })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull()
    const local = await fetch(`${outbox.url}/api/outbox`, { headers: { Origin: 'http://127.0.0.1:5173' } })
    expect(local.headers.get('access-control-allow-origin')).toBeNull()
    const sendPreflight = await fetch(outbox.url + SEND_PATH, { method: 'OPTIONS', headers: { ...foreign, 'Access-Control-Request-Method': 'POST' } })
    expect(sendPreflight.headers.get('access-control-allow-origin')).toBeNull()
    expect(await outbox.mailbox.list()).toHaveLength(1)
  })

  it('answers the CORS preflight the browser sends before a JSON POST', async () => {
    const res = await fetch(outbox.url + SEND_PATH, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173')
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type')
  })

  it('stores a valid send as .html + .json and answers 200 OK as text/plain', async () => {
    const res = await post(body())
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('OK')
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')

    const files = (await readdir(outbox.dir)).sort()
    expect(files).toHaveLength(2)
    expect(files[0]).toMatch(/\.html$/)
    expect(files[1]).toMatch(/\.json$/)
    const [email] = await outbox.mailbox.list()
    expect(email.request).toEqual(body())
    const html = await (await fetch(`${outbox.url}/emails/${email.id}.html`)).text()
    expect(html).toContain('Ann &lt;b&gt;')
    expect(html).not.toContain('Ann <b>')
    expect(email.subject).toBe('New booking request: Honda PCX 150 for Ann &lt;b&gt; (PMR-2611-7KQ2)')
  })

  it("with a reply_to address, also stores the visitor's confirmation, as EmailJS's auto-reply sends it", async () => {
    const params = {
      customer_name: '王小明', selected_bike: 'Yamaha NMAX 155', booking_reference: 'PMR-0112-7KQ2', reply_to: 'ming@example.com',
      reply_language: 'zh-Hans', reply_subject: '您在 Phuket Moto Rental 的预订请求 PMR-0112-7KQ2', reply_greeting: '王小明，您好！',
      reply_summary: '预订编号：PMR-0112-7KQ2\n车型：Yamaha NMAX 155', reply_next_steps: '接下来<b>', reply_contact: '有疑问？',
    }
    expect((await post(body(params))).status).toBe(200)
    const [reply, shop] = await outbox.mailbox.list()
    expect(shop).toMatchObject({ kind: 'shop', subject: 'New booking request: Yamaha NMAX 155 for 王小明 (PMR-0112-7KQ2)' })
    expect(shop.to).toBeUndefined()
    expect(reply).toMatchObject({ kind: 'auto-reply', to: 'ming@example.com', subject: params.reply_subject, request: body(params) })
    const html = await (await fetch(`${outbox.url}/emails/${reply.id}.html`)).text()
    expect(html).toContain('<html lang="zh-Hans">')
    expect(html).toContain('车型：Yamaha NMAX 155')
    expect(html).toContain('接下来&lt;b&gt;')
    const page = await (await fetch(outbox.url + '/')).text()
    expect(page).toContain('the visitor, ming@example.com (auto-reply)')
  })

  it.each([['no reply_to', {}], ['an empty reply_to', { reply_to: '' }], ['a blank reply_to', { reply_to: '  ' }]])(
    'with %s, stores the shop e-mail only',
    async (_name, extra) => {
      expect((await post(body({ customer_name: 'Ann', selected_bike: 'A', reply_subject: 'x', ...extra }))).status).toBe(200)
      expect((await outbox.mailbox.list()).map((email) => email.kind)).toEqual(['shop'])
    },
  )

  describe("the shop's Auto-Reply setting (off, fixed receipt, full confirmation)", () => {
    const setMode = (mode: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
      fetch(`${outbox.url}/api/outbox/auto-reply`, { method: 'PUT', headers, body: JSON.stringify({ mode }) })
    // A caller holding the public key writes every parameter, addressed to someone else.
    const hostile = {
      customer_name: 'Ann', selected_bike: 'Honda PCX 150', booking_reference: 'Visit https://phish.example now', reply_to: 'victim@example.com',
      reply_language: 'en', reply_subject: 'Your parcel is held: pay at https://phish.example', reply_greeting: 'Dear customer, click https://phish.example',
      reply_summary: 'Account suspended', reply_next_steps: 'Pay now', reply_contact: 'https://phish.example',
    }
    afterEach(async () => expect((await setMode('full')).status).toBe(204))

    it('off: the shop gets its e-mail and nothing goes to the address the request names', async () => {
      expect((await setMode('off')).status).toBe(204)
      expect(await (await fetch(`${outbox.url}/api/outbox/auto-reply`)).json()).toEqual({ mode: 'off' })
      expect((await post(body(hostile))).status).toBe(200)
      expect((await outbox.mailbox.list()).map((email) => email.kind)).toEqual(['shop'])
    })

    it("fixed: the receipt goes to the address, with its own subject and words and none of the caller's", async () => {
      expect((await setMode('fixed')).status).toBe(204)
      expect((await post(body(hostile))).status).toBe(200)
      const [reply, shop] = await outbox.mailbox.list()
      expect(shop.kind).toBe('shop')
      expect(reply).toMatchObject({ kind: 'auto-reply', to: 'victim@example.com', subject: 'Booking request received · 已收到预订申请 · ได้รับคำขอจองแล้ว · Заявка получена' })
      const html = await (await fetch(`${outbox.url}/emails/${reply.id}.html`)).text()
      expect(html).toContain('your booking request has reached us')
      expect(html).not.toMatch(/phish|Dear customer|Account suspended|Pay now|Ann/)
    })

    it('full: the caller writes every word of the e-mail to the address it names (why the guide warns)', async () => {
      expect((await post(body(hostile))).status).toBe(200)
      const [reply] = await outbox.mailbox.list()
      expect(reply).toMatchObject({ kind: 'auto-reply', to: 'victim@example.com', subject: hostile.reply_subject })
      expect(await (await fetch(`${outbox.url}/emails/${reply.id}.html`)).text()).toContain('Dear customer, click https://phish.example')
    })

    it('takes only a known mode, as JSON, so no other web page can switch it (a JSON PUT needs a CORS answer it never gets)', async () => {
      expect((await setMode('on')).status).toBe(400)
      expect((await setMode('off', { 'Content-Type': 'text/plain' })).status).toBe(415)
      const preflight = await fetch(`${outbox.url}/api/outbox/auto-reply`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'PUT' } })
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
      expect(await (await fetch(`${outbox.url}/api/outbox/auto-reply`)).json()).toEqual({ mode: 'full' })
    })

    it("shows on its page what to type in EmailJS's dashboard for each choice, marking its own", async () => {
      expect((await setMode('fixed')).status).toBe(204)
      const page = await (await fetch(outbox.url + '/')).text()
      expect(page).toContain('EmailJS settings to type in the dashboard')
      expect(page).toContain('<th class="current">Fixed receipt (this outbox)</th>')
      expect(page).toContain('tools/outbox/autoreply-fixed-template.html')
    })
  })

  it.each([
    ['an unknown public key', { ...body(), user_id: 'x' }, 'The Public Key is invalid'],
    ['an unknown service', { ...body(), service_id: 'x' }, 'The service ID is invalid'],
    ['an unknown template', { ...body(), template_id: 'x' }, 'The template ID is invalid'],
    ['missing template_params', { ...body(), template_params: undefined }, 'template_params'],
    ['malformed JSON', '{"user_id": "test-public-key"', 'not valid JSON'],
  ])('answers 400 with a reason and stores nothing for %s', async (_name, payload, reason) => {
    const res = await post(payload)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(reason)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(await outbox.mailbox.list()).toEqual([])
  })

  it('lists e-mails newest first with links to each', async () => {
    await post(body({ customer_name: 'First', from_name: 'First', selected_bike: 'A' }))
    await post(body({ customer_name: 'Second', from_name: 'Second', selected_bike: 'B' }))
    const page = await (await fetch(outbox.url + '/')).text()
    expect(page).toContain('Outbox: 2 e-mails')
    expect(page.indexOf('Second')).toBeLessThan(page.indexOf('First'))
    const links = [...page.matchAll(/href="(\/emails\/[^"]+\.html)"/g)].map((m) => m[1])
    expect(links).toHaveLength(2)
    for (const link of links) expect((await fetch(outbox.url + link)).status).toBe(200)
    const api = (await (await fetch(outbox.url + '/api/outbox')).json()) as { request: { template_params: { customer_name: string } } }[]
    expect(api.map((e) => e.request.template_params.customer_name)).toEqual(['Second', 'First'])
  })

  it('serves only its own files and refuses other methods on the send path', async () => {
    expect((await fetch(`${outbox.url}/emails/..%2F..%2Fpackage.json`)).status).toBe(404)
    expect((await fetch(`${outbox.url}/emails/nope.html`)).status).toBe(404)
    expect((await fetch(outbox.url + SEND_PATH)).status).toBe(405)
  })

  it('empties the outbox on DELETE /api/outbox', async () => {
    await post(body())
    expect((await fetch(outbox.url + '/api/outbox', { method: 'DELETE' })).status).toBe(204)
    expect(await readdir(outbox.dir)).toEqual([])
  })
})
