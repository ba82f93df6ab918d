// Sanity's listener (/data/listen) as a connection that stays open and quiet. page.route answers
// a request with a whole body, so an answered stream ends and the Studio reconnects about once
// a second, each time re-reading its documents, re-running Presentation's queries and briefly
// making the form read-only: on one core that loop kept the CPU a third busy and held a typed
// draft back from the preview for seconds, and it loses a focus request arriving then. So,
// before the Studio runs, the listener becomes an open stream that greets each subscriber
// ("welcome") and then says nothing, by both ways the Studio opens it: the browser's
// EventSource, and fetch (the client's EventSource polyfill, used when the client sends headers).
import type { Page } from '@playwright/test'
import { installQuietListeners } from '../../../tools/fake-sanity-api/quietListeners'

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
  // As text, with the `__name` helper tsx's transform leaves in a function's text defined beside
  // it: Playwright's test runner leaves none, but a tool run by tsx (tools/docs-screenshots/) would
  // otherwise install nothing, and its Studio would reconnect its listeners, read-only, for ever.
  await page.addInitScript({ content: `(() => { const __name = (f) => f; (${installQuietListeners.toString()})(null) })()` })
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
