// MSW stand-in for the EmailJS API in component tests. Unhandled requests fail the test, and every
// request to the send endpoint is recorded whatever the handler answers, so "nothing sent" is checkable.
import { afterAll, afterEach, beforeAll } from 'vitest'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

export const EMAILJS_SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send'

export type EmailJsBody = {
  lib_version: string
  user_id: string
  service_id: string
  template_id: string
  template_params: Record<string, string>
}

export function setupEmailJsMock() {
  const requests: EmailJsBody[] = []
  const server = setupServer(http.post(EMAILJS_SEND_URL, () => HttpResponse.text('OK')))
  server.events.on('request:start', async ({ request }) => {
    if (request.url === EMAILJS_SEND_URL && request.method === 'POST') requests.push(await request.clone().json())
  })

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    requests.length = 0
  })
  afterAll(() => server.close())

  return {
    requests,
    /** The next sends answer with this status and reason text, like EmailJS does. */
    answer(status: number, text: string) {
      server.use(http.post(EMAILJS_SEND_URL, () => HttpResponse.text(text, { status })))
    },
    /** Back to answering 200 OK, as the service does once it recovers. */
    recover() {
      server.resetHandlers()
    },
    networkError() {
      server.use(http.post(EMAILJS_SEND_URL, () => HttpResponse.error()))
    },
    /** Holds the answer (200 OK, or `status` with `text`) until release() so a test can look at the sending state. */
    hold(status = 200, text = 'OK') {
      let release = () => {}
      const gate = new Promise<void>((resolve) => (release = resolve))
      server.use(http.post(EMAILJS_SEND_URL, async () => (await gate, HttpResponse.text(text, { status }))))
      return () => release()
    },
  }
}
