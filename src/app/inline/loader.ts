// The inline loader in <head> (built into it by site-build/prerender/inlineCode.ts), after the metas
// naming the modules (see composeDocument for why not at the end of <body>). The prerendered page
// is complete without the app, so the app's files are fetched at low priority once the page has
// painted and loaded (afterFirstPaint.ts), and the app runs at the visitor's first sign of intent
// (touch, key, hover, focus, wheel): on a phone that is the first swipe, seconds before a tap on a
// card's Book, so the app has started and the booking form (START_MODULES_META, fetched at the
// same moment) is ready by then. Running it by itself after the load was measured and not kept
// (docs/decisions/app-starts-on-intent.md). A click on a control before the app runs is kept
// (PENDING_CLICK), looks busy meanwhile (lib/pendingControl.ts, shared/bookButton.ts) and is
// replayed by the app. A Book tap needs no wait: it opens the prerendered booking form at once
// (prerenderedForm.ts), which the app's form takes over when the replayed tap opens it
// (docs/decisions/form-answers-before-the-app.md). Pages with nothing prerendered (404.html),
// waiting for a language swap, reloaded to open the booking form (#book=), or with a booking request
// kept on this device (the kept request shows without a touch) start at once.
//
// When the entry cannot be fetched, Book must not go dead (docs/decisions/book-never-goes-dead.md):
// where the host still answers (a release removed the files, or the browser remembers a failure:
// entryFailure.ts), a Book tap reloads once into a fresh document with the chosen bike in the
// address (app/booking/chunkRecovery.ts); after a network failure the entry is added again when
// the browser is back online or at the next tap; and whenever the form cannot be had a Book tap
// shows the phone, LINE and WhatsApp at once (wayOut.ts).
import { LANGUAGE_SWAP_CLASS, PENDING_CLICK, READY_ATTRIBUTE } from '../../i18n/languageSwap'
import { BOOK_ATTRIBUTE, clearBookPending, markBookPending } from '../../shared/bookButton'
import { clearPending, markPending } from '../../lib/pendingControl'
import { BOOK_HASH, reloadForBooking } from '../booking/chunkRecovery'
import { INTENT_ATTRIBUTE, intentEvents, MODULES_META, PRERENDERED_ATTRIBUTE, RECOVER_BOOKING, START_MODULES_META, type RecoverBooking } from '../documentScripts'
import { whenPaintedLoadedAndIdle } from './afterFirstPaint'
import { modulesNamed, probeModules, type EntryFailure } from './entryFailure'
import { PRERENDERED_FORM_ID } from '../../shared/prerenderedForm'
import { hasKeptRequest } from '../../shared/keptRequests'
import { closePrerenderedForm, openPrerenderedForm } from './prerenderedForm'
import { showWayOut, WAY_OUT_ID } from './wayOut'

export type LoaderActions = {
  probe: (urls: string[]) => Promise<EntryFailure>
  /** Reloads once keeping the bike; false when the page already did (chunkRecovery.ts). */
  reload: (bikeId: string | null) => boolean
}

type Slots = Record<string, unknown>

export function startLoader(win: typeof window, actions: LoaderActions = { probe: (urls) => probeModules(win, urls), reload: reloadForBooking }): void {
  const doc = win.document
  const root = doc.documentElement
  const slots = win as unknown as Slots
  const modules = modulesNamed(doc, MODULES_META)
  if (!modules.length) return
  let started = false
  let intended = false
  let loading = false
  let failure: EntryFailure | null = null
  // The bike of the Book the visitor tapped last (null: Book Now), or of the address after a reload; undefined: no Book asked for.
  const fromAddress = BOOK_HASH.exec(win.location.hash)
  let booking: string | null | undefined = fromAddress ? fromAddress[1] || null : undefined

  function preload(urls: string[], low?: boolean) {
    for (const url of urls) {
      const link = doc.createElement('link')
      link.rel = 'modulepreload'
      if (low) link.fetchPriority = 'low'
      link.href = url
      doc.head.appendChild(link)
    }
  }

  // A new element each time: a failed module fetch is not remembered, so the same address is fetched anew.
  function addEntry() {
    loading = true
    failure = null
    const script = doc.createElement('script')
    script.type = 'module'
    script.src = modules[0]
    script.onload = () => (loading = false)
    script.onerror = () => {
      script.remove()
      void actions.probe(modules).then((found) => {
        loading = false
        failure = found
        // No app to answer the tapped control now: it stops looking busy (a Book says why, below).
        clearPending(doc)
        if (booking !== undefined) wayOutOr(found === 'stale' && actions.reload(booking))
      })
    }
    doc.head.appendChild(script)
  }

  // True when handled: reloading, or the message shown.
  function wayOutOr(recovering: boolean): boolean {
    if (recovering) return true
    clearBookPending(doc)
    // The form is modal: the message could not be reached behind it. What was typed stays in the
    // form and in the draft for the next open.
    closePrerenderedForm(doc)
    return showWayOut(doc, () => delete slots[PENDING_CLICK])
  }

  const recoverBooking: RecoverBooking = (bikeId) =>
    actions.probe(modulesNamed(doc, START_MODULES_META)).then((found) => wayOutOr(found === 'stale' && actions.reload(bikeId)))
  ;slots[RECOVER_BOOKING] = recoverBooking

  function retry() {
    if (failure === 'unreachable' && !loading) addEntry()
  }

  // Added only once the document is parsed: this script runs in <head>, and an app started earlier
  // (404.html, a language swap, a very early touch) would find #root missing or half parsed.
  function start() {
    if (started) return
    started = true
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', addEntry)
    else addEntry()
  }

  function intent() {
    if (intended) return
    intended = true
    root.setAttribute(INTENT_ATTRIBUTE, '')
    for (const type of intentEvents) win.removeEventListener(type, intent, true)
    start()
    preload(modulesNamed(doc, START_MODULES_META))
  }

  // The prerendered form, once parsed (it follows the page: a tap at first paint can come first;
  // the app starts only after the parse, so the form still comes before it).
  function openForm(control: Element, bikeId: string | null) {
    const open = () => {
      const opened = openPrerenderedForm(win, bikeId, () => delete slots[PENDING_CLICK])
      if (opened) clearBookPending(doc) // the form answered: nothing behind it looks busy
      return opened
    }
    if (open() || doc.readyState !== 'loading') return
    doc.addEventListener(
      'DOMContentLoaded',
      () => {
        // Unless the visitor tapped something else since, or the app answered already.
        if (slots[PENDING_CLICK] === control && !root.hasAttribute(READY_ATTRIBUTE)) open()
      },
      { once: true },
    )
  }

  function tapped(event: Event) {
    if (root.hasAttribute(READY_ATTRIBUTE)) return
    const control = (event.target as Element | null)?.closest?.('button,[role=button]')
    // The prerendered form's own buttons work without the app (prerenderedForm.ts).
    if (!control || control.closest(`#${WAY_OUT_ID},#${PRERENDERED_FORM_ID}`)) return
    slots[PENDING_CLICK] = control
    const book = control.closest(`[${BOOK_ATTRIBUTE}]`)
    booking = book ? book.getAttribute(BOOK_ATTRIBUTE) || null : undefined
    if (book) markBookPending(book)
    else markPending(control)
    intent()
    if (booking !== undefined && failure === 'stale') wayOutOr(actions.reload(booking))
    // Offline for sure: say so now; the retry below fails at once, or runs the app once back online.
    else if (booking !== undefined && failure === 'unreachable' && !win.navigator.onLine) wayOutOr(false)
    // The form answers at once; the replayed tap makes the app's form take it over. Not while the
    // page waits to show another language: the prerendered form speaks the document's.
    else if (book && !root.classList.contains(LANGUAGE_SWAP_CLASS)) openForm(control, booking ?? null)
    retry()
  }

  doc.addEventListener('click', tapped, true)
  win.addEventListener('online', retry)
  for (const type of intentEvents) win.addEventListener(type, intent, { capture: true, passive: true })
  // A request kept on this device (shared/keptRequests.ts) shows without a touch: the app starts now.
  if (!root.hasAttribute(PRERENDERED_ATTRIBUTE) || root.classList.contains(LANGUAGE_SWAP_CLASS) || fromAddress || hasKeptRequest(win)) return start()
  whenPaintedLoadedAndIdle(win, () => preload(modules, true))
}
