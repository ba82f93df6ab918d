// Sanity's listeners (/data/listen, and the Live Content API's /data/live/events) as connections
// that stay open and quiet, inside the Studio's page: each subscriber is greeted ("welcome") and
// then hears nothing but "reset" (the Studio then reads its documents afresh, as after a reconnect,
// without going offline), by both ways the Studio opens them: the browser's EventSource, and fetch
// (the client's EventSource polyfill, used when the client sends headers). A browser opens at most
// six HTTP/1.1 connections to one host, and the Studio keeps six and more listeners open: on a
// local stand-in, real streams would leave no connection for the owner's edits ("Saving…" forever).
// Runs in the page: self-contained, no imports. The tests add it with page.addInitScript
// (tests/e2e/helpers/idle-listener.ts); the local Studio's page gets it inline (tools/local-studio),
// with `resetsFrom`, one stream from the stand-in that says "reset" after each edit.
export function installQuietListeners(resetsFrom: string | null): void {
  const counted = window as unknown as { listenersOpened: string[]; resetListeners: () => void }
  counted.listenersOpened = []
  // The listeners open now, for resetListeners(): each EventSource, and each fetch stream's writer.
  const open = new Set<{ reset: () => void }>()
  counted.resetListeners = () => open.forEach((listener) => listener.reset())
  const Native = window.EventSource
  // The tests answer the Live Content API's stream through page.route, which ends it and holds no
  // connection; on the stand-in it would hold one more.
  const quiet = resetsFrom ? /\/data\/(listen|live\/events)\// : /\/data\/listen\//
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
    return quiet.test(String(url)) ? new QuietListener(String(url), init) : new Native(url, init)
  } as unknown as typeof EventSource
  Object.assign(EventSourceForPage, { CONNECTING: 0, OPEN: 1, CLOSED: 2 })
  window.EventSource = EventSourceForPage

  // The polyfill reads the stream from fetch; it reconnects after 45 s without a byte, so the
  // open stream sends an SSE comment every 20 s. Aborting the request ends the stream.
  const nativeFetch = window.fetch.bind(window)
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!quiet.test(url)) return nativeFetch(input, init)
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
  if (resetsFrom) new Native(resetsFrom).addEventListener('reset', () => counted.resetListeners())
}
