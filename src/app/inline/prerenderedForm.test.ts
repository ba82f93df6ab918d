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
import { FORM_CLOSE_ATTRIBUTE, FORM_OPENED_AT_ATTRIBUTE, FORM_SEND_ASKED_ATTRIBUTE, FORM_TOUCHED_ATTRIBUTE, PRERENDERED_FORM_ID } from '../../shared/prerenderedForm'
import { supportModalDialogs } from '../../../tests/dialogElement'
import { openPrerenderedForm } from './prerenderedForm'

let markup = ''
beforeAll(async () => {
  markup = await renderPrerenderedForm('en')
})

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
  return { win, doc, dialog, field, type, stored }
}

describe('the prerendered booking form before the app runs', () => {
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

  it('chooses no bike from Book Now, nor an unknown one', () => {
    const { win, field } = page()
    openPrerenderedForm(win, null, () => {})
    expect(field('bike').value).toBe('')
    openPrerenderedForm(win, 'no-such-bike', () => {})
    expect(field('bike').value).toBe('')
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

  it('a Send before the app runs stays on the page, looks busy and is remembered for the app', () => {
    const { win, dialog, type } = page()
    openPrerenderedForm(win, 'honda-pcx', () => {})
    type('name', 'Somchai')
    const send = dialog.querySelector<HTMLButtonElement>('[type=submit]')!
    const submit = new win.Event('submit', { bubbles: true, cancelable: true })
    dialog.querySelector('form')!.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(dialog.hasAttribute(FORM_SEND_ASKED_ATTRIBUTE)).toBe(true)
    expect(send.hasAttribute(PENDING_ATTRIBUTE)).toBe(true)
    expect(send.getAttribute('aria-busy')).toBe('true')
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
    const { win, dialog } = page()
    const closed = vi.fn()
    openPrerenderedForm(win, 'honda-pcx', closed)
    const send = dialog.querySelector<HTMLButtonElement>('[type=submit]')!
    dialog.querySelector('form')!.dispatchEvent(new win.Event('submit', { bubbles: true, cancelable: true }))
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
