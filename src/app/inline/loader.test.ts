// The loader's decisions when the app's entry cannot be fetched: reload once into a new release
// keeping the chosen bike, try again when the network is back or at the next tap, and show the
// way out (phone, LINE, WhatsApp) whenever a Book tap cannot get the form.
import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { PENDING_CLICK } from '../../i18n/languageSwap'
import { BOOK_ATTRIBUTE, BOOK_PENDING_ATTRIBUTE } from '../../shared/bookButton'
import { PENDING_ATTRIBUTE } from '../../lib/pendingControl'
import { MODULES_META, PRERENDERED_ATTRIBUTE, RECOVER_BOOKING, START_MODULES_META, type RecoverBooking } from '../documentScripts'
import type { EntryFailure } from './entryFailure'
import { startLoader } from './loader'
import { WAY_OUT_CLOSE, WAY_OUT_ID } from './wayOut'
import { renderPrerenderedForm } from '../../entry-server'
import { decodeDraft, DRAFT_KEY } from '../../features/booking/draft'
import { LANGUAGE_SWAP_CLASS } from '../../i18n/languageSwap'
import { FORM_CLOSE_ATTRIBUTE, FORM_SEND_ASKED_ATTRIBUTE, PRERENDERED_FORM_ID } from '../../shared/prerenderedForm'
import { supportModalDialogs } from '../../../tests/dialogElement'
import { KEPT_REQUESTS_KEY } from '../../shared/keptRequests'

type Page = Awaited<ReturnType<typeof open>>

/** A parsed prerendered page with two Book buttons and the way-out; the loader started with fake actions. */
async function open({ hash = '', reloads = true, wayOut = true, form = '', swap = false, kept = false } = {}) {
  const dom = new JSDOM(
    `<!doctype html><html lang="en" ${PRERENDERED_ATTRIBUTE}="en"${swap ? ` class="${LANGUAGE_SWAP_CLASS}"` : ''}><head>` +
      `<meta name="${MODULES_META}" content="/assets/index.js /assets/shared.js" />` +
      `<meta name="${START_MODULES_META}" content="/assets/form.js" /></head><body>` +
      `<div id="root"><button ${BOOK_ATTRIBUTE}="honda-pcx">Book Honda PCX</button><button ${BOOK_ATTRIBUTE}="">Book Now</button>` +
      `<button>View all bikes</button></div>` +
      (wayOut ? `<div id="${WAY_OUT_ID}" role="alert" tabindex="-1" hidden><a href="tel:+66">Phone</a><button ${WAY_OUT_CLOSE}>Close</button></div>` : '') +
      form +
      `</body></html>`,
    { runScripts: 'outside-only', pretendToBeVisual: true, url: `https://shop.example/${hash}` },
  )
  const win = dom.window
  supportModalDialogs(win as unknown as Window & typeof globalThis)
  let online = true
  Object.defineProperty(win.navigator, 'onLine', { get: () => online, configurable: true })
  const answers: Array<(failure: EntryFailure) => void> = []
  const probe = vi.fn(() => new Promise<EntryFailure>((resolve) => answers.push(resolve)))
  const reload = vi.fn((bikeId: string | null) => reloads && bikeId !== undefined)
  if (kept) win.localStorage.setItem(KEPT_REQUESTS_KEY, '{"version":1,"requests":[]}')
  startLoader(win, { probe, reload })
  const doc = win.document
  // Parsed, as when a visitor taps: the loader adds the entry only then.
  if (doc.readyState === 'loading') await new Promise((resolve) => doc.addEventListener('DOMContentLoaded', resolve))
  return {
    win,
    doc,
    probe,
    reload,
    wayOut: doc.getElementById(WAY_OUT_ID)!,
    entries: () => doc.querySelectorAll('script[type="module"]'),
    tap: (name: string) => [...doc.querySelectorAll('button')].find((button) => button.textContent === name)!.click(),
    goOffline: () => (online = false),
    goOnline: () => {
      online = true
      win.dispatchEvent(new win.Event('online'))
    },
    /** The app's way out for a booking form whose files failed (RECOVER_BOOKING), answered by the host with `why`. */
    async formFails(bikeId: string | null, why: EntryFailure) {
      const waiting = answers.length
      const handled = ((win as unknown as Record<string, RecoverBooking>)[RECOVER_BOOKING])(bikeId)
      await vi.waitFor(() => expect(answers.length).toBe(waiting + 1))
      answers[waiting](why)
      return handled
    },
    /** The entry's fetch fails, and the host, asked again, says why. */
    async entryFails(why: EntryFailure) {
      const waiting = answers.length
      doc.querySelector('script[type="module"]')!.dispatchEvent(new win.Event('error'))
      await vi.waitFor(() => expect(answers.length).toBe(waiting + 1))
      answers[waiting](why)
      await new Promise((resolve) => setTimeout(resolve, 0))
    },
  }
}

const pendingClick = (page: Page) => (page.win as unknown as Record<string, unknown>)[PENDING_CLICK]

describe('the loader, when the app cannot be fetched after a release', () => {
  it('reloads once at a Book tap, keeping the bike, and shows nothing meanwhile', async () => {
    const page = await open()
    page.tap('Book Honda PCX')
    expect(page.entries()).toHaveLength(1)
    await page.entryFails('stale')
    expect(page.probe).toHaveBeenCalledWith(['/assets/index.js', '/assets/shared.js'])
    expect(page.reload).toHaveBeenCalledExactlyOnceWith('honda-pcx')
    expect(page.wayOut.hidden).toBe(true)
  })

  it('keeps Book Now as a booking without a bike', async () => {
    const page = await open()
    page.tap('Book Now')
    await page.entryFails('stale')
    expect(page.reload).toHaveBeenCalledExactlyOnceWith(null)
  })

  it('shows the way out when the page already reloaded, focused, and a close forgets the tap', async () => {
    const page = await open({ reloads: false })
    page.tap('Book Honda PCX')
    await page.entryFails('stale')
    expect(page.wayOut.hidden).toBe(false)
    expect(page.doc.activeElement).toBe(page.wayOut)
    expect(pendingClick(page)).toBeDefined()
    page.tap('Close')
    expect(page.wayOut.hidden).toBe(true)
    // Closed: the visitor gave up on that tap; an app arriving later must not open the form by itself.
    expect(pendingClick(page)).toBeUndefined()
  })

  it('waits, after a failure at a mere intent, for a Book tap to reload', async () => {
    const page = await open()
    page.win.dispatchEvent(new page.win.Event('pointerover'))
    await page.entryFails('stale')
    expect(page.reload).not.toHaveBeenCalled()
    page.tap('View all bikes')
    expect(page.reload).not.toHaveBeenCalled()
    page.tap('Book Honda PCX')
    expect(page.reload).toHaveBeenCalledExactlyOnceWith('honda-pcx')
  })

  it('after the reload (#book=), a release still missing shows the way out with no second reload', async () => {
    const page = await open({ hash: '#book=honda-pcx', reloads: false })
    // Started at once, with no tap: the address carries the booking.
    await vi.waitFor(() => expect(page.entries()).toHaveLength(1))
    await page.entryFails('stale')
    expect(page.reload).toHaveBeenCalledExactlyOnceWith('honda-pcx')
    expect(page.wayOut.hidden).toBe(false)
  })
})

describe('the loader, when the network fails', () => {
  it('shows the way out after a failed Book tap, and adds the entry anew once back online', async () => {
    const page = await open()
    page.goOffline()
    page.tap('Book Honda PCX')
    await page.entryFails('unreachable')
    expect(page.wayOut.hidden).toBe(false)
    expect(page.entries()).toHaveLength(0)
    page.goOnline()
    expect(page.entries()).toHaveLength(1)
    // The tap is still kept: the app, once it runs, replays it and opens the form with that bike.
    expect((pendingClick(page) as HTMLElement).getAttribute(BOOK_ATTRIBUTE)).toBe('honda-pcx')
    expect(page.reload).not.toHaveBeenCalled()
  })

  it('shows the way out at once at a tap while offline, and tries again at a tap once online', async () => {
    const page = await open()
    page.win.dispatchEvent(new page.win.Event('pointerover'))
    page.goOffline()
    await page.entryFails('unreachable')
    expect(page.wayOut.hidden).toBe(true) // no Book asked for yet: nothing to say
    page.tap('Book Now')
    expect(page.wayOut.hidden).toBe(false)
    await page.entryFails('unreachable')
    page.wayOut.hidden = true
    // Back online without the browser saying so: the next tap is the retry.
    Object.defineProperty(page.win.navigator, 'onLine', { get: () => true, configurable: true })
    page.tap('View all bikes')
    expect(page.entries()).toHaveLength(1)
    expect(page.wayOut.hidden).toBe(true)
  })

  it('reloads with the bike when the retry fails though the host answers (Firefox remembers a failed module)', async () => {
    const page = await open()
    page.goOffline()
    page.tap('Book Honda PCX')
    await page.entryFails('unreachable')
    page.goOnline()
    await page.entryFails('stale')
    expect(page.reload).toHaveBeenCalledExactlyOnceWith('honda-pcx')
  })

  it('never has two entries in flight', async () => {
    const page = await open()
    page.tap('Book Honda PCX')
    page.tap('Book Now')
    page.goOnline()
    expect(page.entries()).toHaveLength(1)
    await page.entryFails('unreachable')
    page.goOnline()
    page.tap('Book Now')
    expect(page.entries()).toHaveLength(1)
  })

  it('does not count a tap inside the way out as a tap on the page', async () => {
    const page = await open()
    page.tap('Book Honda PCX')
    await page.entryFails('unreachable')
    const kept = pendingClick(page)
    page.wayOut.querySelector('a')!.addEventListener('click', (event) => event.preventDefault())
    page.wayOut.querySelector('a')!.click()
    expect(pendingClick(page)).toBe(kept)
    expect(page.entries()).toHaveLength(0)
  })
})

describe("the loader's way out for the app, when the booking form's files fail", () => {
  it('reloads once into a new release with the bike, asking the host about the form files', async () => {
    const page = await open()
    expect(await page.formFails('honda-pcx', 'stale')).toBe(true)
    expect(page.probe).toHaveBeenCalledWith(['/assets/form.js'])
    expect(page.reload).toHaveBeenCalledExactlyOnceWith('honda-pcx')
    expect(page.wayOut.hidden).toBe(true)
  })

  it('shows the way out when the network failed or the page already reloaded', async () => {
    const offline = await open()
    expect(await offline.formFails('honda-pcx', 'unreachable')).toBe(true)
    expect(offline.reload).not.toHaveBeenCalled()
    expect(offline.wayOut.hidden).toBe(false)
    const reloaded = await open({ reloads: false })
    expect(await reloaded.formFails(null, 'stale')).toBe(true)
    expect(reloaded.wayOut.hidden).toBe(false)
  })

  it('says it could not help where the page has no way out (404.html), so the app tells the visitor itself', async () => {
    const page = await open({ wayOut: false })
    expect(await page.formFails(null, 'unreachable')).toBe(false)
  })
})

describe('a tap before the app runs', () => {
  const look = (page: Page, name: string) => {
    const button = [...page.doc.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!
    return { book: button.hasAttribute(BOOK_PENDING_ATTRIBUTE), control: button.hasAttribute(PENDING_ATTRIBUTE), busy: button.getAttribute('aria-busy') }
  }

  it('makes a Book look busy at once, in the tap itself, with its own look', async () => {
    const page = await open()
    page.tap('Book Now')
    expect(look(page, 'Book Now')).toEqual({ book: true, control: false, busy: 'true' })
  })

  it('makes any other control look busy at once too, until the app answers it', async () => {
    const page = await open()
    page.tap('View all bikes')
    expect(look(page, 'View all bikes')).toEqual({ book: false, control: true, busy: 'true' })
  })

  it('stops a Book looking busy when the way out shows instead of the form', async () => {
    const page = await open()
    page.tap('Book Honda PCX')
    page.goOffline()
    await page.entryFails('unreachable')
    expect(page.wayOut.hidden).toBe(false)
    expect(look(page, 'Book Honda PCX')).toEqual({ book: false, control: false, busy: null })
  })

  it('stops another control looking busy when the app cannot be fetched', async () => {
    const page = await open()
    page.tap('View all bikes')
    await page.entryFails('unreachable')
    expect(look(page, 'View all bikes')).toEqual({ book: false, control: false, busy: null })
  })
})

describe('a Book tap before the app runs, on a page with the prerendered form', () => {
  let form = ''
  beforeAll(async () => {
    form = await renderPrerenderedForm('en')
  })
  const dialogOf = (page: Page) => page.doc.getElementById(PRERENDERED_FORM_ID) as HTMLDialogElement
  const typeName = (page: Page, name: string) => {
    const field = dialogOf(page).querySelector<HTMLInputElement>('[name="name"]')!
    field.value = name
    field.dispatchEvent(new page.win.Event('input', { bubbles: true }))
  }

  it('opens the form with that bike in the tap itself, starts the app, and keeps the tap for it to take over', async () => {
    const page = await open({ form })
    page.tap('Book Honda PCX')
    expect(dialogOf(page).open).toBe(true)
    expect(dialogOf(page).querySelector<HTMLSelectElement>('[name="bike"]')!.value).toBe('honda-pcx')
    // The form answered: the Book does not look busy behind it.
    expect(page.doc.querySelector(`[${BOOK_PENDING_ATTRIBUTE}]`)).toBeNull()
    expect(page.entries()).toHaveLength(1)
    expect((pendingClick(page) as HTMLElement).getAttribute(BOOK_ATTRIBUTE)).toBe('honda-pcx')
  })

  it('forgets the tap when the visitor closes the form: the app must not open it by itself', async () => {
    const page = await open({ form })
    page.tap('Book Now')
    dialogOf(page).querySelector<HTMLButtonElement>(`[${FORM_CLOSE_ATTRIBUTE}]`)!.click()
    expect(dialogOf(page).open).toBe(false)
    expect(pendingClick(page)).toBeUndefined()
  })

  it('takes no tap inside the form for a tap on the page', async () => {
    const page = await open({ form })
    page.tap('Book Now')
    const kept = pendingClick(page)
    dialogOf(page).querySelector<HTMLButtonElement>('[type=submit]')!.click()
    expect(pendingClick(page)).toBe(kept)
  })

  it('when the network fails, closes the form for the way out; the values stay in it and in the draft', async () => {
    const page = await open({ form })
    page.tap('Book Honda PCX')
    typeName(page, 'Somchai')
    await page.entryFails('unreachable')
    expect(dialogOf(page).open).toBe(false)
    expect(page.wayOut.hidden).toBe(false)
    expect(page.doc.activeElement).toBe(page.wayOut)
    expect(decodeDraft(page.win.sessionStorage.getItem(DRAFT_KEY), Date.now())?.values.name).toBe('Somchai')
    // Back online, the next tap opens it again as it was.
    page.wayOut.hidden = true
    page.tap('Book Honda PCX')
    expect(dialogOf(page).open).toBe(true)
    expect(dialogOf(page).querySelector<HTMLInputElement>('[name="name"]')!.value).toBe('Somchai')
  })

  /** Name and phone typed, the Book's bike chosen, Send: a Send the app's form would send as it takes over. */
  const sendComplete = (page: Page) => {
    const dialog = dialogOf(page)
    typeName(page, 'Somchai')
    const phone = dialog.querySelector<HTMLInputElement>('[name="phone"]')!
    phone.value = '+66 81 234 5678'
    phone.dispatchEvent(new page.win.Event('input', { bubbles: true }))
    dialog.querySelector('form')!.dispatchEvent(new page.win.Event('submit', { bubbles: true, cancelable: true }))
    expect(dialog.hasAttribute(FORM_SEND_ASKED_ATTRIBUTE)).toBe(true)
    return dialog.querySelector<HTMLButtonElement>('[type=submit]')!
  }

  it('forgets a Send tapped there when it closes the form for the way out: back online, the next Book opens it unsent', async () => {
    const page = await open({ form })
    page.tap('Book Honda PCX')
    const send = sendComplete(page)
    await page.entryFails('unreachable')
    expect(page.wayOut.hidden).toBe(false)
    // The visitor may phone the shop now: a Send kept would go out by itself once the app runs.
    const dialog = dialogOf(page)
    expect(dialog.hasAttribute(FORM_SEND_ASKED_ATTRIBUTE)).toBe(false)
    expect(send.hasAttribute('aria-busy')).toBe(false)
    page.tap('Close')
    page.goOnline()
    page.tap('Book Honda PCX')
    expect(dialog.open).toBe(true)
    expect(dialog.querySelector<HTMLInputElement>('[name="name"]')!.value).toBe('Somchai')
    expect(dialog.hasAttribute(FORM_SEND_ASKED_ATTRIBUTE)).toBe(false)
    expect(send.hasAttribute('aria-busy')).toBe(false)
  })

  it("forgets it too when the app's form files fail and the way out shows instead", async () => {
    const page = await open({ form, reloads: false })
    page.tap('Book Honda PCX')
    const send = sendComplete(page)
    expect(await page.formFails('honda-pcx', 'stale')).toBe(true)
    expect(page.wayOut.hidden).toBe(false)
    expect(dialogOf(page).open).toBe(false)
    expect(dialogOf(page).hasAttribute(FORM_SEND_ASKED_ATTRIBUTE)).toBe(false)
    expect(send.hasAttribute('aria-busy')).toBe(false)
  })

  it('after a release, reloads with the bike, what was typed kept in the draft for the new page', async () => {
    const page = await open({ form })
    page.tap('Book Honda PCX')
    typeName(page, 'Somchai')
    await page.entryFails('stale')
    expect(page.reload).toHaveBeenCalledExactlyOnceWith('honda-pcx')
    expect(decodeDraft(page.win.sessionStorage.getItem(DRAFT_KEY), Date.now())?.values).toMatchObject({ bike: 'honda-pcx', name: 'Somchai' })
  })

  it('a tap before the form is parsed (at first paint) opens it once the page is parsed', async () => {
    const page = await open()
    Object.defineProperty(page.doc, 'readyState', { value: 'loading', configurable: true })
    page.tap('Book Honda PCX')
    expect(page.doc.querySelector(`[${BOOK_PENDING_ATTRIBUTE}]`)).not.toBeNull()
    page.doc.body.insertAdjacentHTML('beforeend', form)
    Object.defineProperty(page.doc, 'readyState', { value: 'interactive', configurable: true })
    page.doc.dispatchEvent(new page.win.Event('DOMContentLoaded'))
    expect(dialogOf(page).open).toBe(true)
    expect(dialogOf(page).querySelector<HTMLSelectElement>('[name="bike"]')!.value).toBe('honda-pcx')
    expect(page.doc.querySelector(`[${BOOK_PENDING_ATTRIBUTE}]`)).toBeNull()
  })

  it('does not open it while the page waits to show another language: the Book looks busy instead', async () => {
    const page = await open({ form, swap: true })
    page.tap('Book Now')
    expect(dialogOf(page).open).toBe(false)
    expect(page.doc.querySelector(`[${BOOK_PENDING_ATTRIBUTE}]`)).not.toBeNull()
  })

  it('does not open it where the failure is known: offline, the way out at once', async () => {
    const page = await open({ form })
    page.win.dispatchEvent(new page.win.Event('pointerover'))
    page.goOffline()
    await page.entryFails('unreachable')
    page.tap('Book Honda PCX')
    expect(dialogOf(page).open).toBe(false)
    expect(page.wayOut.hidden).toBe(false)
  })
})

describe('the loader, for a visitor with a booking request kept on the device', () => {
  it('starts the app at once, with no intent, so the kept request shows without a touch', async () => {
    const page = await open({ kept: true })
    expect(page.entries()).toHaveLength(1)
  })

  it('waits for an intent as before when nothing is kept', async () => {
    const page = await open()
    expect(page.entries()).toHaveLength(0)
    page.win.dispatchEvent(new page.win.Event('keydown'))
    expect(page.entries()).toHaveLength(1)
  })
})
