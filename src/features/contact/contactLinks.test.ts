import { describe, expect, it } from 'vitest'
import { lineHref, telHref, whatsappHref } from './contactLinks'

describe('contact links', () => {
  it('dials the phone without spaces', () => {
    expect(telHref('+66 81 234 5678')).toBe('tel:+66812345678')
  })
  it('adds a LINE friend by id, with or without a leading @', () => {
    expect(lineHref('phuketmoto')).toBe('https://line.me/R/ti/p/~phuketmoto')
    expect(lineHref('@phuketmoto')).toBe('https://line.me/R/ti/p/~phuketmoto')
  })
  it('opens WhatsApp with digits only', () => {
    expect(whatsappHref('+66 81-234-5678')).toBe('https://wa.me/66812345678')
  })
})
