// The form rules of docs/spec.md §3/§5 and the small formatters.
import { describe, expect, it } from 'vitest'
import { formatSlot, hasRequiredFields, initialValues, telHref } from './model'

const filled = { ...initialValues('honda-pcx'), name: 'Ann', phone: '+66 81 000 0000' }

describe('booking form model', () => {
  it('starts empty, with the preselected bike or none', () => {
    expect(initialValues('honda-pcx')).toEqual({
      bike: 'honda-pcx', rentalPeriod: '', startDate: '', endDate: '', pickupTime: '', name: '', phone: '', email: '', notes: '', hotel: '', delivery: '', extras: '', cover: '',
    })
    expect(initialValues(null).bike).toBe('')
  })

  it('requires name, phone and bike, and nothing else', () => {
    expect(hasRequiredFields(filled)).toBe(true)
    expect(hasRequiredFields({ ...filled, name: '' })).toBe(false)
    expect(hasRequiredFields({ ...filled, phone: '   ' })).toBe(false)
    expect(hasRequiredFields({ ...filled, bike: '' })).toBe(false)
  })

  it.each([
    ['09:00', '9:00 AM'],
    ['11:00', '11:00 AM'],
    ['12:00', '12:00 PM'],
    ['13:00', '1:00 PM'],
    ['16:00', '4:00 PM'],
    ['00:30', '12:30 AM'],
  ])('shows the slot %s as %s', (slot, label) => {
    expect(formatSlot(slot)).toBe(label)
  })

  it('turns a display phone number into a tel: link', () => {
    expect(telHref('+66 81 234 5678')).toBe('tel:+66812345678')
  })
})
