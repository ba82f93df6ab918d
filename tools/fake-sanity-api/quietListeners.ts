// Sanity's listeners (/data/listen, and the Live Content API's /data/live/events) as connections
// that stay open, inside the Studio's page: each subscriber is greeted ("welcome"); then, with
// `resetsFrom`, a listener of a document pair (`*[_id in $ids]`, the form's) or of everything (`*`,
// the previews') hears each transaction's "mutation" events for its documents, as Sanity's listener
// sends them (the form confirms the owner's edits by their transaction and keeps typing on top;
// a "reset" instead would make it read the document afresh and drop the keys typed meanwhile), and
// any other listener hears "reset". By both ways the Studio opens them: the browser's EventSource,
// and fetch (the client's EventSource polyfill, used when the client sends headers). A browser opens at most
// six HTTP/1.1 connections to one host, and the Studio keeps six and more listeners open: on a
// local stand-in, real streams would leave no connection for the owner's edits ("Saving…" forever).
// Runs in the page: self-contained, no imports. The tests add it with page.addInitScript
// (tests/e2e/helpers/idle-listener.ts); the local Studio's page gets it inline (tools/local-studio),
// with `resetsFrom`, one stream from the stand-in that sends each edit's transaction.
export function installQuietListeners(resetsFrom: string | null): void {
  const counted = window as unknown as { listenersOpened: string[]; resetListeners: () => void; transactionsHeard: number }
  counted.listenersOpened = []
  // The transactions the page has heard back from the stand-in: equal to the edits it sent once the
  // Studio knows each of them saved (a test waits for it, as a person waits for "Saving..." to end).
  counted.transactionsHeard = 0
  // The listeners open now, for resetListeners() and the transactions: each EventSource, and each fetch stream's writer.
  type Listener = { url: string; reset: () => void; hear: (event: string) => void }
  const open = new Set<Listener>()
  counted.resetListeners = () => open.forEach((listener) => listener.reset())
  type MutationEvent = { documentId: string; mutations?: unknown; effects?: unknown; [field: string]: unknown }
  /** Which documents a listener follows: all, those of its $ids, or none it can be told of (it hears "reset"). */
  const follows = (url: string): ((id: string) => boolean) | null => {
    const params = new URL(url, location.href).searchParams
    const query = params.get('query')
    if (query === '*') return () => true
    if (query !== '*[_id in $ids]') return null
    const ids = JSON.parse(params.get('$ids') ?? '[]') as string[]
    return (id) => ids.includes(id)
  }
  /** Each listener hears the transaction's events for its documents, counted for it, in the format it asked for. */
  const hearTransaction = (events: MutationEvent[]) => {
    for (const listener of open) {
      const follow = follows(listener.url)
      if (!follow) {
        listener.reset()
        continue
      }
      const params = new URL(listener.url, location.href).searchParams
      const mine = events.filter((event) => follow(event.documentId))
      mine.forEach((event, index) => {
        const heard: MutationEvent = { ...event, transactionTotalEvents: mine.length, transactionCurrentEvent: index + 1 }
        if (params.get('includeMutations') === 'false') delete heard.mutations
        if (params.get('effectFormat') !== 'mendoza') delete heard.effects
        listener.hear(JSON.stringify(heard))
      })
    }
  }
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
    hear(event: string) {
      if (this.readyState !== this.CLOSED) this.dispatchEvent(new MessageEvent('mutation', { data: event }))
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
    let writer: Listener | undefined
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(bytes.encode(`event: welcome\ndata: ${welcome}\n\n`))
        keepAlive = window.setInterval(() => stream.enqueue(bytes.encode(': idle\n\n')), 20_000)
        writer = {
          url,
          reset: () => stream.enqueue(bytes.encode('event: reset\ndata: {}\n\n')),
          hear: (event) => stream.enqueue(bytes.encode(`event: mutation\ndata: ${event}\n\n`)),
        }
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
  if (!resetsFrom) return
  const edits = new Native(resetsFrom)
  edits.addEventListener('reset', () => counted.resetListeners())
  edits.addEventListener('transaction', (event) => {
    hearTransaction(JSON.parse((event as MessageEvent).data))
    counted.transactionsHeard++
  })
}
