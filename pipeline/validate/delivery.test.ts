// The delivery snapshot's rules: each broken area named by its place and field, in the Studio's
// words; the warning when no area is free.
import { describe, expect, it } from 'vitest'
import { inEveryLanguage } from '../../src/i18n/localized.testing.ts'
import { defaultLocale, locales } from '../../src/i18n/locales.ts'
import { deliveryWarnings, validateDelivery } from './delivery.ts'

const loc = (english: string) => ({ _type: 'localizedString', ...inEveryLanguage(english) })
const valid = () => ({
  areas: [
    { id: 'patong', name: loc('Patong'), fee: 0, freeFromDays: null },
    { id: 'kata-karon', name: loc('Kata & Karon'), fee: 200, freeFromDays: 3 },
  ],
  depositPolicy: loc('We never keep your passport.'),
  lateReturn: loc('Later than that: 100 baht an hour.'),
  prepayment: { promptPayId: '0812345678', kind: 'none', percent: null, amount: null, cashAtPickup: true, freeUntilDays: 3, keptPercent: 100 },
})
const problemsOf = (result: unknown) => {
  const problems: string[] = []
  validateDelivery(result, problems)
  return problems
}

describe('validateDelivery', () => {
  it('accepts the areas, and none at all', () => {
    expect(problemsOf(valid())).toEqual([])
    expect(problemsOf({ ...valid(), areas: [] })).toEqual([])
  })

  it('names each broken field of each area, and a missing language', () => {
    const broken = valid()
    broken.areas[1] = { ...broken.areas[1], id: 'Kata Karon', fee: 150.5, freeFromDays: 0 }
    broken.areas.push({ ...broken.areas[0] })
    broken.depositPolicy = { ...broken.depositPolicy, th: '' }
    // One language missing, another too long.
    const [long, missing] = locales.filter((locale) => locale !== defaultLocale)
    broken.lateReturn = { ...broken.lateReturn, [missing]: '', [long]: 'x'.repeat(241) }
    const problems = problemsOf(broken)
    expect(problems).toEqual([
      expect.stringMatching(/^siteSettings: deliveryAreas\[1\]\.id: Write a short web id/),
      expect.stringMatching(/^siteSettings: deliveryAreas\[1\]\.fee: The delivery fee must be a whole number of baht/),
      expect.stringMatching(/^siteSettings: deliveryAreas\[1\]\.freeFromDays: Free from must be a whole number of rental days/),
      'siteSettings: deliveryAreas: Two areas have the web id "patong": give each its own',
      'siteSettings: depositPolicy is missing th',
      `siteSettings: lateReturn is missing ${missing}`,
      `siteSettings: lateReturn.${long}: Keep the late-return sentence to 240 characters (this one has 241): the full rules belong in the Rental terms (got "${'x'.repeat(241)}")`,
    ])
  })
})

describe('deliveryWarnings', () => {
  it('none while an area is free outright or from some days', () => {
    expect(deliveryWarnings(valid())).toEqual([])
    expect(deliveryWarnings({ areas: [{ id: 'kata', fee: 200, freeFromDays: 3 }] })).toEqual([])
  })

  it('warns when no area is free: the "free delivery" sentences are no longer true', () => {
    expect(deliveryWarnings({ areas: [{ id: 'airport', fee: 500, freeFromDays: null }] })).toEqual([
      expect.stringMatching(/^siteSettings: deliveryAreas: No delivery area is free: the website's "free delivery" sentences/),
    ])
    expect(deliveryWarnings({ areas: [] })).toHaveLength(1)
  })
})
