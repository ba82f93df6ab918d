// The delivery claim against the delivery settings: over the real seed it holds; a seed copy whose
// settings charge a fee where a message says delivery is free is refused, naming the message.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../cli.ts'
import { loadSeedDataset } from '../sources/seed-source.ts'
import { validateDeliveryClaims, validateDepositClaim, validateExcessClaim, validatePrepaymentClaims } from './claims.ts'
import { templateTexts } from '../sources/templates.ts'

const area = (en: string, fee: number) => ({ id: en.toLowerCase(), name: { en }, fee })
const message = (key: string, en: string) => ({ key, en })
const problemsOf = (messages: unknown[], areas: unknown[]) => {
  const problems: string[] = []
  validateDeliveryClaims(messages, { areas }, problems)
  return problems
}

describe('the delivery claim', () => {
  it('holds over the real seed: every "free delivery" names the free area or the form\'s', async () => {
    const { documents } = await loadSeedDataset(path.join(REPO_ROOT, 'studio', 'seed'))
    const messages = documents.filter((doc) => (doc as { _type?: string })._type === 'message')
    const settings = documents.find((doc) => (doc as { _id?: string })._id === 'siteSettings') as unknown as { deliveryAreas: unknown[] }
    expect(messages.length).toBeGreaterThan(100)
    expect(problemsOf(messages, settings.deliveryAreas)).toEqual([])
  })

  it('refuses a flat "Free delivery" while an area charges a fee, naming the message and where it is free', () => {
    const areas = [area('Patong', 0), area('Kata', 200)]
    expect(problemsOf([message('services.delivery', 'Free delivery to your accommodation')], areas)).toEqual([
      expect.stringMatching(/^message\.services\.delivery: en says delivery is free, but the delivery settings charge a fee in Kata: name where it is free \(Patong\)/),
    ])
    expect(problemsOf([message('meta.description', 'Free hotel delivery, insurance and a full tank.')], [area('Kata', 200)])).toEqual([
      expect.stringMatching(/no area is free: drop the claim/),
    ])
  })

  it('accepts a claim that names the free area or takes it from the form, and any claim when every area is free', () => {
    const areas = [area('Patong', 0), area('Kata', 200)]
    expect(problemsOf([message('a', 'Delivery is free in Patong'), message('b', 'Delivery to {area}: free')], areas)).toEqual([])
    expect(problemsOf([message('c', 'Free delivery to your hotel')], [area('Patong', 0)])).toEqual([])
  })
})

describe('the deposit term', () => {
  const depositProblems = (answer: string, deposits: number[]) => {
    const problems: string[] = []
    validateDepositClaim([{ id: 'rentalTerm.deposit', answer: { en: answer } }], deposits.map((deposit) => ({ deposit })), problems)
    return problems
  }

  it("holds over the real seed: it names exactly the bikes' deposits", async () => {
    const { documents } = await loadSeedDataset(path.join(REPO_ROOT, 'studio', 'seed'))
    const records = documents as unknown as Array<{ _id: string; _type: string; deposit?: number; answer?: unknown }>
    const terms = records.filter((doc) => doc._type === 'rentalTerm').map((doc) => ({ ...doc, id: doc._id }))
    const problems: string[] = []
    validateDepositClaim(terms, records.filter((doc) => doc._type === 'bike'), problems)
    expect(terms.length).toBeGreaterThan(0)
    expect(problems).toEqual([])
  })

  it("refuses a seed copy whose deposit sentence contradicts the bikes' deposits, naming the term", () => {
    expect(depositProblems('3,000 baht for scooters and 5,000 baht for bikes of 400 cc and more.', [3000, 4000, 5000])).toEqual([
      "rentalTerm.deposit: answer.en must name the bikes' deposits (3000, 4000, 5000 baht); it leaves out 4000 baht",
    ])
    expect(depositProblems('A deposit of 2,000 baht.', [3000])).toEqual([
      "rentalTerm.deposit: answer.en must name the bikes' deposits (3000 baht); no bike's deposit is 2000 baht; it leaves out 3000 baht",
    ])
    expect(depositProblems('3,000 baht for scooters, 5,000 baht for the others.', [5000, 3000, 3000])).toEqual([])
  })
})

describe('what is paid ahead', () => {
  const prepaymentProblems = (kind: string, messages: unknown[], terms: unknown[]) => {
    const problems: string[] = []
    validatePrepaymentClaims(messages, terms, { prepayment: { kind } }, problems)
    return problems
  }
  const payment = (en: string) => ({ id: 'rentalTerm.payment', answer: { en } })

  it('holds over the real seed: with its prepayment no text says nothing is paid ahead', async () => {
    const { documents } = await loadSeedDataset(path.join(REPO_ROOT, 'studio', 'seed'))
    const records = documents as unknown as Array<{ _id: string; _type: string; answer?: unknown; prepayment?: { kind: string } }>
    const settings = records.find((doc) => doc._id === 'siteSettings')!
    expect(settings.prepayment?.kind).not.toBe('none')
    const terms = records.filter((doc) => doc._type === 'rentalTerm').map((doc) => ({ ...doc, id: doc._id }))
    expect(prepaymentProblems(settings.prepayment!.kind, records.filter((doc) => doc._type === 'message'), terms)).toEqual([])
  })

  it('refuses "nothing is paid online" while a prepayment is asked, and a term about a prepayment while none is', () => {
    expect(prepaymentProblems('firstDay', [message('booking.reply.nextSteps', 'We call you. Nothing is paid online.')], [payment('Nothing is paid online: you pay at pickup.')])).toEqual([
      expect.stringMatching(/^message\.booking\.reply\.nextSteps: en says nothing is paid ahead, but Shop settings ask a prepayment \(firstDay\)/),
      expect.stringMatching(/^rentalTerm\.payment: answer\.en says nothing is paid ahead/),
    ])
    expect(prepaymentProblems('none', [], [payment('The form shows the prepayment that holds your bike.')])).toEqual([
      expect.stringMatching(/^rentalTerm\.payment: answer\.en speaks of a prepayment, but Shop settings ask none/),
    ])
    expect(prepaymentProblems('none', [message('a', 'Nothing is paid online.')], [payment('Nothing is paid in advance.')])).toEqual([])
  })
})

describe('the excess a term names', () => {
  const levels = { coverLevels: [{ id: 'basic', name: { en: 'Basic cover' }, excess: 5000 }, { id: 'full', name: { en: 'Full cover' }, excess: 1000 }] }
  const term = (id: string, en: string) => ({ id, answer: { en } })
  const problemsOf = (terms: unknown[], templates: Array<{ where: string; en: string }> = [], extras: unknown = levels) => {
    const problems: string[] = []
    validateExcessClaim(terms, extras, problems, templates)
    return problems
  }

  it('accepts a term that names every level\'s excess, in either wording, and one excess when there is only one level', () => {
    expect(problemsOf([
      term('rentalTerm.insurance', 'covered beyond the excess, which you pay: 5,000 baht with Basic cover, 1,000 baht with Full cover'),
      term('rentalTerm.damage', 'up to the excess of your cover (5,000 baht with Basic cover, 1,000 baht with Full cover)'),
    ])).toEqual([])
    expect(problemsOf([term('rentalTerm.damage', 'up to the 5,000 baht excess')], [], { coverLevels: [levels.coverLevels[0]] })).toEqual([])
  })

  it('refuses an excess no cover level has, naming the term and the levels', () => {
    expect(problemsOf([term('rentalTerm.damage', 'charged up to the 8,000 baht excess (5,000 baht with Basic cover, 1,000 baht with Full cover)')])).toEqual([
      'rentalTerm.damage: answer.en names an excess of 8,000 baht, but no cover level has it (Basic cover: 5,000 baht, Full cover: 1,000 baht)',
    ])
  })

  it('refuses a term, or an e-mail template, that gives one excess while the levels have several', () => {
    expect(problemsOf([term('rentalTerm.insurance', 'covered up to an excess of 5,000 baht that you pay')], [{ where: 'tools/outbox/receipt.html: body', en: 'Mind the 1,000 baht excess.' }])).toEqual([
      'rentalTerm.insurance: answer.en gives the excess of one cover level only, while the levels have several (Basic cover: 5,000 baht, Full cover: 1,000 baht): name each, or leave the amount out',
      'tools/outbox/receipt.html: body (en) gives the excess of one cover level only, while the levels have several (Basic cover: 5,000 baht, Full cover: 1,000 baht): name each, or leave the amount out',
    ])
  })

  it('holds over the real seed and its e-mail templates', async () => {
    const { documents } = await loadSeedDataset(path.join(REPO_ROOT, 'studio', 'seed'))
    const records = documents as unknown as Array<{ _id: string; _type: string; coverLevels?: unknown }>
    const terms = records.filter((doc) => doc._type === 'rentalTerm').map((doc) => ({ ...doc, id: doc._id }))
    const settings = records.find((doc) => doc._id === 'siteSettings')!
    expect(terms.some((t) => /excess/.test(JSON.stringify(t)))).toBe(true)
    expect(problemsOf(terms, templateTexts(), { coverLevels: settings.coverLevels })).toEqual([])
  })
})

describe('the e-mail templates against the prepayment', () => {
  it('the fixed receipt says nothing is paid ahead no more, while the seed asks a prepayment', () => {
    const problems: string[] = []
    validatePrepaymentClaims([], [], { prepayment: { kind: 'firstDay' } }, problems, templateTexts())
    expect(problems).toEqual([])
    validatePrepaymentClaims([], [], { prepayment: { kind: 'firstDay' } }, problems, [{ where: 'tools/outbox/x.html: body', en: 'The booking is confirmed only after that call, and nothing is paid online.' }])
    expect(problems).toEqual([expect.stringMatching(/^tools\/outbox\/x\.html: body \(en\) says nothing is paid ahead, but Shop settings ask a prepayment \(firstDay\)/)])
  })
})
