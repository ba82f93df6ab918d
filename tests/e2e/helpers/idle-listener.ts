// Sanity's listener (/data/listen) as a connection that stays open and quiet. page.route answers
// a request with a whole body, so an answered stream ends and the Studio reconnects about once
// a second, each time re-reading its documents, re-running Presentation's queries and briefly
// making the form read-only: on one core that loop kept the CPU a third busy and held a typed
// draft back from the preview for seconds, and it loses a focus request arriving then. So,
// before the Studio runs, the listener becomes an open stream that greets each subscriber
// ("welcome") and then says nothing, by both ways the Studio opens it: the browser's
// EventSource, and fetch (the client's EventSource polyfill, used when the client sends headers).
import type { Page } from '@playwright/test'

const askedOverNetwork = new WeakMap<Page, string[]>()

/**
 * The listener connections the Studio's page has opened so far (how: the address), kept open here
 * or asked of the network past this stand-in: a reconnect opens one more.
 */
export async function listenersOpened(page: Page): Promise<string[]> {
  const inPage = await page.evaluate(() => (window as unknown as { listenersOpened?: string[] }).listenersOpened ?? [])
  return [...inPage, ...(askedOverNetwork.get(page) ?? []).map((url) => `network ${url}`)]
}

export async function keepListenersOpen(page: Page): Promise<void> {
  askedOverNetwork.set(page, [])
  page.on('request', (request) => {
    if (request.frame() === page.mainFrame() && /\/data\/listen\//.test(request.url())) askedOverNetwork.get(page)?.push(request.url())
  })
  await page.addInitScript(() => {
    const counted = window as unknown as { listenersOpened: string[]; resetListeners: () => void }
    counted.listenersOpened = []
    // The listeners open now, for resetListeners(): each EventSource, and each fetch stream's writer.
    const open = new Set<{ reset: () => void }>()
    counted.resetListeners = () => open.forEach((listener) => listener.reset())
    const Native = window.EventSource
    const welcome = JSON.stringify({ listenerName: 'offline' })
    class QuietListener extends EventTarget {
      readonly CONNECTING = 0
      readonly OPEN = 1
      readonly CLOSED = 2
      readyState = 1
      readonly withCredentials: boolean
      onopen: ((event: Event) => void) | null = null
      onmessage: ((event: MessageEvent) => void) | null = null
      onerror: ((event: Event) => void) | null = null
      constructor(
        readonly url: string,
        init?: EventSourceInit,
      ) {
        super()
        counted.listenersOpened.push(`EventSource ${url}`)
        this.withCredentials = Boolean(init?.withCredentials)
        open.add(this)
      }
      /** Sanity's "reset": the subscriber reads its documents afresh, as after a reconnect, without going offline. */
      reset() {
        if (this.readyState !== this.CLOSED) this.dispatchEvent(new MessageEvent('reset', { data: '{}' }))
      }
      addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
        super.addEventListener(type, listener, options)
        if (!listener || (type !== 'welcome' && type !== 'open')) return
        const event = type === 'welcome' ? new MessageEvent('welcome', { data: welcome }) : new Event('open')
        setTimeout(() => {
          if (this.readyState === this.CLOSED) return
          if (typeof listener === 'function') listener.call(this, event)
          else listener.handleEvent(event)
        }, 0)
      }
      close() {
        this.readyState = this.CLOSED
        open.delete(this)
      }
    }
    const EventSourceForPage = function (url: string | URL, init?: EventSourceInit) {
      return /\/data\/listen\//.test(String(url)) ? new QuietListener(String(url), init) : new Native(url, init)
    } as unknown as typeof EventSource
    Object.assign(EventSourceForPage, { CONNECTING: 0, OPEN: 1, CLOSED: 2 })
    window.EventSource = EventSourceForPage

    // The polyfill reads the stream from fetch; it reconnects after 45 s without a byte, so the
    // open stream sends an SSE comment every 20 s. Aborting the request ends the stream.
    const nativeFetch = window.fetch.bind(window)
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input)
      if (!/\/data\/listen\//.test(url)) return nativeFetch(input, init)
      counted.listenersOpened.push(`fetch ${url}`)
      const bytes = new TextEncoder()
      let keepAlive = 0
      let writer: { reset: () => void } | undefined
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(bytes.encode(`event: welcome\ndata: ${welcome}\n\n`))
          keepAlive = window.setInterval(() => stream.enqueue(bytes.encode(': idle\n\n')), 20_000)
          writer = { reset: () => stream.enqueue(bytes.encode('event: reset\ndata: {}\n\n')) }
          open.add(writer)
          init?.signal?.addEventListener('abort', () => {
            clearInterval(keepAlive)
            if (writer) open.delete(writer)
            stream.error(new DOMException('The listener was closed', 'AbortError'))
          })
        },
        cancel() {
          clearInterval(keepAlive)
          if (writer) open.delete(writer)
        },
      })
      return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }))
    }
  })
}

/**
 * After each of the owner's edits is answered (helpers/sanity-api-route.ts keeps it), the open
 * listeners say "reset", as Sanity's does when it cannot resume a stream: the Studio reads the
 * document afresh and finds its edit saved. A quiet listener alone never confirms an edit, so
 * the Studio would hold a Publish back ("Saving…") forever; an answered, reconnecting one
 * confirms it but leaves the form read-only most of the time. Call after keepListenersOpen.
 */
export function confirmEdits(page: Page): void {
  page.on('requestfinished', (request) => {
    if (/\/data\/actions\//.test(request.url())) {
      void page.evaluate(() => (window as unknown as { resetListeners?: () => void }).resetListeners?.()).catch(() => undefined)
    }
  })
}
