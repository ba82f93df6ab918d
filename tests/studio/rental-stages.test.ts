// A rental's stages (rules/content/rentalStages.ts): a rental without a stage reads as confirmed,
// a cancelled one frees its unit (the rule and its GROQ form agree on every stage), each stage asks
// for its facts, and the cancelled rental's refund is the policy's for the day it was cancelled.
import { describe, expect, it } from 'vitest'
import { evaluateGroq } from '../../pipeline/sources/seed-source.ts'
import { HOLDS_UNIT_FILTER, holdsUnit, RENTAL_STAGES, stageOf, stageRules } from '../../rules/content/rentalStages.ts'
import { refundLine } from '../../studio/components/rentals/refundLine.ts'
import { addDays } from '../../rules/calendar.ts'

describe('the stage of a rental', () => {
  it('reads a rental without a stage (made before stages) as confirmed, and an unknown one too', () => {
    expect(stageOf({})).toBe('confirmed')
    expect(stageOf({ stage: 'shipped' })).toBe('confirmed')
    expect(stageOf({ stage: 'held' })).toBe('held')
    expect(stageRules.stage('shipped')).toBe('Choose the stage: Request, Held, Confirmed, Out, Returned, Cancelled')
  })

  it('holds the unit at every stage but cancelled, in the code and in GROQ alike', async () => {
    const docs: Array<{ _id: string; stage?: string }> = [{ _id: 'none' }, ...RENTAL_STAGES.map((stage) => ({ _id: stage, stage }))]
    const held = await evaluateGroq(docs, `*[${HOLDS_UNIT_FILTER}]._id`)
    expect(held).toEqual(docs.filter(holdsUnit).map((d) => d._id))
    expect(held).toEqual(['none', 'request', 'held', 'confirmed', 'out', 'returned'])
  })
})

describe('what each stage asks for', () => {
  it('held: the prepayment, how and when', () => {
    const held = { stage: 'held' }
    expect(stageRules.prepaid(undefined, held)).toMatch(/^Write the prepayment received in baht/)
    expect(stageRules.prepaidBy(undefined, held)).toMatch(/^Choose how the prepayment came/)
    expect(stageRules.prepaidOn(undefined, held)).toMatch(/^Write the day the prepayment came/)
    expect([stageRules.prepaid(300, held), stageRules.prepaidBy('promptpay', held), stageRules.prepaidOn('2026-12-08', held)]).toEqual([null, null, null])
    // A walk-in confirmed at the counter paid nothing in advance.
    expect(stageRules.prepaid(undefined, { stage: 'confirmed' })).toBeNull()
    expect(stageRules.prepaid(-5, { stage: 'confirmed' })).toMatch(/whole baht/)
    expect(stageRules.prepaidBy('bitcoin', {})).toMatch(/^Choose how the prepayment came/)
  })

  it('out: the deposit taken and its kind; cancelled: the day', () => {
    expect(stageRules.depositAmount(undefined, { stage: 'out' })).toMatch(/^Write the deposit taken in baht/)
    expect(stageRules.depositAmount(0, { stage: 'out' })).toBeNull()
    expect(stageRules.depositKind(undefined, { stage: 'out' })).toMatch(/^Choose how the deposit was taken/)
    expect(stageRules.depositKind(undefined, { stage: 'confirmed' })).toBeNull()
    expect(stageRules.cancelledOn(undefined, { stage: 'cancelled' })).toMatch(/the refund depends on it/)
    expect(stageRules.cancelledOn('8 Dec', { stage: 'cancelled' })).toMatch(/YYYY-MM-DD/)
  })

  it('never a refund above the prepayment', () => {
    expect(stageRules.refund(300, { prepaid: 300 })).toBeNull()
    expect(stageRules.refund(301, { prepaid: 300 })).toBe('The refund (301 baht) is more than the prepayment (300 baht): write the prepayment received first')
  })
})

describe('the cancelled rental\'s refund, day by day against the seed\'s policy', () => {
  // The seed: free until 3 days before pickup, then all of the prepayment kept.
  const seed = { freeUntilDays: 3, keptPercent: 100 }
  const from = '2030-12-10'
  it('gives all of it back up to 7 December and nothing from 8 December on', () => {
    const days = Array.from({ length: 8 }, (_, i) => addDays('2030-12-04', i) as string)
    expect(days.map((day) => [day, refundLine(seed, { prepaid: 250, from, cancelledOn: day }).refund])).toEqual([
      ['2030-12-04', 250], ['2030-12-05', 250], ['2030-12-06', 250], ['2030-12-07', 250],
      ['2030-12-08', 0], ['2030-12-09', 0], ['2030-12-10', 0], ['2030-12-11', 0],
    ])
    expect(refundLine(seed, { prepaid: 250, from, cancelledOn: '2030-12-08' }).text).toBe('Cancelled after the last free day (2030-12-07): the policy gives back 0 baht and you keep 250.')
  })

  it('keeps half at 50 %, rounding the kept share up', () => {
    expect(refundLine({ freeUntilDays: 3, keptPercent: 50 }, { prepaid: 251, from, cancelledOn: '2030-12-09' })).toMatchObject({ refund: 125 })
  })

  it('says what is missing rather than a number', () => {
    expect(refundLine(seed, { from, cancelledOn: '2030-12-09' })).toEqual({ text: 'Write the prepayment received above to see the refund the policy gives.' })
    expect(refundLine(null, { prepaid: 250, from, cancelledOn: '2030-12-09' }).text).toMatch(/^Set the cancellation policy in Shop settings/)
    expect(refundLine(seed, { prepaid: 250, from }).refund).toBeUndefined()
  })
})
