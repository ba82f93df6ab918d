// The prerendered form before the app runs: opened with the tapped Book's bike, what is typed kept
// in the same sessionStorage draft the app's form reads, a Send remembered for the app, and closing
// by the visitor reported so nothing reopens it by itself. The real prerendered markup, in jsdom.
import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderPrerenderedForm } from '../../entry-server'
import { decodeDraft, DRAFT_KEY, encodeDraft } from '../../features/booking/draft'
import { initialValues } from '../../features/booking/model'
import { REFERENCE_PATTERN } from '../../features/booking/reference'
import { PENDING_ATTRIBUTE } from '../../lib/pendingControl'
import { FORM_CLOSE_ATTRIBUTE, FORM_OPENED_AT_ATTRIBUTE, FORM_SEND_ASKED_ATTRIBUTE, FORM_TOAST_ATTRIBUTE, FORM_TOUCHED_ATTRIBUTE, PRERENDERED_FORM_ID } from '../../shared/prerenderedForm'
import { HONEYPOT_NAME } from '../../features/booking/Honeypot'
import { supportModalDialogs } from '../../../tests/dialogElement'
import { openPrerenderedForm } from './prerenderedForm'

// One bike marked rented in the Studio (available: false): the real snapshot, that bike flipped.
const RENTED = 'bmw-r1250gs'
vi.mock('../../content', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../content')>()
  const bikes = actual.bikes.map((bike) => (bike.id === 'bmw-r1250gs' ? { ...bike, available: false } : bike))
  return { ...actual, bikes, findBike: (id: string | null | undefined) => bikes.find((bike) => bike.id === id) }
})

let markup = ''
beforeAll(async () => {
  markup = await renderPrerenderedForm('en')
})

/** The text a reader sees: what `hidden` leaves out is not read. */
const shown = (element: Element): string =>
  [...element.childNodes].map((node) => (node.nodeType === 3 ? node.textContent : (node as HTMLElement).hidden ? '' : shown(node as Element))).join('')

function page({ draft }: { draft?: string } = {}) {
  const dom = new JSDOM(`<!doctype html><html><body><button data-book="honda-pcx">Book</button>${markup}</body></html>`, { url: 'https://shop.example/' })
  const win = dom.window as unknown as Window & typeof globalThis
  supportModalDialogs(win)
  if (draft) win.sessionStorage.setItem(DRAFT_KEY, draft)
  const doc = win.document
  const dialog = doc.getElementById(PRERENDERED_FORM_ID) as HTMLDialogElement
  const field = (name: string) => dialog.querySelector(`[name="${name}"]`) as HTMLInputElement & HTMLSelectElement
  const type = (name: string, value: string) => {
    field(name).value = value
    field(name).dispatchEvent(new win.Event('input', { bubbles: true }))
  }
  const stored = () => decodeDraft(win.sessionStorage.getItem(DRAFT_KEY), Date.now())
  const toast = () => dialog.querySelector<HTMLElement>(`[${FORM_TOAST_ATTRIBUTE}]`)!
  const sendForm = () => {
    const submit = new win.Event('submit', { bubbles: true, cancelable: true })
    dialog.querySelector('form')!.dispatchEvent(submit)
    return submit
  }
  return { win, doc, dialog, field, type, stored, toast, sendForm }
}

describe('the prerendered booking form before the app runs', () => {
  it('submits natively only to its dialog: no name or phone could ever go into the page address', () => {
    const { dialog } = page()
    const form = dialog.querySelector('form')!
    expect(form.getAttribute('method')).toBe('dialog')
    expect(form.hasAttribute('action')).toBe(false)
  })

  it('opens at a Book tap with that bike chosen, greyed where empty, focus in the form', () => {
    const { win, dialog, field, doc } = page()
    expect(openPrerenderedForm(win, 'honda-pcx', () => {})).toBe(true)
    expect(dialog.open).toBe(true)
    expect(field('bike').value).toBe('honda-pcx')
    expect(field('bike').hasAttribute('data-empty')).toBe(false)
    expect(field('startDate').hasAttribute('data-empty')).toBe(true)
    expect(doc.activeElement).toBe(field('bike'))
    expect(Number(dialog.getAttribute(FORM_OPENED_AT_ATTRIBUTE))).toBeGreaterThan(0)
  })

  it('chooses no bike from Book Now, nor an unknown one, nor a rented one (#book= after a reload names any)', () => {
    const { win, field } = page()
    openPrerenderedForm(win, null, () => {})
    expect(field('bike').value).toBe('')
    openPrerenderedForm(win, 'no-such-bike', () => {})
    expect(field('bike').value).toBe('')
    const rented = field('bike').querySelector<HTMLOptionElement>(`option[value="${RENTED}"]`)!
    expect(rented.disabled).toBe(true)
    openPrerenderedForm(win, RENTED, () => {})
    expect(field('bike').value).toBe('')
    expect(field('bike').hasAttribute('data-empty')).toBe(true)
  })

  it('keeps what is typed in the draft the app reads, under one booking reference', () => {
    const { win, dialog, type, stored, field } = page()
    openPrerenderedForm(win, 'honda-pcx', () => {})
    type('name', 'Somchai')
    type('startDate', '2026-12-20')
    expect(field('startDate').hasAttribute('data-empty')).toBe(false)
    expect(dialog.hasAttribute(FORM_TOUCHED_ATTRIBUTE)).toBe(true)
    const draft = stored()!
    expect(draft.values).toEqual({ ...initialValues('honda-pcx'), name: 'Somchai', startDate: '2026-12-20' })
    expect(draft.reference).toMatch(REFERENCE_PATTERN)
    type('phone', '+66 81 234 5678')
    expect(stored()!.reference).toBe(draft.reference)
  })

  it('opens with the draft left in this tab (a reload, an earlier form), keeping its reference', () => {
    const values = { ...initialValues('yamaha-nmax'), name: 'Ann', hotel: 'Patong Beach Hotel' }
    const { win, field, stored } = page({ draft: encodeDraft({ values, reference: 'PMR-2511-ABCD' }, Date.now()) })
    openPrerenderedForm(win, 'yamaha-nmax', () => {})
    expect(field('name').value).toBe('Ann')
    expect(field('hotel').value).toBe('Patong Beach Hotel')
    expect(stored()).toEqual({ values, reference: 'PMR-2511-ABCD' })
  })

  it('keeps the extras and cover a draft holds, unseen, through typing here (the app takes them over)', () => {
    const values = { ...initialValues('honda-pcx'), name: 'Ann', extras: 'top-box:1', cover: 'full' }
    const { win, type, stored } = page({ draft: encodeDraft({ values, reference: 'PMR-2511-ABCD' }, Date.now()) })
    openPrerenderedForm(win, 'honda-pcx', () => {})
    type('phone', '+66 81 234 5678')
    expect(stored()!.values).toMatchObject({ extras: 'top-box:1', cover: 'full', phone: '+66 81 234 5678' })
  })

  it('a Send before the app runs stays on the page, looks busy and is remembered for the app, with its time', () => {
    const { win, dialog, type, toast, sendForm } = page()
    openPrerenderedForm(win, 'honda-pcx', () => {})
    type('name', 'Somchai')
    type('phone', '+66 81 234 5678')
    const send = dialog.querySelector<HTMLButtonElement>('[type=submit]')!
    const before = Date.now()
    expect(sendForm().defaultPrevented).toBe(true)
    expect(Number(dialog.getAttribute(FORM_SEND_ASKED_ATTRIBUTE))).toBeGreaterThanOrEqual(before)
    expect(send.hasAttribute(PENDING_ATTRIBUTE)).toBe(true)
    expect(send.getAttribute('aria-busy')).toBe('true')
    expect(toast().hidden).toBe(true)
  })

  it("a Send with the name, phone or bike missing shows the spec's toast at once, as the app's form would, and is not remembered", () => {
    const { win, dialog, type, field, toast, sendForm } = page()
    const timers = vi.spyOn(win, 'setTimeout')
    openPrerenderedForm(win, null, () => {})
    const send = dialog.querySelector<HTMLButtonElement>('[type=submit]')!
    const refused = () => {
      expect(toast().hidden).toBe(false)
      expect(dialog.hasAttribute(FORM_SEND_ASKED_ATTRIBUTE)).toBe(false)
      expect(send.hasAttribute('aria-busy')).toBe(false)
      expect(dialog.open).toBe(true)
    }
    expect(toast().hidden).toBe(true)
    sendForm()
    refused()
    expect(shown(toast())).toBe('Booking ErrorName, phone number, and bike selection are required')
    expect(toast().getAttribute('role')).toBe('status')
    // As long as the app's toast, then gone.
    const [hide, ms] = timers.mock.lastCall!
    expect(ms).toBe(5000)
    ;(hide as (show: boolean) => void)(false)
    expect(toast().hidden).toBe(true)

    type('name', 'Somchai') // only the name
    sendForm()
    refused()
    type('phone', '   ') // blank is missing, as in the app's form
    sendForm()
    refused()
    type('phone', '+66 81 234 5678') // and still no bike
    sendForm()
    refused()
    // Its close button hides it and leaves the form open.
    toast().querySelector('button')!.click()
    expect(toast().hidden).toBe(true)
    expect(dialog.open).toBe(true)

    field('bike').value = 'honda-pcx'
    sendForm()
    expect(dialog.hasAttribute(FORM_SEND_ASKED_ATTRIBUTE)).toBe(true)
    expect(toast().hidden).toBe(true)
  })

  it('a Send with a delivery area and no place is refused as the app refuses it; the hotel field is required exactly while an area is chosen', () => {
    const { win, dialog, type, field, toast, sendForm, doc } = page()
    openPrerenderedForm(win, 'honda-pcx', () => {})
    type('name', 'Somchai')
    type('phone', '+66 81 234 5678')
    const hotel = field('hotel')
    expect(hotel.hasAttribute('aria-required')).toBe(false)
    const choose = (value: string) => {
      field('delivery').value = value
      field('delivery').dispatchEvent(new win.Event('change', { bubbles: true }))
    }
    choose('kata-karon')
    expect(hotel.getAttribute('aria-required')).toBe('true')
    type('hotel', '   ') // blank is no place, as in the app's form
    sendForm()
    expect(toast().hidden).toBe(false)
    expect(shown(toast())).toBe('Booking ErrorTell us where to bring the bike: your hotel and room, or an address.')
    expect(dialog.hasAttribute(FORM_SEND_ASKED_ATTRIBUTE)).toBe(false)
    expect(hotel.getAttribute('aria-invalid')).toBe('true')
    expect(doc.getElementById(hotel.getAttribute('aria-errormessage')!)!.textContent).toBe('Tell us where to bring the bike: your hotel and room, or an address.')
    expect(doc.activeElement).toBe(hotel)
    // Pickup at the shop needs no place: the mark goes, live, and the Send is remembered.
    choose('pickup')
    expect(hotel.hasAttribute('aria-required')).toBe(false)
    expect(hotel.hasAttribute('aria-invalid')).toBe(false)
    sendForm()
    expect(dialog.hasAttribute(FORM_SEND_ASKED_ATTRIBUTE)).toBe(true)
    // An area with a place: remembered too.
    dialog.removeAttribute(FORM_SEND_ASKED_ATTRIBUTE)
    choose('patong')
    type('hotel', 'Patong Beach Hotel, room 12')
    sendForm()
    expect(dialog.hasAttribute(FORM_SEND_ASKED_ATTRIBUTE)).toBe(true)
  })

  it('the toast goes with the form when the visitor closes it', () => {
    const { win, dialog, toast, sendForm } = page()
    openPrerenderedForm(win, null, () => {})
    sendForm()
    expect(toast().hidden).toBe(false)
    dialog.dispatchEvent(new win.Event('cancel'))
    expect(toast().hidden).toBe(true)
  })

  it('carries the same hidden field as the app\'s form, for the app to mark a bot\'s booking doubtful', () => {
    const { dialog } = page()
    const honeypot = dialog.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`)!
    expect(honeypot.value).toBe('')
    expect(honeypot.tabIndex).toBe(-1)
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(honeypot.id).not.toBe(HONEYPOT_NAME) // the app's form, rendered closed beside it, has that id
  })

  it('the close button and Escape close it and say so, forgetting a Send asked for; the values stay', () => {
    const { win, dialog, type, field } = page()
    const closed = vi.fn()
    openPrerenderedForm(win, 'honda-pcx', closed)
    type('name', 'Somchai')
    dialog.setAttribute(FORM_SEND_ASKED_ATTRIBUTE, '')
    dialog.querySelector<HTMLButtonElement>(`[${FORM_CLOSE_ATTRIBUTE}]`)!.click()
    expect(dialog.open).toBe(false)
    expect(closed).toHaveBeenCalledTimes(1)
    expect(dialog.hasAttribute(FORM_SEND_ASKED_ATTRIBUTE)).toBe(false)
    openPrerenderedForm(win, 'honda-pcx', closed)
    expect(field('name').value).toBe('Somchai')
    dialog.dispatchEvent(new win.Event('cancel'))
    expect(closed).toHaveBeenCalledTimes(2)
  })

  it('a tap beside the form closes it, a tap in it does not; a Send asked for then no longer looks busy', () => {
    const { win, dialog, type, sendForm } = page()
    const closed = vi.fn()
    openPrerenderedForm(win, 'honda-pcx', closed)
    const send = dialog.querySelector<HTMLButtonElement>('[type=submit]')!
    type('name', 'Somchai')
    type('phone', '+66 81 234 5678')
    sendForm()
    expect(send.getAttribute('aria-busy')).toBe('true')
    dialog.querySelector<HTMLElement>('[data-form-body]')!.click()
    expect(dialog.open).toBe(true)
    const backdrop = dialog.firstElementChild as HTMLElement
    backdrop.click()
    expect(dialog.open).toBe(false)
    expect(closed).toHaveBeenCalledTimes(1)
    expect(send.hasAttribute(PENDING_ATTRIBUTE)).toBe(false)
    expect(send.hasAttribute('aria-busy')).toBe(false)
  })

  it('answers false where the page has no prerendered form, or the browser no modal dialog', () => {
    const bare = new JSDOM('<!doctype html><body></body>', { url: 'https://shop.example/' }).window as unknown as Window & typeof globalThis
    expect(openPrerenderedForm(bare, 'honda-pcx', () => {})).toBe(false)
    const { win, dialog } = page()
    Object.defineProperty(dialog, 'showModal', { value: undefined })
    expect(openPrerenderedForm(win, 'honda-pcx', () => {})).toBe(false)
  })
})
