// Sanity's listener (/data/listen) as a connection that stays open and quiet. page.route answers
// a request with a whole body, so an answered stream ends and the Studio reconnects about once
// a second, each time re-reading its documents and briefly making the form read-only, which
// loses a focus request arriving then. So, before the Studio runs, EventSource for the listener
// becomes an open stream that greets each subscriber ("welcome") and then says nothing.
import type { Page } from '@playwright/test'

export async function keepListenersOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
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
        this.withCredentials = Boolean(init?.withCredentials)
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
      }
    }
    const EventSourceForPage = function (url: string | URL, init?: EventSourceInit) {
      return /\/data\/listen\//.test(String(url)) ? new QuietListener(String(url), init) : new Native(url, init)
    } as unknown as typeof EventSource
    Object.assign(EventSourceForPage, { CONNECTING: 0, OPEN: 1, CLOSED: 2 })
    window.EventSource = EventSourceForPage
  })
}
