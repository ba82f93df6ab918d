// The prepayment's rules as the sync applies them: a PromptPay ID of each kind the standard knows is
// taken, a wrong one is refused naming siteSettings and the field, in the Studio's words.
import { describe, expect, it } from 'vitest'
import { parsePromptPayId } from '../../rules/content/prepayment.ts'
import { validatePrepayment } from './prepayment.ts'
import { validateTerms } from './terms.ts'

const valid = { promptPayId: '081 234 5678', kind: 'percent', percent: 20, amount: null, cashAtPickup: false, freeUntilDays: 3, keptPercent: 100 }
const problemsOf = (prepayment: unknown) => {
  const problems: string[] = []
  validatePrepayment(prepayment, problems)
  return problems
}

describe('PromptPay IDs', () => {
  it.each([
    ['081 234 5678', 'phone', '0812345678'],
    ['+66 91-234-5678', 'phone', '0912345678'],
    ['1101700230708', 'nationalId', '1101700230708'],
    ['0-1055-36000-12-7', 'nationalId', '0105536000127'],
    ['140000812345678', 'eWallet', '140000812345678'],
  ])('takes %s as a %s', (typed, kind, digits) => {
    expect(parsePromptPayId(typed)).toEqual({ kind, digits })
    expect(problemsOf({ ...valid, promptPayId: typed })).toEqual([])
  })

  it.each([
    ['0212345678', 'A PromptPay phone number is a Thai mobile number starting with 06, 08 or 09'],
    ['1101700230709', 'This 13-digit ID fails its check digit'],
    ['12345', 'Write your PromptPay ID: a Thai mobile number'],
    ['phuketmoto', 'Write your PromptPay ID: a Thai mobile number'],
    [undefined, 'Write your PromptPay ID: a Thai mobile number'],
  ])('refuses %s, naming the field', (typed, words) => {
    expect(parsePromptPayId(typed)).toBeNull()
    const problems = problemsOf({ ...valid, promptPayId: typed })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(new RegExp(`^siteSettings: promptPayId: ${words}`))
  })
})

describe('what is asked in advance, and the cancellation numbers', () => {
  it('accepts each kind with what it needs', () => {
    expect(problemsOf({ ...valid, kind: 'none', percent: null })).toEqual([])
    expect(problemsOf({ ...valid, kind: 'firstDay', percent: null })).toEqual([])
    expect(problemsOf({ ...valid, kind: 'fixed', percent: null, amount: 500 })).toEqual([])
  })

  it('names every broken field at once', () => {
    expect(problemsOf({ ...valid, percent: 120, cashAtPickup: null, freeUntilDays: -1, keptPercent: 101 })).toEqual([
      'siteSettings: prepayment.percent: The percentage must be a whole number from 1 to 100, e.g. 20 (got 120)',
      'siteSettings: cashAtPickup: Say whether you still take cash at pickup (got nothing)',
      expect.stringMatching(/^siteSettings: cancellationPolicy\.freeUntilDays: Free cancellation until how many days/),
      expect.stringMatching(/^siteSettings: cancellationPolicy\.keptPercent: How much of the prepayment you keep/),
    ])
    expect(problemsOf({ ...valid, kind: 'fixed', amount: 0 })).toEqual([
      'siteSettings: prepayment.amount: The fixed amount must be a whole number of baht, above 0, e.g. 500 (got 0)',
    ])
    expect(problemsOf({ ...valid, kind: 'later' })).toEqual([
      expect.stringMatching(/^siteSettings: prepayment\.kind: Choose what you ask in advance/),
    ])
  })

  it('refuses a policy text that names other days than the numbers the page is built from', () => {
    const loc = (text: string) => ({ en: text, zh: text, th: text, ru: text })
    const policy = { id: 'cancellationPolicy', order: 1000, question: loc('Can I cancel?'), answer: { ...loc('Free until 3 days before.'), ru: 'Бесплатно за 5 дней.' } }
    const problems: string[] = []
    validateTerms([policy], problems, 3)
    expect(problems).toEqual([expect.stringMatching(/^siteSettings: cancellationPolicy\.text: The policy text \(ru\) must name the same number of days/)])
    const missing: string[] = []
    validateTerms([{ ...policy, question: { ...policy.question, th: '' } }], missing, 5)
    expect(missing[0]).toBe('siteSettings: cancellationPolicy.question is missing th')
  })
})
