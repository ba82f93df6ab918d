// The sessionStorage draft: restored within its lifetime, gone after, refused when malformed.
import { afterEach, describe, expect, it } from 'vitest'
import { DRAFT_KEY, DRAFT_TTL_MS, clearDraft, decodeDraft, encodeDraft, isBlankDraft, loadDraft, saveDraft } from './draft'
import { initialValues } from './model'

const values = { ...initialValues('honda-pcx'), name: 'สมชาย', notes: '请送到酒店 🏍️' }
const draft = { values, reference: 'PMR-2611-7KQ2' }

afterEach(() => sessionStorage.clear())

describe('the booking draft', () => {
  it('lives in sessionStorage, never in localStorage', () => {
    saveDraft(draft, 1_000)
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('สมชาย')
    expect(localStorage.length).toBe(0)
    expect(loadDraft(2_000)).toEqual(draft)
    clearDraft()
    expect(loadDraft(2_000)).toBeNull()
  })

  it('expires, and an expired draft is removed', () => {
    saveDraft(draft, 1_000)
    expect(loadDraft(1_000 + DRAFT_TTL_MS + 1)).toBeNull()
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ version: 2, savedAt: 1, values, reference: 'x' })],
    ['a missing field', JSON.stringify({ version: 1, savedAt: 1, values: { name: 'x' }, reference: 'x' })],
    ['a number for a field', JSON.stringify({ version: 1, savedAt: 1, values: { ...values, phone: 5 }, reference: 'x' })],
  ])('refuses %s', (_case, text) => {
    expect(decodeDraft(text, 2)).toBeNull()
  })

  it('drops keys that are not form fields', () => {
    const text = encodeDraft({ values: { ...values, extra: '<script>' } as typeof values, reference: 'r' }, 1)
    expect(decodeDraft(text, 1)?.values).toEqual(values)
  })

  it('counts a form with only the preselected bike as blank', () => {
    expect(isBlankDraft(initialValues('honda-pcx'))).toBe(true)
    expect(isBlankDraft({ ...initialValues(null), phone: ' 1' })).toBe(false)
  })
})

describe('the draft and the delivery choice', () => {
  it('keeps the delivery choice with the rest', () => {
    const withDelivery = { values: { ...values, delivery: 'kata-karon', hotel: 'Kata Palm, room 8' }, reference: 'r' }
    expect(decodeDraft(encodeDraft(withDelivery, 1), 1)).toEqual(withDelivery)
    expect(isBlankDraft({ ...initialValues('honda-pcx'), delivery: 'pickup' })).toBe(false)
  })

  it('reads a draft saved without a delivery choice as not chosen, keeping everything typed', () => {
    const { delivery: _delivery, ...older } = values
    const text = JSON.stringify({ version: 1, savedAt: 1, values: older, reference: 'r' })
    expect(decodeDraft(text, 1)?.values).toEqual({ ...values, delivery: '' })
  })
})
